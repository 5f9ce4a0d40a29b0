import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { badRequest } from '../../platform/core';

const DEFAULT_TENANT = '000000';

/** The `Tenant-Id` header of the public calls: the tenant of the logged-in user, or the one chosen on the login page. */
export const TenantHeader = Type.Object({
  'tenant-id': Type.Optional(Type.String({ pattern: '^[0-9]{6}$', description: 'Tenant number' })),
});

/** The site counter that holds one tenant's visits. */
export function visitCounterName(tenantId: string): string {
  return `visits:${tenantId}`;
}

/** The tenant a public call is about (the default tenant when it names none); 400 for one that does not exist. */
export async function siteTenant(app: FastifyInstance, request: FastifyRequest) {
  const tenantId = (request.headers['tenant-id'] as string | undefined) || DEFAULT_TENANT;
  const tenant = await app.db
    .selectFrom('tenant')
    .select(['tenant_id', 'name', 'contact_number', 'address'])
    .where('tenant_id', '=', tenantId)
    .where('is_deleted', '=', false)
    .executeTakeFirst();
  if (!tenant) throw badRequest('tenant-id', 'exists', 'tenantUnknown', { field: 'Tenant-Id' });
  return tenant;
}
