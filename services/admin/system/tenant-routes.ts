import { randomInt } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { createTenantPermissions, newId, PLATFORM_TENANT_ID, seedFlowModels } from '../../../db';
import {
  AppError,
  badRequest,
  containing,
  formatTime,
  notFound,
  ok,
  okOf,
  okPageOf,
  Nullable,
  TimeText,
  pageOf,
  paginate,
  PagingQuery,
  parseTime,
} from '../../platform/core';
import { invalidatePermissions, isUniqueViolation, removeIds, requirePlatformAdmin, TenantRemoveQuery } from '../../identity/permissions';
import { ShortText, TenantIdString } from '../../identity/users';

const config = { permission: 'system.tenant.manage' };
const tags = ['tenant'];
const TENANT_SORTS = { tenantId: 'tenant_id', tenantName: 'name', createTime: 'create_time', expireTime: 'expire_time' } as const;

const ListQuery = Type.Object(
  {
    ...PagingQuery,
    tenantId: Type.Optional(ShortText(6)),
    tenantName: Type.Optional(ShortText(100)),
    linkman: Type.Optional(ShortText(50)),
  },
  { additionalProperties: false },
);
const DetailQuery = Type.Object({ id: TenantIdString }, { additionalProperties: false });
const TenantBody = Type.Object(
  {
    id: Type.Optional(TenantIdString),
    tenantId: Type.Optional(TenantIdString),
    tenantName: Type.String({ minLength: 1, maxLength: 100 }),
    linkman: Type.Optional(ShortText(50)),
    contactNumber: Type.Optional(ShortText(30)),
    address: Type.Optional(ShortText(200)),
    accountNumber: Type.Optional(Type.Integer({ minimum: -1, maximum: 1_000_000, description: 'Most accounts; -1 for no limit' })),
    expireTime: Type.Optional(ShortText(19, 'yyyy-MM-dd HH:mm:ss; empty for never')),
    status: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
  },
  {
    additionalProperties: false,
    description: 'Creates a tenant (with its root union and default roles), or updates the one named by id',
    examples: [
      {
        tenantName: '海淀区总工会',
        linkman: '张伟',
        contactNumber: '010-12345678',
        address: '北京市海淀区',
        accountNumber: -1,
        expireTime: '2030-12-31 23:59:59',
        status: 1,
      },
    ],
  },
);

type TenantRow = {
  tenant_id: string;
  name: string;
  linkman: string | null;
  contact_number: string | null;
  address: string | null;
  account_number: number;
  expire_time: Date | null;
  status: number;
  create_time: Date;
};
const COLUMNS = [
  'tenant_id',
  'name',
  'linkman',
  'contact_number',
  'address',
  'account_number',
  'expire_time',
  'status',
  'create_time',
] as const;

const TenantAnswer = Type.Object({
  id: Type.String(),
  tenantId: Type.String(),
  tenantName: Type.String(),
  linkman: Type.String(),
  contactNumber: Type.String(),
  address: Type.String(),
  accountNumber: Type.Integer({ description: 'Accounts allowed; -1 for no limit' }),
  expireTime: Nullable(TimeText()),
  status: Type.Integer(),
  createTime: Nullable(TimeText()),
});

function tenantView(t: TenantRow) {
  return {
    id: t.tenant_id,
    tenantId: t.tenant_id,
    tenantName: t.name,
    linkman: t.linkman ?? '',
    contactNumber: t.contact_number ?? '',
    address: t.address ?? '',
    accountNumber: t.account_number,
    expireTime: formatTime(t.expire_time),
    status: t.status,
    createTime: formatTime(t.create_time),
  };
}

function expireOf(text: string | undefined): Date | null | undefined {
  if (text === undefined) return undefined;
  if (text === '') return null;
  const date = parseTime(text);
  if (!date) throw badRequest('expireTime', 'format', 'field');
  return date;
}

/** `/api/blade-system/tenant`: the tenants (platform administrators only). */
export async function tenantRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tenants = () => app.db.selectFrom('tenant').where('is_deleted', '=', false);

  app.get(
    '/list',
    { config, schema: { tags, summary: 'One page of tenants', querystring: ListQuery, response: { 200: okPageOf(TenantAnswer) } } },
    async (request) => {
      requirePlatformAdmin(request.viewer);
      const q = request.query;
      let rows = tenants();
      if (q.tenantId) rows = rows.where('tenant_id', 'like', containing(q.tenantId));
      if (q.tenantName) rows = rows.where('name', 'ilike', containing(q.tenantName));
      if (q.linkman) rows = rows.where('linkman', 'ilike', containing(q.linkman));
      const { records, total } = await paginate(rows.select(COLUMNS), q, {
        allow: TENANT_SORTS,
        fallback: [{ column: 'tenant_id', direction: 'asc' }],
        tieBreaker: { column: 'tenant_id' },
      });
      return ok(request, pageOf(records.map(tenantView), total, q));
    },
  );

  app.get(
    '/detail',
    { config, schema: { tags, summary: 'One tenant', querystring: DetailQuery, response: { 200: okOf(TenantAnswer) } } },
    async (request) => {
      requirePlatformAdmin(request.viewer);
      const { id } = request.query;
      const row = await tenants().select(COLUMNS).where('tenant_id', '=', id).executeTakeFirst();
      if (!row) throw notFound();
      return ok(request, tenantView(row));
    },
  );

  app.post(
    '/submit',
    {
      config,
      schema: { tags, summary: 'Create a tenant, or update it when id is given', body: TenantBody, response: { 200: okOf(TenantAnswer) } },
    },
    async (request) => {
      requirePlatformAdmin(request.viewer);
      const body = request.body;
      const expireTime = expireOf(body.expireTime);
      const fields = {
        name: body.tenantName.trim(),
        ...(body.linkman !== undefined ? { linkman: body.linkman || null } : {}),
        ...(body.contactNumber !== undefined ? { contact_number: body.contactNumber || null } : {}),
        ...(body.address !== undefined ? { address: body.address || null } : {}),
        ...(body.accountNumber !== undefined ? { account_number: body.accountNumber } : {}),
        ...(expireTime !== undefined ? { expire_time: expireTime } : {}),
        ...(body.status !== undefined ? { status: body.status } : {}),
      };
      if (!fields.name) throw badRequest('tenantName', 'required', 'required', { field: 'tenantName' });

      if (body.id) {
        const id = body.id;
        if (id === PLATFORM_TENANT_ID && body.status === 0) throw badRequest('status', 'default', 'defaultTenant');
        const updated = await app.db
          .updateTable('tenant')
          .set(fields)
          .where('tenant_id', '=', id)
          .where('is_deleted', '=', false)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) === 0) throw notFound();
        // A disabled or expired tenant's sessions must be checked again.
        await invalidatePermissions(app);
        return ok(request, tenantView(await tenants().select(COLUMNS).where('tenant_id', '=', id).executeTakeFirstOrThrow()));
      }

      const tenantId = body.tenantId ?? (await freeTenantId(app));
      try {
        await app.db.transaction().execute(async (trx) => {
          await trx
            .insertInto('tenant')
            .values({ tenant_id: tenantId, ...fields })
            .execute();
          // Every tenant has a root union (the federation of its tree) and the default roles.
          const unionId = newId();
          await trx
            .insertInto('union_org')
            .values({
              id: unionId,
              tenant_id: tenantId,
              parent_id: null,
              name: fields.name,
              kind: 'federation',
              path: `/${unionId}/`,
              credit_code: null,
              region_code: null,
            })
            .execute();
          await createTenantPermissions(trx, tenantId);
          // Its review chains as deployed models, for its administrator to follow and change.
          await seedFlowModels(trx, [tenantId]);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw badRequest('tenantId', 'unique', 'tenantTaken');
        throw error;
      }
      return ok(request, tenantView(await tenants().select(COLUMNS).where('tenant_id', '=', tenantId).executeTakeFirstOrThrow()));
    },
  );

  app.post(
    '/remove',
    {
      config,
      schema: {
        tags,
        summary: 'Remove tenants (their accounts are disabled)',
        querystring: TenantRemoveQuery,
        response: { 200: okOf(Type.Integer({ description: 'Tenants removed' })) },
      },
    },
    async (request) => {
      requirePlatformAdmin(request.viewer);
      const ids = removeIds(request, 'tenant');
      if (ids.includes(PLATFORM_TENANT_ID)) throw badRequest('ids', 'default', 'defaultTenant');
      const removed = await app.db.transaction().execute(async (trx) => {
        const found = await trx
          .selectFrom('tenant')
          .select('tenant_id')
          .where('tenant_id', 'in', ids)
          .where('is_deleted', '=', false)
          .execute();
        if (found.length !== ids.length) throw notFound();
        await trx.updateTable('tenant').set({ is_deleted: true, status: 0 }).where('tenant_id', 'in', ids).execute();
        // The accounts stay for the records they signed but can no longer log in.
        await trx.updateTable('app_user').set({ status: 0, update_time: new Date() }).where('tenant_id', 'in', ids).execute();
        return found.length;
      });
      await invalidatePermissions(app);
      return ok(request, removed);
    },
  );
}

/** A random six-digit tenant number not yet taken. */
async function freeTenantId(app: FastifyInstance): Promise<string> {
  for (let i = 0; i < 20; i++) {
    const candidate = String(randomInt(100_000, 1_000_000));
    const taken = await app.db.selectFrom('tenant').select('tenant_id').where('tenant_id', '=', candidate).executeTakeFirst();
    if (!taken) return candidate;
  }
  throw new AppError(500, 'internal');
}
