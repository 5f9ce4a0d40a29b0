import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { Nullable, ok, okOf } from '../../platform/core';
import { siteTenant, TenantHeader, visitCounterName } from './site-tenant';

const Site = Type.Object({
  tenantId: Type.String(),
  tenantName: Type.String(),
  organiser: Type.String(),
  contactNumber: Nullable(Type.String()),
  address: Nullable(Type.String()),
});

/** `/api/blade-crop/public`: the public area (no login). */
export async function publicRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/count/getcount',
    {
      config: { public: true },
      schema: {
        tags: ['public'],
        summary: "Counts this visit to the tenant's site (`Tenant-Id`, default 000000) and answers the visit number",
        headers: TenantHeader,
        response: { 200: okOf(Type.Integer({ description: 'The visit number' })) },
      },
    },
    async (request) => {
      const tenant = await siteTenant(app, request);
      const row = await app.db
        .insertInto('site_counter')
        .values({ name: visitCounterName(tenant.tenant_id), value: '1' })
        .onConflict((oc) => oc.column('name').doUpdateSet({ value: sql`site_counter.value + 1` }))
        .returning('value')
        .executeTakeFirstOrThrow();
      return ok(request, Number(row.value));
    },
  );

  app.get(
    '/site',
    {
      config: { public: true },
      schema: {
        tags: ['public'],
        summary: "The branding of a tenant's site (`Tenant-Id`, default 000000): its name as organiser and its contact",
        headers: TenantHeader,
        response: { 200: okOf(Site) },
      },
    },
    async (request) => {
      const tenant = await siteTenant(app, request);
      return ok(request, {
        tenantId: tenant.tenant_id,
        tenantName: tenant.name,
        organiser: tenant.name,
        contactNumber: tenant.contact_number,
        address: tenant.address,
      });
    },
  );
}
