import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { modules, type ModuleEntry } from '../../../catalogue';
import { unionPrefill } from '../../organisation/union-profile';
import { formatTime, langOf, Nullable, ok, okOf } from '../../platform/core';

const About = Type.Object({
  module: Type.String(),
  title: Type.String(),
  counts: Type.Record(Type.String(), Type.Integer(), { description: 'by state, and `total`' }),
});

const RoomsData = Type.Object({
  femaleMembers: Nullable(Type.Integer({ description: 'the union’s female members (its own data)' })),
  rooms: Type.Array(
    Type.Object({
      id: Type.String(),
      title: Type.String(),
      state: Type.String(),
      changedAt: Type.String({ description: 'the last change of state (an approved room: the day it was recognised)' }),
      about: Type.Array(About, { description: 'the records filed under the room (goods requests), counted by state' }),
      mayFileUnder: Type.Boolean({ description: 'approved, with no record under it in review or returned' }),
    }),
  ),
});

const OPEN = ['in_review', 'returned'];

/**
 * field4 `getData`: what the rooms page needs on opening, the caller union's rooms (drafts and
 * removed ones left out) with the records filed under each (field4material's goods requests) by
 * state and whether one may be filed now, and the union's female members.
 */
export function registerRoomsData(app: FastifyInstance, entry: ModuleEntry): void {
  app.get(
    '/getData',
    {
      config: { permission: `${entry.key}.view` },
      schema: { tags: [entry.key], summary: 'The union’s rooms with their goods requests by state', response: { 200: okOf(RoomsData) } },
    },
    async (request) => {
      const viewer = request.viewer;
      const rows = await app.db
        .selectFrom('record')
        .select(['id', 'title', 'state', 'update_time'])
        .where('tenant_id', '=', viewer.tenantId)
        .where('module', '=', entry.key)
        .where('union_id', '=', viewer.unionId)
        .where('state', 'not in', ['draft', 'removed'])
        .orderBy('create_time', 'desc')
        .orderBy('id', 'desc')
        .limit(200)
        .execute();
      const ids = rows.map((r) => String(r.id));
      // The modules filed under this one's records (`subject` of module: field4material by `pid`), the union's own records of each.
      const under = Object.values(modules).filter((m) => m.subject && 'module' in m.subject.of && m.subject.of.module === entry.key);
      const counts = new Map<string, { module: string; title: string; counts: Record<string, number> }[]>(ids.map((id) => [id, []]));
      for (const m of under) {
        // The field's name is written into the query, not bound: a bound name would make the select's and
        // the group's expressions two parameters, which Postgres does not take as one (a 500).
        const parent = sql<string>`form->>${sql.lit(m.subject!.field)}`;
        const found =
          ids.length === 0
            ? []
            : await app.db
                .selectFrom('record')
                .select([parent.as('parent'), 'state', (eb) => eb.fn.countAll<string>().as('n')])
                .where('tenant_id', '=', viewer.tenantId)
                .where('module', '=', m.key)
                .where('union_id', '=', viewer.unionId)
                .where('state', 'not in', ['draft', 'removed'])
                .where(parent, 'in', ids)
                .groupBy([parent, 'state'])
                .execute();
        for (const id of ids) {
          const byState: Record<string, number> = { total: 0 };
          for (const f of found.filter((x) => x.parent === id)) {
            byState[f.state] = Number(f.n);
            byState.total! += Number(f.n);
          }
          counts.get(id)!.push({ module: m.key, title: m.title[langOf(request)], counts: byState });
        }
      }
      const { femaleMembers } = await unionPrefill(app.db, viewer.tenantId, viewer.unionId, ['femaleMembers']);
      return ok(request, {
        femaleMembers: typeof femaleMembers === 'number' ? femaleMembers : null,
        rooms: rows.map((r) => {
          const parts = counts.get(String(r.id)) ?? [];
          return {
            id: String(r.id),
            title: r.title,
            state: r.state,
            changedAt: formatTime(r.update_time) ?? '',
            about: parts,
            mayFileUnder: r.state === 'approved' && parts.every((p) => OPEN.every((s) => !p.counts[s])),
          };
        }),
      });
    },
  );
}
