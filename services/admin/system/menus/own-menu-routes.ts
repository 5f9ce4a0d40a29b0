import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { notFound, ok, okOf } from '../../../platform/core';
import { nest, withAncestors } from '../../../identity/permissions';
import { allMenus, menuLinks, routeView } from './menu-rows';
import { Buttons, RouteTree } from './menu-schemas';
import { NoQuery, RoutesQuery, self, tags } from './menu-requests';

/** `/routes` and `/buttons`: the menus (optionally of one top menu) and the buttons the caller's grants reach. */
export async function ownMenuRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  /** The menus a top menu of the caller's tenant groups; 404 for another tenant's. */
  const topMenuOf = async (tenantId: string, id: string) => {
    const top = await app.db.selectFrom('top_menu').select('id').where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
    if (!top) throw notFound();
    const settings = await app.db.selectFrom('top_menu_setting').select('menu_id').where('top_menu_id', '=', id).execute();
    return new Set(settings.map((s) => String(s.menu_id)));
  };

  app.get(
    '/routes',
    {
      config: self,
      schema: {
        tags,
        summary: "The caller's menu tree (optionally of one top menu)",
        querystring: RoutesQuery,
        response: { 200: okOf(Type.Array(RouteTree)) },
      },
    },
    async (request) => {
      const { topMenuId } = request.query;
      const [menus, granted] = await Promise.all([allMenus(app.db), app.permissions.of(request.viewer)]);
      const routes = menus.filter((m) => m.category === 1);
      let shown = withAncestors(
        menuLinks(routes),
        routes.map((m) => String(m.id)).filter((id) => granted.menuIds.has(id)),
      );
      if (topMenuId) {
        const inTop = await topMenuOf(request.viewer.tenantId, topMenuId);
        shown = new Set([...shown].filter((id) => inTop.has(id)));
      }
      return ok(request, nest(routes.filter((m) => shown.has(String(m.id))).map(routeView)));
    },
  );

  app.get(
    '/buttons',
    {
      config: self,
      schema: { tags, summary: "The caller's permission map: button code → true", querystring: NoQuery, response: { 200: okOf(Buttons) } },
    },
    async (request) => {
      const [menus, granted] = await Promise.all([allMenus(app.db), app.permissions.of(request.viewer)]);
      const map: Record<string, true> = {};
      for (const m of menus) if (m.category === 2 && granted.menuIds.has(String(m.id))) map[m.code] = true;
      return ok(request, map);
    },
  );
}
