import type { Kysely } from 'kysely';
import { PLATFORM_TENANT_ID, type Database } from '../../../db';
import type { SessionUser } from '../../identity/auth';
import { AppError, badRequest } from '../../platform/core';

/**
 * The tenants a deployment is shared to, checked: only the federation (000000) shares, and only to
 * tenants that exist (other than itself). None given: not shared.
 */
export async function checkShares(db: Kysely<Database>, viewer: SessionUser, tenantIds: readonly string[] | undefined): Promise<string[]> {
  const wanted = [...new Set(tenantIds ?? [])];
  if (wanted.length === 0) return [];
  if (viewer.tenantId !== PLATFORM_TENANT_ID) throw new AppError(403, 'flowShareFederationOnly');
  const known = new Set(
    (await db.selectFrom('tenant').select('tenant_id').where('tenant_id', 'in', wanted).where('is_deleted', '=', false).execute()).map(
      (t) => t.tenant_id,
    ),
  );
  const unknown = wanted.find((t) => t === PLATFORM_TENANT_ID || !known.has(t));
  if (unknown) throw badRequest('tenantIds', 'tenant', 'flowTenantUnknown', { tenantId: unknown });
  return wanted.sort();
}
