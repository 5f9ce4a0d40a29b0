import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ModuleEntry } from '../../../catalogue';
import { findProfile } from '../../../db';
import { Nullable, ok, okOf } from '../../platform/core';
import { FundsRegistration, fundsOf } from '../../organisation/union-profile';

const BaseData = Type.Object({
  unionId: Type.String(),
  unionName: Type.String(),
  unionKind: Nullable(Type.String()),
  unionType: Nullable(Type.String()),
  uscc: Nullable(Type.String()),
  regionCode: Nullable(Type.String()),
  higherUnionId: Nullable(Type.String()),
  higherUnionName: Nullable(Type.String()),
  funds: Nullable(FundsRegistration),
});

/** The caller's union as a form starts from it: its name, code, region, higher union and approved funds registration. */
export async function unionBaseData(app: FastifyInstance, request: FastifyRequest) {
  const viewer = request.viewer;
  const union = await app.db
    .selectFrom('union_org as u')
    .leftJoin('union_org as p', (j) => j.onRef('p.id', '=', 'u.parent_id').onRef('p.tenant_id', '=', 'u.tenant_id'))
    .select(['u.id', 'u.name', 'u.kind', 'u.credit_code', 'u.region_code', 'u.union_type', 'p.id as parent_id', 'p.name as parent_name'])
    .where('u.tenant_id', '=', viewer.tenantId)
    .where('u.id', '=', viewer.unionId)
    .executeTakeFirstOrThrow();
  const profile = await findProfile(app.db, viewer.tenantId, viewer.unionId);
  return {
    unionId: String(union.id),
    unionName: union.name,
    unionKind: union.kind,
    unionType: union.union_type,
    uscc: union.credit_code,
    regionCode: union.region_code,
    higherUnionId: union.parent_id === null ? null : String(union.parent_id),
    higherUnionName: union.parent_name,
    funds: fundsOf(profile?.sections ?? {}),
  };
}

/**
 * `basedata` (organ2, organ3, organ5, setup4): the union's current base data, to prefill the form;
 * the fields a form prefills name their key in `prefill`.
 */
export function registerBaseData(app: FastifyInstance, entry: ModuleEntry): void {
  app.get(
    '/basedata',
    {
      config: { permission: `${entry.key}.view` },
      schema: { tags: [entry.key], summary: "The union's base data, to prefill the form", response: { 200: okOf(BaseData) } },
    },
    async (request) => ok(request, await unionBaseData(app, request)),
  );
}
