import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { ModuleEntry } from '../../../catalogue';
import { Nullable, ok, okOf } from '../../platform/core';
import { inferredCall } from '../../platform/openapi';

/** The register the approvals of firstaid write (db/effects/register-first-aid-point.ts). */
const REGISTER = 'firstAidPoint';
/** A tenant's map stays far below it; a region narrows it. */
const MAP_ROWS = 5000;

const MapQuery = Type.Object(
  {
    region: Type.Optional(
      Type.String({ pattern: '^\\d{2,12}$', description: 'A region code or its start (110108: 海淀区), the points within it' }),
    ),
  },
  { additionalProperties: false },
);

const MapPoint = Type.Object({
  id: Type.String(),
  name: Type.String(),
  unionId: Type.String(),
  unionName: Nullable(Type.String()),
  pointKinds: Type.Array(Type.String()),
  region: Nullable(Type.String()),
  address: Nullable(Type.String()),
  openHours: Nullable(Type.String()),
  staffCovered: Nullable(Type.Number()),
  kitCount: Type.Number(),
  aedCount: Type.Number(),
  firstAiderCount: Type.Number(),
  since: Type.String({ description: 'yyyy-MM-dd: registered on' }),
});
const FirstAidMap = okOf(Type.Object({ points: Type.Array(MapPoint), total: Type.Number() }));

const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const count = (v: unknown): number => (typeof v === 'number' ? v : 0);

/**
 * firstaid `map` (docs/forms/group-c-rights.md "firstaid", Effect): the park's first-aid map, the
 * points in use that approvals registered, for any account of the tenant (its `view`). No person is
 * in it: the counts of AEDs and first-aiders only.
 */
export function registerFirstAidMap(app: FastifyInstance, entry: ModuleEntry): void {
  app.get(
    '/map',
    {
      config: { permission: `${entry.key}.view` },
      schema: {
        tags: [entry.key],
        ...inferredCall('the first-aid map of the first-aid points approvals registered (docs/forms/group-c-rights.md, firstaid)'),
        summary: 'The first-aid points in use in the tenant, by region, with their AED and first-aider counts',
        querystring: MapQuery,
        response: { 200: FirstAidMap },
      },
    },
    async (request) => {
      const { region } = request.query as { region?: string };
      let q = app.db
        .selectFrom('register_row')
        .leftJoin('union_org', 'union_org.id', 'register_row.union_id')
        .select(['register_row.id', 'register_row.name', 'register_row.union_id', 'register_row.data', 'register_row.recognised_on'])
        .select('union_org.name as union_name')
        .where('register_row.tenant_id', '=', request.viewer.tenantId)
        .where('register_row.register', '=', REGISTER)
        .where('register_row.state', '=', 'active');
      if (region) q = q.where((eb) => eb(eb.ref('register_row.data', '->>').key('region'), 'like', `${region}%`));
      const rows = await q.orderBy('register_row.name').orderBy('register_row.id').limit(MAP_ROWS).execute();
      const points = rows.map((r) => {
        const d = r.data as Record<string, unknown>;
        return {
          id: String(r.id),
          name: r.name,
          unionId: String(r.union_id),
          unionName: r.union_name ?? null,
          pointKinds: Array.isArray(d.pointKinds) ? d.pointKinds.map(String) : [],
          region: text(d.region),
          address: text(d.address),
          openHours: text(d.openHours),
          staffCovered: typeof d.staffCovered === 'number' ? d.staffCovered : null,
          kitCount: count(d.kitCount),
          aedCount: count(d.aedCount),
          firstAiderCount: count(d.firstAiderCount),
          since: String(r.recognised_on).slice(0, 10),
        };
      });
      return ok(request, { points, total: points.length });
    },
  );
}
