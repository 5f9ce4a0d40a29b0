import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { notFound, ok, okOf } from '../../platform/core';

const LazyTreeQuery = Type.Object(
  { parentCode: Type.Optional(Type.String({ pattern: '^[0-9]{1,12}$' })) },
  { additionalProperties: false },
);
const view = { permission: 'system.region.view' };
const DetailQuery = Type.Object({ code: Type.String({ pattern: '^[0-9]{1,12}$' }) }, { additionalProperties: false });
const TreeNode = Type.Object({
  id: Type.String(),
  parentId: Type.String(),
  title: Type.String(),
  key: Type.String(),
  value: Type.String(),
  hasChildren: Type.Boolean(),
  regionLevel: Type.Integer(),
});
const Region = Type.Object({
  code: Type.String(),
  parentCode: Type.String(),
  ancestors: Type.String(),
  name: Type.String(),
  regionLevel: Type.Integer(),
  sort: Type.Integer(),
});

/** `/api/blade-system/region`: the region tree (read side; editing comes with the admin screens). */
export async function regionRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/lazy-tree',
    {
      config: view,
      schema: {
        tags: ['region'],
        summary: 'Children of a region',
        querystring: LazyTreeQuery,
        response: { 200: okOf(Type.Array(TreeNode)) },
      },
    },
    async (request) => {
      const parentCode = request.query.parentCode ?? '00';
      const rows = await app.db
        .selectFrom('region as r')
        .select((eb) => [
          'r.code',
          'r.name',
          'r.parent_code',
          'r.region_level',
          eb.exists(eb.selectFrom('region as c').select('c.code').whereRef('c.parent_code', '=', 'r.code')).as('has_children'),
        ])
        .where('r.parent_code', '=', parentCode)
        .orderBy('r.sort')
        .execute();
      return ok(
        request,
        rows.map((r) => ({
          id: r.code,
          parentId: r.parent_code,
          title: r.name,
          key: r.code,
          value: r.code,
          hasChildren: Boolean(r.has_children),
          regionLevel: r.region_level,
        })),
      );
    },
  );

  app.get(
    '/detail',
    { config: view, schema: { tags: ['region'], summary: 'One region', querystring: DetailQuery, response: { 200: okOf(Region) } } },
    async (request) => {
      const { code } = request.query;
      const row = await app.db.selectFrom('region').selectAll().where('code', '=', code).executeTakeFirst();
      if (!row) throw notFound();
      return ok(request, {
        code: row.code,
        parentCode: row.parent_code,
        ancestors: row.ancestors,
        name: row.name,
        regionLevel: row.region_level,
        sort: row.sort,
      });
    },
  );
}
