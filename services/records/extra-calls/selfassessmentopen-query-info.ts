import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { modules, type ModuleEntry } from '../../../catalogue';
import type { Database } from '../../../db';
import { dictionaryItems } from '../../admin/dictionaries';
import { badRequest, Nullable, ok, okOf } from '../../platform/core';
import { liveFilings, roundApplying, roundStandingOf } from '../assessment-rounds';

const QueryInfoQuery = Type.Object(
  {
    type: Type.String({ maxLength: 40, description: 'the assessment kind: a key of dictionary assessment_type' }),
    year: Type.Optional(
      Type.Integer({ minimum: 2000, maximum: 2100, description: 'the year assessed; the latest round of the kind when absent' }),
    ),
  },
  { additionalProperties: false },
);

const Row = Type.Record(Type.String(), Type.Unknown());

const RoundInfo = Type.Object({
  id: Nullable(Type.String({ description: 'the round: pass it to a module’s noTask' })),
  type: Type.String(),
  year: Nullable(Type.Integer()),
  window: Nullable(Type.Object({ start: Type.String(), end: Type.String() })),
  open: Type.Boolean({ description: 'filing switched on by the publisher' }),
  openNow: Type.Boolean({ description: 'switched on and today (Beijing) within the window' }),
  reason: Nullable(Type.Union([Type.Literal('noRound'), Type.Literal('notOpen'), Type.Literal('notStarted'), Type.Literal('ended')])),
  cutoffDate: Nullable(Type.String()),
  quotaPerUnion: Nullable(Type.Integer()),
  used: Nullable(
    Type.Integer({ description: 'the caller’s union’s live filings of the round, where its kind’s modules are held to places; else null' }),
  ),
  publicityDays: Nullable(Type.Integer()),
  items: Type.Array(Row),
  vetoItems: Type.Array(Row),
  gradeBands: Nullable(Type.Object({ excellentFrom: Type.Integer(), goodFrom: Type.Integer(), passFrom: Type.Integer() })),
  noticeText: Nullable(Type.String()),
  publisher: Nullable(Type.Object({ unionId: Type.String(), unionName: Type.String() })),
});

const num = (v: unknown) => (typeof v === 'number' ? v : null);

/** The union's live filings of a round's kind and year in the modules held to its places (`window.places`); null when none is. */
async function usedOf(db: Kysely<Database>, tenantId: string, unionId: string, type: string, year: number): Promise<number | null> {
  const placed = Object.values(modules).filter((m) => m.window?.type === type && m.window.places);
  if (placed.length === 0) return null;
  const ids = await Promise.all(
    placed.map((m) => liveFilings(db, { tenantId, module: m.key, unionId, yearField: m.window!.yearField ?? 'year', year: String(year) })),
  );
  return ids.flat().length;
}
const rows = (v: unknown) => (Array.isArray(v) ? (v as Record<string, unknown>[]) : []);

/**
 * selfassessmentopen `queryInfo`: the round of a kind that applies to the caller (its own union's,
 * else its nearest ancestor's), with whether filing is open now and why not, its places, items,
 * veto items and grade bands. No round: `openNow` false with reason `noRound`.
 */
export function registerQueryInfo(fastify: FastifyInstance, entry: ModuleEntry): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/queryInfo',
    {
      config: { permission: `${entry.key}.view` },
      schema: {
        tags: [entry.key],
        summary: 'The assessment round of a kind that applies to the caller, and whether filing is open now',
        querystring: QueryInfoQuery,
        response: { 200: okOf(RoundInfo) },
      },
    },
    async (request) => {
      const viewer = request.viewer;
      const { type, year } = request.query;
      const kinds = await dictionaryItems(app.db, viewer.tenantId, 'assessment_type');
      if (!kinds.some((k) => k.dictKey === type)) throw badRequest('type', 'dict', 'field', { field: 'type', rule: 'dict' });
      const round = await roundApplying(app.db, viewer.tenantId, viewer.unionPath, type, year);
      if (!round) {
        return ok(request, {
          id: null,
          type,
          year: year ?? null,
          window: null,
          open: false,
          openNow: false,
          reason: 'noRound' as const,
          cutoffDate: null,
          quotaPerUnion: null,
          used: null,
          publicityDays: null,
          items: [],
          vetoItems: [],
          gradeBands: null,
          noticeText: null,
          publisher: null,
        });
      }
      const f = round.form;
      const reason = roundStandingOf(round);
      const bands = [num(f.excellentFrom), num(f.goodFrom), num(f.passFrom)];
      return ok(request, {
        id: round.id,
        type,
        year: round.year,
        window: round.window,
        open: round.open,
        openNow: reason === null,
        reason,
        cutoffDate: typeof f.cutoffDate === 'string' ? f.cutoffDate : null,
        quotaPerUnion: num(f.quotaPerUnion),
        used: await usedOf(app.db, viewer.tenantId, viewer.unionId, type, round.year),
        publicityDays: num(f.publicityDays),
        items: rows(f.items),
        vetoItems: rows(f.vetoItems),
        gradeBands: bands.every((b) => b !== null) ? { excellentFrom: bands[0]!, goodFrom: bands[1]!, passFrom: bands[2]! } : null,
        noticeText: typeof f.noticeText === 'string' ? f.noticeText : null,
        publisher: { unionId: round.publisherId, unionName: round.publisherName },
      });
    },
  );
}
