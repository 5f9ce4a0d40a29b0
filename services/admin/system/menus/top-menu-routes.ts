import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ok, okOf } from '../../../platform/core';
import { TopMenuEntry } from './menu-schemas';
import { NoQuery, self, tags } from './menu-requests';

/** `/top-menu`: the top menu entries of the caller's tenant that group a menu the caller may see. */
export async function topMenuBarRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/top-menu',
    {
      config: self,
      schema: {
        tags,
        summary: 'The top menu entries the caller has menus under',
        querystring: NoQuery,
        response: { 200: okOf(Type.Array(TopMenuEntry)) },
      },
    },
    async (request) => {
      const granted = await app.permissions.of(request.viewer);
      const tops = await app.db
        .selectFrom('top_menu')
        .select(['id', 'code', 'name', 'source', 'path', 'sort'])
        .where('tenant_id', '=', request.viewer.tenantId)
        .orderBy('sort')
        .orderBy('id')
        .execute();
      const settings = tops.length
        ? await app.db
            .selectFrom('top_menu_setting')
            .select(['top_menu_id', 'menu_id'])
            .where(
              'top_menu_id',
              'in',
              tops.map((t) => t.id),
            )
            .execute()
        : [];
      const reachable = new Set(settings.filter((s) => granted.menuIds.has(String(s.menu_id))).map((s) => String(s.top_menu_id)));
      return ok(
        request,
        tops
          .filter((t) => reachable.has(String(t.id)))
          .map((t) => ({ id: String(t.id), code: t.code, name: t.name, source: t.source ?? '', path: t.path ?? '', sort: t.sort })),
      );
    },
  );
}
