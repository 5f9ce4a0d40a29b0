import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { ModuleEntry } from '../../../catalogue';
import { notFound, Nullable, ok, okOf } from '../../platform/core';
import { IdString } from '../engine/schemas';

const GetUnitQuery = Type.Object({ id: IdString }, { additionalProperties: false });

const Unit = Type.Object({
  id: Type.String(),
  name: Type.String(),
  kind: Nullable(Type.String()),
  uscc: Nullable(Type.String()),
  regionCode: Nullable(Type.String()),
  parentId: Nullable(Type.String()),
});

/**
 * organ5 `getUnit`: one union of the tree by id (name, code, region, kind), to fill a member unit
 * of a group, joint or federation union. Only unions in the caller's own part of the tree: its
 * own union and those below it; another tenant's or a stranger's answers 404.
 */
export function registerGetUnit(fastify: FastifyInstance, entry: ModuleEntry): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/getUnit',
    {
      config: { permission: `${entry.key}.view` },
      schema: {
        tags: [entry.key],
        summary: 'One union of the caller’s part of the tree',
        querystring: GetUnitQuery,
        response: { 200: okOf(Unit) },
      },
    },
    async (request) => {
      const { id } = request.query;
      // A member unit is an employer: its code is the employer's (the employer's data, else the registration's).
      const unit = await app.db
        .selectFrom('union_org as u')
        .leftJoin('union_profile as p', (j) => j.onRef('p.union_id', '=', 'u.id').onRef('p.tenant_id', '=', 'u.tenant_id'))
        .select(['u.id', 'u.name', 'u.kind', 'u.region_code', 'u.parent_id'])
        .select(sql<string | null>`coalesce(p.sections->'unit'->>'unitUscc', u.employer_code)`.as('employer_code'))
        .where('u.tenant_id', '=', request.viewer.tenantId)
        .where('u.id', '=', id)
        .where('u.path', 'like', `${request.viewer.unionPath}%`)
        .executeTakeFirst();
      if (!unit) throw notFound();
      return ok(request, {
        id: String(unit.id),
        name: unit.name,
        kind: unit.kind,
        uscc: unit.employer_code,
        regionCode: unit.region_code,
        parentId: unit.parent_id === null ? null : String(unit.parent_id),
      });
    },
  );
}
