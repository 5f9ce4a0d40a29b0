import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, Role } from '../../../db';
import { apiScopesCarriedBy, newId } from '../../../db';
import { AppError, badRequest, notFound, ok, okBoolean, okOf, treeOf } from '../../platform/core';
import {
  descendantsOf,
  grantableBy,
  Id,
  IdArray,
  invalidatePermissions,
  isPlatformAdmin,
  isUniqueViolation,
  nest,
  RemoveQuery,
  removeIds,
  tenantFor,
} from '../../identity/permissions';

const manage = { permission: 'system.role.manage' };
const tags = ['role'];

const TenantId = Type.String({ pattern: '^[0-9A-Za-z]{1,12}$' });
const ListQuery = Type.Object(
  {
    roleName: Type.Optional(Type.String({ maxLength: 60 })),
    roleAlias: Type.Optional(Type.String({ maxLength: 60 })),
    tenantId: Type.Optional(TenantId),
  },
  { additionalProperties: false },
);
const TreeQuery = Type.Object({ tenantId: Type.Optional(TenantId) }, { additionalProperties: false });
const TreeByIdQuery = Type.Object({ roleId: Id }, { additionalProperties: false });
const DetailQuery = Type.Object({ id: Id }, { additionalProperties: false });
const RoleBody = Type.Object(
  {
    id: Type.Optional(Id),
    roleName: Type.String({ minLength: 1, maxLength: 40 }),
    roleAlias: Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_]{0,39}$', description: 'Unique in the tenant; fixed once created' }),
    parentId: Type.Optional(Type.String({ pattern: '^[0-9]{1,20}$', description: "Parent role, or '0' for none" })),
    sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 9999 })),
  },
  { additionalProperties: false, examples: [{ roleName: '工会财务', roleAlias: 'finance', parentId: '0', sort: 5 }] },
);
const GrantBody = Type.Object(
  {
    roleIds: Type.Array(Id, { minItems: 1, maxItems: 100, uniqueItems: true }),
    menuIds: Type.Optional(IdArray),
    dataScopeIds: Type.Optional(IdArray),
    apiScopeIds: Type.Optional(IdArray),
  },
  {
    additionalProperties: false,
    description:
      'Replaces the roles’ grants of each list that is present; a list left out stays as it was. Granted menus bring the API scopes their screens call.',
    examples: [{ roleIds: ['1'], menuIds: ['2', '3'], dataScopeIds: ['4'], apiScopeIds: ['5', '6'] }],
  },
);

const RoleFields = {
  id: Type.String(),
  tenantId: Type.String(),
  roleName: Type.String(),
  roleAlias: Type.String(),
  parentId: Type.String({ description: "'0' for a root" }),
  parentName: Type.String(),
  sort: Type.Integer(),
};
const Role = Type.Object(RoleFields);
const RoleTree = treeOf('RoleNode', RoleFields);
const RolePickerTree = treeOf('RolePickerNode', {
  id: Type.String(),
  parentId: Type.String(),
  title: Type.String(),
  key: Type.String(),
  value: Type.String(),
});

type RoleRow = Pick<Role, 'id' | 'tenant_id' | 'role_name' | 'role_alias' | 'parent_id' | 'sort'>;

function roleView(r: RoleRow, names: Map<string, string>) {
  const parentId = r.parent_id === null ? '0' : String(r.parent_id);
  return {
    id: String(r.id),
    tenantId: r.tenant_id,
    roleName: r.role_name,
    roleAlias: r.role_alias,
    parentId,
    parentName: names.get(parentId) ?? '',
    sort: r.sort,
  };
}

const treeNode = (r: RoleRow) => ({
  id: String(r.id),
  parentId: r.parent_id === null ? '0' : String(r.parent_id),
  title: r.role_name,
  key: String(r.id),
  value: String(r.id),
});

function rolesOf(db: Kysely<Database>, tenantId: string) {
  return db
    .selectFrom('role')
    .select(['id', 'tenant_id', 'role_name', 'role_alias', 'parent_id', 'sort'])
    .where('tenant_id', '=', tenantId)
    .orderBy('sort')
    .orderBy('id');
}

/**
 * The ids of the API scopes the menus `menuIds` carry (their screens' calls), within what the granter
 * may hand out: a menu granted without them would open a screen whose every call answers 403.
 */
async function carriedScopeIds(db: Kysely<Database>, menuIds: string[] | undefined, grantable: Set<string> | null): Promise<string[]> {
  if (!menuIds?.length) return [];
  const menus = await db.selectFrom('menu').select('code').where('id', 'in', menuIds).execute();
  const codes = apiScopesCarriedBy(menus.map((m) => m.code));
  if (!codes.length) return [];
  const scopes = await db.selectFrom('api_scope').select('id').where('resource_code', 'in', codes).execute();
  return scopes.map((s) => String(s.id)).filter((id) => !grantable || grantable.has(id));
}

/** `/api/blade-system/role`: a tenant's roles and their grants of menus, data scopes and API scopes. */
export async function roleRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/list',
    {
      config: manage,
      schema: {
        tags,
        summary: "The tenant's roles as a tree (flat when filtered)",
        querystring: ListQuery,
        response: { 200: okOf(Type.Array(RoleTree)) },
      },
    },
    async (request) => {
      const q = request.query;
      const tenantId = tenantFor(request.viewer, q.tenantId);
      const all = await rolesOf(app.db, tenantId).execute();
      const names = new Map(all.map((r) => [String(r.id), r.role_name]));
      const rows = all.filter((r) => (!q.roleName || r.role_name.includes(q.roleName)) && (!q.roleAlias || r.role_alias === q.roleAlias));
      return ok(request, nest(rows.map((r) => roleView(r, names))));
    },
  );

  app.get(
    '/detail',
    { config: manage, schema: { tags, summary: 'One role', querystring: DetailQuery, response: { 200: okOf(Role) } } },
    async (request) => {
      const { id } = request.query;
      const all = await rolesOf(app.db, request.viewer.tenantId).execute();
      const row = all.find((r) => String(r.id) === id);
      if (!row) throw notFound();
      return ok(request, roleView(row, new Map(all.map((r) => [String(r.id), r.role_name]))));
    },
  );

  app.get(
    '/tree',
    {
      config: manage,
      schema: {
        tags,
        summary: "A tenant's roles as a picker tree",
        querystring: TreeQuery,
        response: { 200: okOf(Type.Array(RolePickerTree)) },
      },
    },
    async (request) => {
      const tenantId = tenantFor(request.viewer, request.query.tenantId);
      return ok(request, nest((await rolesOf(app.db, tenantId).execute()).map(treeNode)));
    },
  );

  app.get(
    '/tree-by-id',
    {
      config: manage,
      schema: {
        tags,
        summary: 'The role tree of the tenant a role belongs to',
        querystring: TreeByIdQuery,
        response: { 200: okOf(Type.Array(RolePickerTree)) },
      },
    },
    async (request) => {
      const { roleId } = request.query;
      const role = await app.db.selectFrom('role').select('tenant_id').where('id', '=', roleId).executeTakeFirst();
      // Another tenant's role is as missing as one that never was, unless the platform administrator asks.
      if (!role || (role.tenant_id !== request.viewer.tenantId && !isPlatformAdmin(request.viewer))) throw notFound();
      return ok(request, nest((await rolesOf(app.db, role.tenant_id).execute()).map(treeNode)));
    },
  );

  app.post(
    '/submit',
    {
      config: manage,
      schema: { tags, summary: 'Create (no id) or update a role of the caller’s tenant', body: RoleBody, response: { 200: okOf(Role) } },
    },
    async (request) => {
      const body = request.body;
      const tenantId = request.viewer.tenantId;
      const all = await rolesOf(app.db, tenantId).execute();
      const existing = body.id ? all.find((r) => String(r.id) === body.id) : undefined;
      if (body.id && !existing) throw notFound();
      // Flow models and audit events name roles by alias: it stays what it was created as.
      if (existing && existing.role_alias !== body.roleAlias) throw badRequest('roleAlias', 'immutable', 'roleAliasFixed');
      if (!existing && all.some((r) => r.role_alias === body.roleAlias)) throw badRequest('roleAlias', 'unique', 'roleAliasTaken');
      // Left out of an update, the parent stays; '0' is the root.
      const parentId = body.parentId === undefined ? (existing?.parent_id ?? null) : body.parentId === '0' ? null : body.parentId;
      if (parentId) {
        const tree = all.map((r) => ({ id: String(r.id), parentId: r.parent_id === null ? '0' : String(r.parent_id) }));
        const cyclic = existing && descendantsOf(tree, String(existing.id)).has(parentId);
        if (!all.some((r) => String(r.id) === parentId) || cyclic) throw badRequest('parentId', 'parent', 'roleParent');
      }
      const values = { role_name: body.roleName, parent_id: parentId, sort: body.sort ?? existing?.sort ?? 0 };
      let row: RoleRow;
      try {
        row = existing
          ? await app.db
              .updateTable('role')
              .set(values)
              .where('id', '=', existing.id)
              .where('tenant_id', '=', tenantId)
              .returningAll()
              .executeTakeFirstOrThrow()
          : await app.db
              .insertInto('role')
              .values({ id: newId(), tenant_id: tenantId, role_alias: body.roleAlias, ...values })
              .returningAll()
              .executeTakeFirstOrThrow();
      } catch (error) {
        if (isUniqueViolation(error)) throw badRequest('roleAlias', 'unique', 'roleAliasTaken');
        throw error;
      }
      return ok(request, roleView(row, new Map(all.map((r) => [String(r.id), r.role_name]))));
    },
  );

  app.post(
    '/remove',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Remove roles that no account holds and that have no child roles',
        querystring: RemoveQuery,
        response: { 200: okOf(Type.Integer({ description: 'Roles removed' })) },
      },
    },
    async (request) => {
      const ids = removeIds(request);
      const tenantId = request.viewer.tenantId;
      const found = await app.db.selectFrom('role').select('id').where('tenant_id', '=', tenantId).where('id', 'in', ids).execute();
      if (found.length !== ids.length) throw notFound();
      const held = await app.db.selectFrom('user_role').select('role_id').where('role_id', 'in', ids).limit(1).executeTakeFirst();
      const children = await app.db
        .selectFrom('role')
        .select('id')
        .where('parent_id', 'in', ids)
        .where('id', 'not in', ids)
        .limit(1)
        .executeTakeFirst();
      // Removing a held role would silently strip accounts of their rights: take it away from them first.
      if (held || children) throw new AppError(409, 'roleInUse');
      const removed = await app.db.deleteFrom('role').where('tenant_id', '=', tenantId).where('id', 'in', ids).executeTakeFirst();
      await invalidatePermissions(app);
      return ok(request, Number(removed.numDeletedRows));
    },
  );

  app.post(
    '/grant',
    {
      config: manage,
      schema: { tags, summary: 'Grant menus, data scopes and API scopes to roles', body: GrantBody, response: { 200: okBoolean() } },
    },
    async (request) => {
      const body = request.body;
      const tenantId = request.viewer.tenantId;
      const roles = await app.db
        .selectFrom('role')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .where('id', 'in', body.roleIds)
        .execute();
      if (roles.length !== body.roleIds.length) throw notFound();

      const exists = async (table: 'menu' | 'data_scope' | 'api_scope', ids: string[] | undefined, field: string) => {
        if (!ids?.length) return;
        const rows = await app.db.selectFrom(table).select('id').where('id', 'in', ids).execute();
        if (rows.length !== ids.length) throw badRequest(field, 'exists', 'field');
      };
      await exists('menu', body.menuIds, 'menuIds');
      await exists('data_scope', body.dataScopeIds, 'dataScopeIds');
      await exists('api_scope', body.apiScopeIds, 'apiScopeIds');
      const grantable = await grantableBy(app, request.viewer);
      const beyond = (allowed: Set<string> | null, ids: string[] | undefined) => Boolean(allowed && ids?.some((id) => !allowed.has(id)));
      if (beyond(grantable.menuIds, body.menuIds) || beyond(grantable.apiScopeIds, body.apiScopeIds)) {
        throw new AppError(403, 'notGrantable');
      }

      const carried = await carriedScopeIds(app.db, body.menuIds, grantable.apiScopeIds);
      const apiScopeIds = body.apiScopeIds && [...new Set([...body.apiScopeIds, ...carried])];

      await app.db.transaction().execute(async (trx) => {
        for (const roleId of body.roleIds) {
          if (body.menuIds) {
            await trx.deleteFrom('role_menu').where('role_id', '=', roleId).execute();
            if (body.menuIds.length) {
              await trx
                .insertInto('role_menu')
                .values(body.menuIds.map((menuId) => ({ role_id: roleId, menu_id: menuId, tenant_id: tenantId })))
                .execute();
            }
          }
          if (!apiScopeIds && carried.length) {
            // Menus granted alone: their screens' calls join whatever API scopes the role holds.
            await trx
              .insertInto('role_scope')
              .values(carried.map((scopeId) => ({ role_id: roleId, scope_category: 2 as const, scope_id: scopeId, tenant_id: tenantId })))
              .onConflict((oc) => oc.doNothing())
              .execute();
          }
          for (const [category, ids] of [
            [1, body.dataScopeIds],
            [2, apiScopeIds],
          ] as const) {
            if (!ids) continue;
            await trx.deleteFrom('role_scope').where('role_id', '=', roleId).where('scope_category', '=', category).execute();
            if (ids.length) {
              await trx
                .insertInto('role_scope')
                .values(ids.map((scopeId) => ({ role_id: roleId, scope_category: category, scope_id: scopeId, tenant_id: tenantId })))
                .execute();
            }
          }
        }
      });
      await invalidatePermissions(app);
      return ok(request, true);
    },
  );
}
