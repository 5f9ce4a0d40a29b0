import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { ModuleEntry } from '../../../../catalogue';
import { badRequest } from '../../../platform/core';
import { langOf, ok, okOf } from '../../../platform/core';
import { fileAnswer, unionInScope } from '../../engine';
import { childUnionRows } from './children-view';
import { gatheredIds } from './gathered-records';
import { nominationStanding } from './nomination-standing';
import { writeListSheet } from './list-sheet';
import { ApplyAnswerSchema, ChildUnion, ListSheetQuery, SummarySheetQuery } from './schemas';
import { summarySheetReply } from './sheet-replies';
import { roundRecordIds } from './round-records';
import { findSummary } from './summary-record';
import { kindOfSource } from './sources';
import { sendWorkbook, XLSX } from './workbook-reply';

/**
 * The source module's roll-up calls, under `/{source}`: `queryCrop` (the caller's children unions
 * with their approved records, or none), `excel` (the reviewer's list sheet), and with a summary
 * module `summaryExcel` (the summary sheet) and `isApply` (may the caller's union nominate now).
 */
export function rollUpSourceRoutes(source: ModuleEntry, summary: ModuleEntry | undefined) {
  const tags = [source.key];
  const view = { permission: `${source.key}.view` };
  return async (base: FastifyInstance): Promise<void> => {
    const app = base.withTypeProvider<TypeBoxTypeProvider>();
    app.get(
      '/queryCrop',
      {
        config: view,
        schema: {
          tags,
          summary: 'The children unions with their approved submissions, or none (not applied): what a roll-up gathers',
          response: { 200: okOf(Type.Array(ChildUnion)) },
        },
      },
      async (request) => {
        const v = request.viewer;
        return ok(request, await childUnionRows(app.db, v, { id: v.unionId, path: v.unionPath }, source, langOf(request)));
      },
    );

    app.get(
      '/excel',
      {
        config: { ...view, jobs: 'document' },
        schema: {
          tags,
          summary:
            "The reviewer's list sheet: the submitted nominations under a higher union, those a summary gathers, or (a source no summary gathers) those filed in a round (streamed)",
          querystring: ListSheetQuery,
          produces: [XLSX],
          response: { 200: fileAnswer(XLSX, 'The workbook') },
        },
      },
      async (request, reply) => {
        const q = request.query;
        const lang = langOf(request);
        const union = await unionInScope(app.db, request.viewer, q.launionId);
        // `pid` names the summary where one gathers the source, else the round the source is filed in.
        if (q.pid && !summary && !source.round)
          throw badRequest('pid', 'noSummary', 'rollUpNoSummary', { source: source.title[langOf(request)] });
        const ids = !q.pid
          ? undefined
          : summary
            ? gatheredIds((await findSummary(app.db, request.viewer, summary, q)).form)
            : await roundRecordIds(app.db, request.viewer.tenantId, source, q.pid);
        return sendWorkbook(request, reply, { ascii: `${source.key}-${union.id}`, title: `${source.title[lang]}-${union.name}` }, (out) =>
          writeListSheet(out, app.db, request.viewer, source, { union, ids }, lang),
        );
      },
    );

    if (!summary) return;
    app.get(
      '/summaryExcel',
      {
        config: { ...view, jobs: 'document' },
        schema: {
          tags,
          summary: 'The summary sheet (汇总表) of a higher union: its summary of a kind and the nominations it gathers (streamed)',
          querystring: SummarySheetQuery,
          produces: [XLSX],
          response: { 200: fileAnswer(XLSX, 'The workbook') },
        },
      },
      async (request, reply) =>
        summarySheetReply(app, request, reply, summary, { type: kindOfSource(summary, source.key), ...request.query }),
    );

    app.get(
      '/isApply',
      {
        config: view,
        schema: {
          tags,
          summary:
            "Whether the caller's union may nominate now: its higher union has not sent its summary, and the round of the source's kind is open with a place left",
          response: { 200: okOf(ApplyAnswerSchema) },
        },
      },
      async (request) => ok(request, await nominationStanding(app, request, summary, source, langOf(request))),
    );
  };
}
