import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { notFound, ok, okOf } from '../../../platform/core';
import { grantableBy, nest, splitIds } from '../../../identity/permissions';
import { allMenus, pickerNode } from './menu-rows';
import { PickerTree } from './menu-schemas';
import { NoQuery, TopKeysQuery, tags, topMenuManage } from './menu-requests';

/** `/grant-top-tree` and `/top-tree-keys`: the menus a top menu may group, and what top menus group. */
export async function topGrantRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/grant-top-tree',
    {
      config: topMenuManage,
      schema: {
        tags,
        summary: 'The menus a top menu can group',
        querystring: NoQuery,
        response: { 200: okOf(Type.Object({ menu: Type.Array(PickerTree) })) },
      },
    },
    async (request) => {
      const [menus, grantable] = await Promise.all([allMenus(app.db), grantableBy(app, request.viewer)]);
      const ids = grantable.menuIds;
      return ok(request, { menu: nest(menus.filter((m) => m.category === 1 && (!ids || ids.has(String(m.id)))).map(pickerNode)) });
    },
  );

  app.get(
    '/top-tree-keys',
    {
      config: topMenuManage,
      schema: {
        tags,
        summary: 'The menus top menus group',
        querystring: TopKeysQuery,
        response: { 200: okOf(Type.Object({ menu: Type.Array(Type.String()) })) },
      },
    },
    async (request) => {
      const ids = splitIds(request.query.topMenuIds);
      const found = await app.db
        .selectFrom('top_menu')
        .select('id')
        .where('tenant_id', '=', request.viewer.tenantId)
        .where('id', 'in', ids)
        .execute();
      if (found.length !== ids.length) throw notFound();
      const settings = await app.db.selectFrom('top_menu_setting').select('menu_id').distinct().where('top_menu_id', 'in', ids).execute();
      return ok(request, { menu: settings.map((s) => String(s.menu_id)) });
    },
  );
}
