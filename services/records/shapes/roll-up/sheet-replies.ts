import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ModuleEntry } from '../../../../catalogue';
import { langOf } from '../../../platform/core';
import { findSummary, type SummaryQuery } from './summary-record';
import { summarySheetFacts } from './summary-facts';
import { writeSummarySheet } from './summary-sheet';
import { sendWorkbook } from './workbook-reply';

/** The summary sheet (汇总表) of the summary a caller names (`summaryExcel` of the source, `export` of the summary). */
export async function summarySheetReply(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  summary: ModuleEntry,
  q: SummaryQuery,
) {
  const lang = langOf(request);
  const row = await findSummary(app.db, request.viewer, summary, q);
  const facts = await summarySheetFacts(app.db, request.viewer, summary, row, lang);
  return sendWorkbook(
    request,
    reply,
    { ascii: `${summary.key}-${row.id}`, title: `${summary.title[lang]}-${row.union_name}-${row.id}` },
    (out) => writeSummarySheet(out, facts, lang),
  );
}
