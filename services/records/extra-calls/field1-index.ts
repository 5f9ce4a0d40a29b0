import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { modules, type ModuleEntry } from '../../../catalogue';
import { formatTime, Nullable, ok, okOf } from '../../platform/core';
import { heldRecordOf, roundOfKind } from '../round-places';

/** The register field work keeps its venues in, and the modules of the union's mother-baby rooms and its bookroom. */
const VENUES = 'venue';
const ROOMS = 'field4';
const BOOKROOM_SURVEY = 'field3ques';
const BOOKROOM_SITE = 'field3apply';

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
  bookroom: Type.Object({
    survey: Nullable(
      Type.Object(
        {
          id: Type.String(),
          year: Nullable(Type.Integer()),
          state: Type.String(),
          changedAt: Type.String(),
        },
        { description: 'the union’s newest bookroom survey answer (field3ques; drafts included, removed ones not)' },
      ),
    ),
    application: Nullable(
      Type.Object(
        { id: Type.String(), state: Type.String(), roundId: Type.String() },
        { description: 'the union’s model-site application (field3apply) holding its place in the current bookroom_site round' },
      ),
    ),
  }),
  rooms: Type.Record(Type.String(), Type.Integer(), { description: 'the union’s mother-baby room registrations by state' }),
});

/** A number the form holds in `name`; null when it holds none. */
function numberIn(form: unknown, name: string): number | null {
  const value = (form as Record<string, unknown> | null)?.[name];
  return typeof value === 'number' ? value : null;
}

/** The union's newest record of `module` (drafts included, removed ones not). */
const newestOf = (app: FastifyInstance, tenantId: string, unionId: string, module: string) =>
  app.db
    .selectFrom('record')
    .select(['id', 'title', 'state', 'form', 'update_time'])
    .where('tenant_id', '=', tenantId)
    .where('module', '=', module)
    .where('union_id', '=', unionId)
    .where('state', '!=', 'removed')
    .orderBy('create_time', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();

/** The union's model-site application in the current round of its module's kind (the open one, else the newest). */
async function applicationOf(app: FastifyInstance, tenantId: string, unionId: string) {
  const kind = modules[BOOKROOM_SITE]?.round?.kind;
  const round = kind ? await roundOfKind(app.db, tenantId, kind) : undefined;
  const held = round ? await heldRecordOf(app.db, tenantId, String(round.id), unionId, BOOKROOM_SITE) : undefined;
  return held ? { id: String(held.id), state: held.state, roundId: String(round!.id) } : null;
}

/**
 * field1 `index`: the caller union's field overview (/myunion/field): its newest 职工之家
 * declaration, its venue register's totals (in use by kind, the area), its bookroom (the newest
 * survey answer, the model-site application in the current round) and its mother-baby rooms by
 * state, each read from its own store.
 */
export function registerFieldOverview(app: FastifyInstance, entry: ModuleEntry): void {
  app.get(
    '/index',
    {
      config: { permission: `${entry.key}.view` },
      schema: {
        tags: [entry.key],
        summary: 'The union’s field overview: its declaration, venues, bookroom and rooms',
        response: { 200: okOf(FieldOverview) },
      },
    },
    async (request) => {
      const { tenantId, unionId } = request.viewer;
      const [newest, survey, application, venues, rooms] = await Promise.all([
        newestOf(app, tenantId, unionId, entry.key),
        newestOf(app, tenantId, unionId, BOOKROOM_SURVEY),
        applicationOf(app, tenantId, unionId),
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
              year: numberIn(form, 'year'),
              level: typeof form.homeLevel === 'string' ? form.homeLevel : null,
              state: newest.state,
              changedAt: formatTime(newest.update_time) ?? '',
            }
          : null,
        bookroom: {
          survey: survey
            ? {
                id: String(survey.id),
                year: numberIn(survey.form, 'surveyYear'),
                state: survey.state,
                changedAt: formatTime(survey.update_time) ?? '',
              }
            : null,
          application,
        },
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
