import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { notFound, ok, okOf } from '../../../platform/core';
import { grantableBy, nest, splitIds } from '../../../identity/permissions';
import { allMenus, pickerNode } from './menu-rows';
import { GrantKeys, GrantTrees } from './menu-schemas';
import { NoQuery, RoleKeysQuery, roleManage, tags } from './menu-requests';
import { scopeTree } from './scope-tree';

/** `/grant-tree` and `/role-tree-keys`: what a role administrator may grant, and what roles hold. */
export async function roleGrantRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/grant-tree',
    {
      config: roleManage,
      schema: {
        tags,
        summary: 'What the caller may grant: menu, data-scope and API-scope trees',
        querystring: NoQuery,
        response: { 200: okOf(GrantTrees) },
      },
    },
    async (request) => {
      const [menus, grantable, apiScopes, dataScopes] = await Promise.all([
        allMenus(app.db),
        grantableBy(app, request.viewer),
        app.db.selectFrom('api_scope').select(['id', 'menu_id', 'scope_name', 'resource_code as code']).orderBy('resource_code').execute(),
        app.db
          .selectFrom('data_scope')
          .select(['id', 'menu_id', 'scope_name', 'scope_type as code'])
          .orderBy('resource_code')
          .orderBy('id')
          .execute(),
      ]);
      const menuIds = grantable.menuIds;
      const apiIds = grantable.apiScopeIds;
      return ok(request, {
        menu: nest(menus.filter((m) => !menuIds || menuIds.has(String(m.id))).map(pickerNode)),
        dataScope: scopeTree(menus, dataScopes),
        apiScope: scopeTree(
          menus,
          apiScopes.filter((s) => !apiIds || apiIds.has(String(s.id))),
        ),
      });
    },
  );

  app.get(
    '/role-tree-keys',
    {
      config: roleManage,
      schema: { tags, summary: 'The ids granted to roles', querystring: RoleKeysQuery, response: { 200: okOf(GrantKeys) } },
    },
    async (request) => {
      const roleIds = splitIds(request.query.roleIds);
      const tenantId = request.viewer.tenantId;
      const roles = await app.db.selectFrom('role').select('id').where('tenant_id', '=', tenantId).where('id', 'in', roleIds).execute();
      if (roles.length !== roleIds.length) throw notFound();
      const [menus, scopes] = await Promise.all([
        app.db
          .selectFrom('role_menu')
          .select('menu_id')
          .distinct()
          .where('tenant_id', '=', tenantId)
          .where('role_id', 'in', roleIds)
          .execute(),
        app.db
          .selectFrom('role_scope')
          .select(['scope_category', 'scope_id'])
          .distinct()
          .where('tenant_id', '=', tenantId)
          .where('role_id', 'in', roleIds)
          .execute(),
      ]);
      return ok(request, {
        menu: menus.map((m) => String(m.menu_id)),
        dataScope: scopes.filter((s) => s.scope_category === 1).map((s) => String(s.scope_id)),
        apiScope: scopes.filter((s) => s.scope_category === 2).map((s) => String(s.scope_id)),
      });
    },
  );
}
