import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { ModuleEntry } from '../../../catalogue';
import { formatTime, Nullable, ok, okOf } from '../../platform/core';

/** The register field work keeps its venues in, and the module of the union's mother-baby rooms. */
const VENUES = 'venue';
const ROOMS = 'field4';

const FieldOverview = Type.Object({
  declaration: Nullable(
    Type.Object(
      {
        id: Type.String(),
        title: Type.String(),
        year: Nullable(Type.Integer()),
        level: Nullable(Type.String({ description: 'home_level key' })),
        state: Type.String(),
        changedAt: Type.String(),
      },
      { description: 'the union’s newest declaration (drafts included, removed ones not)' },
    ),
  ),
  venues: Type.Object({
    inUse: Type.Integer(),
    closed: Type.Integer(),
    area: Type.Integer({ description: 'm², over the venues in use' }),
    byType: Type.Record(Type.String(), Type.Integer(), { description: 'venues in use by venue_type key' }),
  }),
  rooms: Type.Record(Type.String(), Type.Integer(), { description: 'the union’s mother-baby room registrations by state' }),
});

/**
 * field1 `index`: the caller union's field overview (/myunion/field): its newest 职工之家
 * declaration, its venue register's totals (in use by kind, the area) and its mother-baby rooms by
 * state, each read from its own store.
 */
export function registerFieldOverview(app: FastifyInstance, entry: ModuleEntry): void {
  app.get(
    '/index',
    {
      config: { permission: `${entry.key}.view` },
      schema: {
        tags: [entry.key],
        summary: 'The union’s field overview: its declaration, venues and rooms',
        response: { 200: okOf(FieldOverview) },
      },
    },
    async (request) => {
      const { tenantId, unionId } = request.viewer;
      const [newest, venues, rooms] = await Promise.all([
        app.db
          .selectFrom('record')
          .select(['id', 'title', 'state', 'form', 'update_time'])
          .where('tenant_id', '=', tenantId)
          .where('module', '=', entry.key)
          .where('union_id', '=', unionId)
          .where('state', '!=', 'removed')
          .orderBy('create_time', 'desc')
          .orderBy('id', 'desc')
          .executeTakeFirst(),
        app.db
          .selectFrom('register_row')
          .select(['state', 'data'])
          .where('tenant_id', '=', tenantId)
          .where('register', '=', VENUES)
          .where('union_id', '=', unionId)
          .execute(),
        app.db
          .selectFrom('record')
          .select(['state', (eb) => eb.fn.countAll<string>().as('n')])
          .where('tenant_id', '=', tenantId)
          .where('module', '=', ROOMS)
          .where('union_id', '=', unionId)
          .where('state', '!=', 'removed')
          .groupBy('state')
          .execute(),
      ]);
      const inUse = venues.filter((v) => v.state === 'active').map((v) => v.data as Record<string, unknown>);
      const byType: Record<string, number> = {};
      for (const v of inUse) byType[String(v.venueType ?? '')] = (byType[String(v.venueType ?? '')] ?? 0) + 1;
      const form = (newest?.form ?? {}) as Record<string, unknown>;
      return ok(request, {
        declaration: newest
          ? {
              id: String(newest.id),
              title: newest.title,
              year: typeof form.year === 'number' ? form.year : null,
              level: typeof form.homeLevel === 'string' ? form.homeLevel : null,
              state: newest.state,
              changedAt: formatTime(newest.update_time) ?? '',
            }
          : null,
        venues: {
          inUse: inUse.length,
          closed: venues.length - inUse.length,
          area: inUse.reduce((n, v) => n + (typeof v.area === 'number' ? v.area : 0), 0),
          byType,
        },
        rooms: Object.fromEntries(rooms.map((r) => [r.state, Number(r.n)])),
      });
    },
  );
}
