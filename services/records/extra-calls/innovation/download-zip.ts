import { PassThrough, Readable } from 'node:stream';
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Lang, ModuleEntry } from '../../../../catalogue';
import type { RecordRow } from '../../../../db';
import { disposition, recordFilesInZip, writeRecordSheet, zipFiles, type ZipFile } from '../../documents';
import { fileAnswer, IdString, idListPattern, langOf, notFound } from '../../../platform/core';
import { seenRecordPdf } from '../../engine/document-routes';
import { sheetBatch } from '../../engine/export-routes';
import { visibleTo } from '../../engine/visibility';
import { filesSeen, seenRows, type SeenRow } from '../../engine/field-visibility';

/** Records one zip may gather: a reviewer's choice from a page, not a whole district's year. */
export const MAX_ZIP_RECORDS = 100;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const DownloadZipBody = Type.Object(
  {
    ids: Type.Union([
      Type.String({ pattern: idListPattern(MAX_ZIP_RECORDS), description: 'Comma-separated ids of the chosen records' }),
      Type.Array(IdString, { minItems: 1, maxItems: MAX_ZIP_RECORDS, description: 'The chosen records' }),
    ]),
  },
  { additionalProperties: false },
);

/** Each file of the record's slotted fields by the slot's label: `成果证明_检测报告.pdf`. */
function slotNames(entry: ModuleEntry, form: Record<string, unknown>, lang: Lang): Map<string, string> {
  const names = new Map<string, string>();
  for (const f of entry.fields.filter((x) => x.kind === 'attachments' && x.slots?.length)) {
    const value = (form[f.name] ?? {}) as Record<string, unknown>;
    for (const slot of f.slots!) {
      const ids = value[slot.key];
      if (Array.isArray(ids)) for (const id of ids) names.set(String(id), slot.label[lang]);
    }
  }
  return names;
}

/** The chosen records the viewer may see, in the order chosen; 404 when any is not one (before the first byte). */
async function chosenRecords(app: FastifyInstance, request: FastifyRequest, entry: ModuleEntry, ids: string[]): Promise<SeenRow[]> {
  const unique = [...new Set(ids)];
  const rows = await app.db
    .selectFrom('record')
    .selectAll('record')
    .where(visibleTo(request.viewer))
    .where('record.module', '=', entry.key)
    .where('record.id', 'in', unique)
    .where('record.state', '!=', 'draft')
    .execute();
  if (rows.length !== unique.length) throw notFound();
  const byId = new Map<string, RecordRow>(rows.map((r) => [String(r.id), r]));
  return seenRows(
    app.db,
    request.viewer,
    unique.map((id) => byId.get(id)!),
    langOf(request),
  );
}

/**
 * downloadZip: the chosen records' materials as one zip, streamed: a folder per record
 * (序号_申请单位_姓名) with its printed form (推荐表.pdf, as `review` prints it) and its files named by
 * slot (成果证明_原名.pdf), only the files the viewer may see of it; at the root 清单.xlsx, the 台账 of
 * the chosen records.
 */
export async function downloadZip(app: FastifyInstance, request: FastifyRequest, entry: ModuleEntry, ids: string[]) {
  const lang = langOf(request);
  const records = await chosenRecords(app, request, entry, ids);
  const folders = records.map((r, i) => `${i + 1}_${r.union_name}_${r.title}`);
  const slotsOf = new Map(records.map((r) => [String(r.id), slotNames(entry, r.form as Record<string, unknown>, lang)]));
  const files = await recordFilesInZip(
    app.db,
    (key) => app.storage.getStream(key),
    request.viewer.tenantId,
    records.map((r, i) => ({ id: String(r.id), folder: folders[i]!, held: filesSeen(r) })),
    (f) => {
      const slot = slotsOf.get(f.recordId)?.get(f.id);
      return slot ? `${slot}_${f.name}` : f.name;
    },
  );
  const list: ZipFile = {
    path: [lang === 'zh' ? '清单.xlsx' : 'List.xlsx'],
    mime: XLSX,
    open: async () => {
      const out = new PassThrough();
      async function* batches() {
        yield await sheetBatch(app.db, request.viewer, entry, records, lang);
      }
      writeRecordSheet(out, entry, lang, batches()).catch((err: unknown) =>
        out.destroy(err instanceof Error ? err : new Error(String(err))),
      );
      return out;
    },
  };
  // Each record's printed form first in its folder, made when the zip reaches it (one PDF in memory at a time).
  const byFolder = records.flatMap((r, i): ZipFile[] => [
    {
      path: [folders[i]!, lang === 'zh' ? '推荐表.pdf' : 'Form.pdf'],
      mime: 'application/pdf',
      open: async () => Readable.from([await seenRecordPdf(app, entry, r)]),
    },
    ...files.filter((f) => f.path[0] === folders[i]),
  ]);
  return { stream: zipFiles([list, ...byFolder]), name: `${entry.title[lang]}.zip` };
}

export function registerDownloadZip(fastify: FastifyInstance, entry: ModuleEntry): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/downloadZip',
    {
      config: { permission: `${entry.key}.view`, jobs: 'document' },
      schema: {
        tags: [entry.key],
        summary: "The chosen records' materials as one zip, streamed: a folder per record and the list of them",
        body: DownloadZipBody,
        produces: ['application/zip'],
        response: { 200: fileAnswer('application/zip', 'A folder per record with its files by slot, and 清单.xlsx') },
      },
    },
    async (request, reply) => {
      const { ids } = request.body;
      const { stream, name } = await downloadZip(app, request, entry, Array.isArray(ids) ? ids : ids.split(','));
      return reply
        .type('application/zip')
        .header('content-disposition', disposition(name))
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );
}
