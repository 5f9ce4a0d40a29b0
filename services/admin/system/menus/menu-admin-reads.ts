import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { notFound, ok, okOf } from '../../../platform/core';
import { nest } from '../../../identity/permissions';
import { allMenus, menuView, parentOf, pickerNode } from './menu-rows';
import { MenuDetail, MenuTree, PickerTree } from './menu-schemas';
import { DetailQuery, ListQuery, menuManage, NoQuery, tags } from './menu-requests';

/** `/list`, `/tree` and `/detail`: the menu administrator's reads of every menu and button. */
export async function menuAdminReads(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/list',
    {
      config: menuManage,
      schema: {
        tags,
        summary: 'Every menu and button as a tree (flat when filtered)',
        querystring: ListQuery,
        response: { 200: okOf(Type.Array(MenuTree)) },
      },
    },
    async (request) => {
      const q = request.query;
      const rows = (await allMenus(app.db)).filter(
        (m) => (!q.name || m.name.includes(q.name)) && (!q.code || m.code.includes(q.code)) && (!q.category || m.category === q.category),
      );
      return ok(request, nest(rows.map(menuView)));
    },
  );

  app.get(
    '/tree',
    {
      config: menuManage,
      schema: { tags, summary: 'Menus as a parent picker', querystring: NoQuery, response: { 200: okOf(Type.Array(PickerTree)) } },
    },
    async (request) => ok(request, nest((await allMenus(app.db)).filter((m) => m.category === 1).map(pickerNode))),
  );

  app.get(
    '/detail',
    { config: menuManage, schema: { tags, summary: 'One menu', querystring: DetailQuery, response: { 200: okOf(MenuDetail) } } },
    async (request) => {
      const { id } = request.query;
      const menus = await allMenus(app.db);
      const m = menus.find((r) => String(r.id) === id);
      if (!m) throw notFound();
      return ok(request, { ...menuView(m), parentName: menus.find((p) => String(p.id) === parentOf(m))?.name ?? '' });
    },
  );
}
