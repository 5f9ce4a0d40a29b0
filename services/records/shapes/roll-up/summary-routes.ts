import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { ModuleEntry } from '../../../../catalogue';
import { badRequest, langOf, ok, okOf } from '../../../platform/core';
import { fileAnswer, findVisibleRecord, recordDetail, seenRow, seenRows } from '../../engine';
import { gatherable } from './children-view';
import { gatheredRecords } from './gathered-records';
import { SummaryDetailQuery, SummaryDetailSchema, SummarySheetQuery } from './schemas';
import { summarySheetReply } from './sheet-replies';
import { findSummary } from './summary-record';
import { sourceOfForm } from './sources';
import { XLSX } from './workbook-reply';

/**
 * The summary module's roll-up calls, under `/{summary}`: its `detail` (the record with the records
 * it gathers) and `export` (its summary sheet, streamed).
 */
export function rollUpSummaryRoutes(summary: ModuleEntry) {
  const tags = [summary.key];
  const view = { permission: `${summary.key}.view` };
  return async (base: FastifyInstance): Promise<void> => {
    const app = base.withTypeProvider<TypeBoxTypeProvider>();
    app.get(
      '/detail',
      {
        config: view,
        schema: {
          tags,
          summary: "One summary with the records it gathers: by id (pid), or the caller's union's summary of kind `type`",
          querystring: SummaryDetailQuery,
          response: { 200: okOf(SummaryDetailSchema) },
        },
      },
      async (request) => {
        const { id, pid, type } = request.query;
        const recordId = id ?? pid;
        if (!recordId && !type) throw badRequest('id', 'required', 'required');
        const row = recordId
          ? await findVisibleRecord(app.db, request.viewer, { id: recordId }, summary.key)
          : await findSummary(app.db, request.viewer, summary, { type });
        const lang = langOf(request);
        // What it gathers is read from the form the viewer may see, with the titles it may read.
        const { form } = await seenRow(app.db, request.viewer, row, lang);
        const [detail, gathered] = await Promise.all([
          recordDetail(app, request, summary, row),
          gatheredRecords(app.db, row.tenant_id, sourceOfForm(summary, row.form).key, form).then((rows) =>
            seenRows(app.db, request.viewer, rows, lang),
          ),
        ]);
        return ok(request, { ...detail, gathered: gathered.map(gatherable) });
      },
    );

    app.get(
      '/export',
      {
        config: { ...view, jobs: 'document' },
        schema: {
          tags,
          summary: 'The summary sheet as an Excel workbook (streamed)',
          querystring: SummarySheetQuery,
          produces: [XLSX],
          response: { 200: fileAnswer(XLSX, 'The workbook') },
        },
      },
      async (request, reply) => summarySheetReply(app, request, reply, summary, request.query),
    );
  };
}
