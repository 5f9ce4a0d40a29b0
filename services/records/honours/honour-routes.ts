import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { fileAnswer, langOf, ok, okOf, okPageOf } from '../../platform/core';
import { honourPage, honourQuery, honourViews, inHonourScope, unionInScope } from './honour-list';
import { sendHonourSheet, XLSX } from './honour-sheet';
import { HonourQuery, HonourRow, UnionHonoursQuery } from './schemas';

const view = { permission: 'honor2.view' };
const tags = ['honor2'];
/** The ledger's bound: a district's honours over the years stay far below it. */
const SHEET_ROWS = 20_000;

/**
 * `/api/blade-crop/crop/honor2/...` (荣誉成果查询): the honour read model (`recordHonour`) in the caller's
 * data scope: `getListByType` (the spec's call: a page of one type with filters), `exportList` (the
 * ledger sheet of the same filters) and `ofUnion` (a union's honours, its own and its members', for
 * its profile).
 */
export async function honourRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/getListByType',
    {
      config: view,
      schema: {
        tags,
        summary: 'The honours of one type (person or team) in the caller’s scope, filtered by year, level, name, holder, union and source',
        querystring: HonourQuery,
        response: { 200: okPageOf(HonourRow) },
      },
    },
    async (request) => ok(request, await honourPage(app.db, request.viewer, request.query, langOf(request))),
  );

  app.get(
    '/exportList',
    {
      config: { ...view, jobs: 'document' },
      schema: {
        tags,
        summary: 'The honours ledger (荣誉成果台账) of the same filters as an .xlsx (streamed)',
        querystring: Type.Omit(HonourQuery, ['current', 'size']),
        produces: [XLSX],
        response: { 200: fileAnswer(XLSX, 'The workbook') },
      },
    },
    async (request, reply) => {
      const lang = langOf(request);
      const f = request.query;
      const q = await honourQuery(app.db, request.viewer, f);
      const rows = await q
        .selectAll('honour')
        .orderBy('year', 'desc')
        .orderBy('award_date', 'desc')
        .orderBy('id')
        .limit(SHEET_ROWS)
        .execute();
      const views = await honourViews(app.db, request.viewer.tenantId, rows, lang);
      const levelName = f.level ? (views.find((v) => v.level === f.level)?.levelName ?? f.level) : undefined;
      return sendHonourSheet(request, reply, { type: f.type, year: f.year, levelName, rows: views }, lang);
    },
  );

  app.get(
    '/ofUnion',
    {
      config: view,
      schema: {
        tags,
        summary: "A union's honours for its profile: its collective honours and its members' personal ones, newest first",
        querystring: UnionHonoursQuery,
        response: { 200: okOf(Type.Array(HonourRow)) },
      },
    },
    async (request) => {
      const union = await unionInScope(app.db, request.viewer, request.query.unionId ?? request.viewer.unionId);
      const rows = await inHonourScope(app.db.selectFrom('honour'), request.viewer)
        .where('union_id', '=', String(union.id))
        .selectAll('honour')
        .orderBy('award_date', 'desc')
        .orderBy('id')
        .limit(500)
        .execute();
      return ok(request, await honourViews(app.db, request.viewer.tenantId, rows, langOf(request)));
    },
  );
}
