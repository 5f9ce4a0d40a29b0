import { PassThrough } from 'node:stream';
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Lang, ModuleEntry } from '../../../catalogue';
import type { Kysely } from 'kysely';
import { publishedVersion, type Database } from '../../../db';
import type { Question } from '../../../catalogue/questionnaire';
import {
  cellContext,
  followUpSummaries,
  lastDecisions,
  ledgerAnswerIds,
  ledgerReadFields,
  writeRecordSheet,
  type SheetRecord,
} from '../documents';
import { langOf } from '../../platform/core';
import { listRecords } from './record-queries';
import { seenRows, type ListedRow } from './field-visibility';
import type { SessionUser } from '../../identity/auth';
import { recordView } from './record-view';
import { fileAnswer } from './answer-schemas';
import { recordPageQuery } from './schemas';

/** The list page's filters and sort, without paging: the export holds every record they select. */
export const exportQuery = (entry: ModuleEntry) => Type.Omit(recordPageQuery(entry), ['current', 'size'], { additionalProperties: false });

/** Records read per query while the sheet is written. */
const BATCH = 500;

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function today(): string {
  return new Date().toISOString().slice(0, 10).replaceAll('-', '');
}

/**
 * One batch as the 台账 reads it: the records' views, narrowed to the fields the viewer may see (a
 * hidden field's cell is blank, a title made from one neutral), each with its last decision (and,
 * with follow-up rows, its case's summary), and the names its cells show (the ledger fields').
 */
export async function sheetBatch(db: Kysely<Database>, viewer: SessionUser, entry: ModuleEntry, batch: readonly ListedRow[], lang: Lang) {
  const rows = await seenRows(db, viewer, batch, lang);
  const [ctx, decisions, followUps] = await Promise.all([
    cellContext(
      db,
      viewer.tenantId,
      ledgerReadFields(entry),
      rows.map((r) => r.form),
      lang,
    ),
    lastDecisions(
      db,
      viewer.tenantId,
      rows.flatMap((r) => (r.process_instance_id ? [r.process_instance_id] : [])),
    ),
    entry.followUps
      ? followUpSummaries(
          db,
          entry.followUps,
          rows.map((r) => r.id),
          lang,
        )
      : undefined,
  ]);
  const records: SheetRecord[] = rows.map((r) => ({
    ...recordView(r, lang),
    decision: (r.process_instance_id && decisions.get(r.process_instance_id)) || null,
    followUp: followUps?.get(r.id) ?? null,
  }));
  return { records, ctx };
}

/** The questions whose answers the 台账 names (`answers.b03`), from the tenant's newest published version of the module's set. */
async function ledgerQuestions(db: Kysely<Database>, tenantId: string, entry: ModuleEntry): Promise<Question[]> {
  const setKey = entry.questionnaire?.setKey;
  if (!setKey || ledgerAnswerIds(entry).length === 0) return [];
  const published = await publishedVersion(db, tenantId, setKey);
  return published?.content.questions ?? [];
}

/**
 * `GET /exportList`: the module's 台账 as an .xlsx workbook, with the filters and the sort of the list
 * page (`page`) and the same visibility (`listRecords`, page after page), streamed to the reply
 * while it is written; its title names the filter's creation dates (or the day of the export).
 */
export function registerExportRoutes(fastify: FastifyInstance, entry: ModuleEntry, tags: string[]): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/exportList',
    {
      config: { permission: `${entry.key}.view`, jobs: 'document' },
      schema: {
        tags,
        summary: `${entry.title.en}: the list as an Excel workbook (the page's filters and sort, every page)`,
        querystring: exportQuery(entry),
        produces: [XLSX],
        response: { 200: fileAnswer(XLSX, 'The workbook') },
      },
    },
    async (request, reply) => {
      const filters = request.query;
      const lang = langOf(request);
      const page = (current: number) => listRecords(app.db, request.viewer, entry, { ...filters, current, size: BATCH });
      // The first batch is read before the answer starts, so a bad filter is still a 400 in the envelope.
      const first = await page(1);
      async function* batches() {
        let rows = first.records;
        for (let current = 1; ; current++) {
          if (current > 1) rows = (await page(current)).records;
          if (rows.length === 0) return;
          yield sheetBatch(app.db, request.viewer, entry, rows, lang);
          if (rows.length < BATCH) return;
        }
      }
      const questions = await ledgerQuestions(app.db, request.viewer.tenantId, entry);
      const out = new PassThrough();
      writeRecordSheet(out, entry, lang, batches(), { from: filters.createTimeBegin, to: filters.createTimeEnd }, questions).catch(
        (err: unknown) => {
          request.log.error({ err }, 'export failed while streaming');
          out.destroy(err instanceof Error ? err : new Error(String(err)));
        },
      );
      const filename = `${entry.title[lang]}-${today()}.xlsx`;
      return reply
        .type(XLSX)
        .header(
          'content-disposition',
          `attachment; filename="${entry.key}-${today()}.xlsx"; filename*=UTF-8''${encodeURIComponent(filename)}`,
        )
        .header('cache-control', 'no-store')
        .send(out);
    },
  );
}
