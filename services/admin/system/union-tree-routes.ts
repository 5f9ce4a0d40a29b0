import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db';
import type { SessionUser } from '../../identity/auth';
import { ok, okOf, treeOf } from '../../platform/core';
import { nest } from '../../identity/permissions';

const UnionNodeFields = {
  id: Type.String(),
  parentId: Type.String({
    description: "The higher union, '0' at the top; a node whose higher union lies outside the scope is a root of the answer",
  }),
  title: Type.String(),
  key: Type.String(),
  value: Type.String(),
  kind: Type.Union([Type.Literal('federation'), Type.Literal('launion'), Type.Literal('corp')]),
};
const UnionNode = treeOf('UnionTreeNode', UnionNodeFields);

/**
 * The unions of the tenant a form may name: those the viewer's data scope (`record`) reaches (its
 * own union alone for `own` and `union`, its union and every union below it for `union_tree`, the
 * whole tenant for `tenant`), and the tenant's higher unions (federation and launion), because a
 * union names a higher union it is not part of: the one it moves to, the one it is set up under.
 */
export async function unionsInScope(db: Kysely<Database>, viewer: SessionUser) {
  const scope = viewer.dataScopes?.record ?? 'own';
  let q = db.selectFrom('union_org').select(['id', 'parent_id', 'name', 'kind']).where('tenant_id', '=', viewer.tenantId);
  if (scope === 'union_tree') q = q.where((eb) => eb.or([eb('path', 'like', `${viewer.unionPath}%`), eb('kind', '!=', 'corp')]));
  else if (scope !== 'tenant') q = q.where((eb) => eb.or([eb('id', '=', viewer.unionId), eb('kind', '!=', 'corp')]));
  const rows = await q.orderBy('path').orderBy('id').execute();
  return rows.map((u) => ({
    id: String(u.id),
    parentId: u.parent_id === null ? '0' : String(u.parent_id),
    title: u.name,
    key: String(u.id),
    value: String(u.id),
    kind: u.kind,
  }));
}

/**
 * `GET /api/blade-system/dept/union-tree`: the organisation tree of unions for the union picker of
 * any form, as far as the caller's data scope reaches (a higher union sees the unions below it, an
 * enterprise union itself). The `dept` calls beside it are the administrators' departments, another table.
 */
export async function unionTreeRoutes(fastify: FastifyInstance): Promise<void> {
  fastify.withTypeProvider<TypeBoxTypeProvider>().get(
    '/union-tree',
    {
      config: { permission: 'system.union.tree' },
      schema: {
        tags: ['dept'],
        summary: "The unions a form may name: those within the caller's data scope and the tenant's higher unions, as a tree",
        response: { 200: okOf(Type.Array(UnionNode)) },
      },
    },
    async (request) => {
      const rows = await unionsInScope(fastify.db, request.viewer);
      return ok(request, nest(rows));
    },
  );
}
