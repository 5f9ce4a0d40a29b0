import type {} from '@fastify/multipart';

import { Type, type Static } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { filePlaces, stateName, type ModuleEntry } from '../../../catalogue';
import { newId } from '../../../db';
import {
  disposition,
  documentFacts,
  linesSheetName,
  paperTitle,
  previewTitle,
  recordPreviewPdf,
  sendStoredFile,
  zipFiles,
} from '../documents';
import { ConflictError, badRequest, formatTime, isId, langOf, notFound, ok, okOf } from '../../platform/core';
import { AttachmentSchema, DocumentSchema, fileAnswer } from './answer-schemas';
import { requiredFile, storeUpload, typedUpload, uploadDisplayName } from '../../platform/storage';
import { findVisibleRecord } from './record-queries';
import { entryShown, filesSeen, seenRow, type SeenRow } from './field-visibility';
import { entryOfRecord } from './stage-fields';
import { recordView } from './record-view';
import { registerExportRoutes } from './export-routes';
import { DownloadQuery, IdQuery, OptionalReviewQuery, ReviewQuery } from './schemas';
import { recordByIdOrNewest } from './newest-record';
import { isApplicantOf } from './visibility';
import { isReservedBy } from './id-reservations';
import { rowFacts } from './record-actions';
import { fullSeenRow, loggedFullView, personalFilePaths, seenPersonalPaths } from './full-views';

const PDF = fileAnswer('application/pdf', 'The preview as a PDF');

function attachmentView(
  entry: ModuleEntry,
  a: { id: string; name: string; size: number | string; mime: string; create_time: Date },
  places?: ReadonlyMap<string, string>,
) {
  const field = places?.get(String(a.id));
  return {
    id: String(a.id),
    ...(field ? { field } : {}),
    name: a.name,
    size: Number(a.size),
    mime: a.mime,
    createTime: formatTime(a.create_time),
    url: `/api/blade-crop/crop/${entry.key}/attachment?id=${a.id}`,
  };
}

async function listAttachments(app: FastifyInstance, tenantId: string, recordId: string) {
  return app.db
    .selectFrom('attachment')
    .select(['id', 'name', 'size', 'mime', 'create_time', 'object_key'])
    .where('tenant_id', '=', tenantId)
    .where('record_id', '=', recordId)
    .orderBy('id')
    .execute();
}

/** The record's files the viewer may see: all of them, or for a narrowed viewer those the fields it sees hold. */
async function seenAttachments(app: FastifyInstance, row: SeenRow) {
  const held = filesSeen(row);
  return (await listAttachments(app, row.tenant_id, row.id)).filter((a) => held === null || held.has(String(a.id)));
}

/**
 * The record an upload goes to: the applicant's own record whose form (or a child's under it) it may
 * send now (the record's facts: a draft, a returned record, a published notice it may revise, an entry
 * it may add works to), or an id it reserved.
 */
async function uploadTarget(app: FastifyInstance, request: FastifyRequest, entry: ModuleEntry, id: string): Promise<void> {
  const viewer = request.viewer;
  const record = await app.db
    .selectFrom('record')
    .select(['id', 'module', 'parent_id', 'union_id', 'state', 'open_task_id', 'reviewer_acted', 'step', 'child_count'])
    .where('tenant_id', '=', viewer.tenantId)
    .where('module', '=', entry.key)
    .where('id', '=', id)
    .where('state', '!=', 'removed')
    .executeTakeFirst();
  if (record) {
    if (!isApplicantOf(viewer, record)) throw notFound();
    // A work under an entry is filled in by the module's child entry, whose calls it takes.
    if (!rowFacts(viewer, entryOfRecord(record) ?? entry, record).uploadsOpen) {
      throw new ConflictError(record.state, stateName(record.state, langOf(request)));
    }
    return;
  }
  if (!(await isReservedBy(app.db, viewer, entry.key, id))) throw notFound();
}

/**
 * The paper form of a record as last submitted, as the viewer may see it (`seenRow`): neither the
 * hidden fields nor their labels nor their files. The `review` call's PDF, and a zip's printed form.
 */
export async function seenRecordPdf(app: FastifyInstance, entry: ModuleEntry, row: SeenRow, call: 'review' | 'preview' = 'review') {
  const view = recordView(row, 'zh');
  const seen = await seenAttachments(app, row);
  const form = (row.submitted_form ?? row.form) as Record<string, unknown>;
  const shown = entryShown(entryOfRecord(row) ?? entry, row.seen);
  const [facts, photo] = await Promise.all([documentFacts(app.db, shown, row, form), nomineePhoto(app, shown, form, seen)]);
  return recordPreviewPdf(
    shown,
    view,
    form,
    seen.map((a) => a.name),
    { ...facts, photo },
    call,
  );
}

/**
 * A nomination's photo (`document.nomination.photo`): the bytes of its slot's first file, when the
 * viewer sees it (a hidden files field prints the empty frame); null without one.
 */
async function nomineePhoto(
  app: FastifyInstance,
  entry: ModuleEntry,
  form: Record<string, unknown>,
  seen: { id: string; object_key: string }[],
) {
  const at = entry.document?.nomination?.photo;
  const slots = at ? form[at.field] : undefined;
  const ids = at && slots && typeof slots === 'object' ? (slots as Record<string, unknown>)[at.slot] : undefined;
  const file = Array.isArray(ids) ? seen.find((a) => String(a.id) === String(ids[0])) : undefined;
  const stream = file ? await app.storage.getStream(file.object_key) : null;
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/**
 * The PDF of a record as last submitted: the `review` call (the paper form), and `preview` where a
 * module has it (its own document, a transfer's 转接函, or the form).
 */
function previewPdf(app: FastifyInstance, entry: ModuleEntry, call: 'review' | 'preview') {
  return async (request: FastifyRequest<{ Querystring: Partial<Static<typeof ReviewQuery>> }>, reply: FastifyReply) => {
    const { id, print } = request.query;
    const found = await recordByIdOrNewest(app.db, request.viewer, entry, id);
    // The PDF is Chinese; a viewer whose fields are narrowed gets neither the hidden fields nor their labels nor their files.
    if (print !== 'full')
      return sendPdf(reply, entry, found.id, await seenRecordPdf(app, entry, await seenRow(app.db, request.viewer, found, 'zh'), call));
    // The 审批表 to be signed and filed: personal data in full, to the entitled only, each print logged.
    const row = await fullSeenRow(app.db, request, found);
    const pdf = await seenRecordPdf(app, entry, row, call);
    const fields = seenPersonalPaths(entryOfRecord(row) ?? entry, row.seen);
    if (fields.length === 0) return sendPdf(reply, entry, row.id, pdf);
    const logged = await loggedFullView(
      app.db,
      request,
      { row, role: row.fullView!, fields, channel: 'print', purpose: 'print' },
      () => pdf,
    );
    return sendPdf(reply, entry, row.id, logged);
  };
}

function sendPdf(reply: FastifyReply, entry: ModuleEntry, id: string, pdf: Buffer) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${entry.key}-${id}.pdf"`)
    .header('cache-control', 'no-store')
    .send(pdf);
}

/** `preview` (tradeunionoutinfo, tradeunionunitinfo): the transfer letter (转接函) as a PDF, the template its entry names. */
export function registerPreviewCall(app: FastifyInstance, entry: ModuleEntry): void {
  app.get(
    '/preview',
    {
      config: { permission: `${entry.key}.view`, jobs: 'document' },
      schema: {
        tags: [entry.key],
        summary: 'Preview (PDF) of the transfer form by id and timestamp',
        querystring: ReviewQuery,
        response: { 200: PDF },
      },
    },
    previewPdf(app, entry, 'preview'),
  );
}

/**
 * `downloadFile` (advanceSelection3; distinct from `downloadfile`, which lists the documents of a task):
 * the record's filed form as the PDF `review` prints, by record id alone; who may see the record may
 * download it, 404 otherwise.
 */
export function registerDownloadFileCall(fastify: FastifyInstance, entry: ModuleEntry): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/downloadFile',
    {
      config: { permission: `${entry.key}.view`, jobs: 'document' },
      schema: {
        tags: [entry.key],
        summary: "The record's filed form (PDF, as review prints it) by record id",
        querystring: IdQuery,
        response: { 200: PDF },
      },
    },
    previewPdf(app, entry, 'review'),
  );
}

/**
 * review, downloadfile, zip, uploads, the attachment download and the list export of one module;
 * `review` and `exportList` not where the module serves them itself (`taken`: a register sheet's
 * printout, finance1's 拨缴情况表).
 */
export function registerDocumentRoutes(
  fastify: FastifyInstance,
  entry: ModuleEntry,
  tags: string[],
  taken: ReadonlySet<string> = new Set(),
): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const view = { permission: `${entry.key}.view` };
  const edit = { permission: `${entry.key}.edit` };
  if (!taken.has('review'))
    app.get(
      '/review',
      {
        config: { ...view, jobs: 'document' },
        schema: {
          tags,
          summary: entry.newestWithoutId
            ? "Preview (PDF) of the record as last submitted (by id, or the caller union's newest)"
            : 'Preview (PDF) of the record as last submitted',
          querystring: entry.newestWithoutId ? OptionalReviewQuery : ReviewQuery,
          response: { 200: PDF },
        },
      },
      previewPdf(app, entry, 'review'),
    );

  app.post(
    '/downloadfile',
    {
      config: view,
      schema: { tags, summary: "The record's documents", querystring: DownloadQuery, response: { 200: okOf(Type.Array(DocumentSchema)) } },
    },
    async (request) => {
      const { id, print } = request.query;
      const found = await findVisibleRecord(app.db, request.viewer, { id }, entry.key);
      // The full print is the entitled's only: refused here, before it is listed.
      if (print === 'full') await fullSeenRow(app.db, request, found);
      const printed = print === 'full' ? '&print=full' : '';
      const row = await seenRow(app.db, request.viewer, found, langOf(request));
      // Where the form holds each file (`venues[2].photo`): the record's form as it stands.
      const places = filePlaces(entry.fields, row.form as Record<string, unknown>);
      const files = (await seenAttachments(app, row)).map((a) => attachmentView(entry, a, places));
      return ok(request, [
        {
          id: `${row.id}-preview`,
          name: `${paperTitle(entry)}-${row.id}.pdf`,
          size: null,
          mime: 'application/pdf',
          url: `/api/blade-crop/crop/${entry.key}/review?id=${row.id}${printed}`,
        },
        // A module with a document of its own (a transfer's 转接函) lists it beside the form.
        ...(previewTitle(entry)
          ? [
              {
                id: `${row.id}-letter`,
                name: `${previewTitle(entry)}-${row.id}.pdf`,
                size: null,
                mime: 'application/pdf',
                url: `/api/blade-crop/crop/${entry.key}/preview?id=${row.id}${printed}`,
              },
            ]
          : []),
        // A finance record's 预算表 / 决算表 in the federation's layout (the moneyLines calls serve it).
        ...(entry.document?.linesSheet
          ? [
              {
                id: `${row.id}-lines`,
                name: linesSheetName(entry, row.id),
                size: null,
                mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
                url: `/api/blade-crop/crop/${entry.key}/linesSheet?id=${row.id}`,
              },
            ]
          : []),
        ...files,
        // Several files also come as one zip.
        ...(files.length > 1
          ? [
              {
                id: `${row.id}-zip`,
                name: `${entry.title.zh}-${row.id}.zip`,
                size: null,
                mime: 'application/zip',
                url: `/api/blade-crop/crop/${entry.key}/zip?id=${row.id}`,
              },
            ]
          : []),
      ]);
    },
  );

  app.get(
    '/zip',
    {
      config: { ...view, jobs: 'document' },
      schema: {
        tags,
        summary: "All the record's attachments as one zip, streamed",
        querystring: IdQuery,
        produces: ['application/zip'],
        response: { 200: fileAnswer('application/zip', 'The zip of the attachments') },
      },
    },
    async (request, reply) => {
      const { id } = request.query;
      const row = await seenRow(
        app.db,
        request.viewer,
        await findVisibleRecord(app.db, request.viewer, { id }, entry.key),
        langOf(request),
      );
      const seen = await seenAttachments(app, row);
      const files = seen.map((a) => ({
        path: [a.name],
        mime: a.mime,
        open: () => app.storage.getStream(a.object_key),
      }));
      // Files of personal slots (the entitled's only) are a full view: logged before the zip is sent.
      const fields = personalFilePaths(
        row,
        seen.map((a) => String(a.id)),
      );
      if (fields.length > 0 && row.fullView) {
        await loggedFullView(app.db, request, { row, role: row.fullView, fields, channel: 'zip', purpose: 'zip' }, () => undefined);
      }
      return reply
        .type('application/zip')
        .header('content-disposition', disposition(`${entry.title.zh}-${row.id}.zip`))
        .header('cache-control', 'no-store')
        .send(zipFiles(files));
    },
  );

  app.get(
    '/attachment',
    {
      config: { ...view, jobs: 'file' },
      schema: {
        tags,
        summary: 'Download one attachment',
        querystring: IdQuery,
        response: { 200: fileAnswer('application/octet-stream', 'The file, under its own type') },
      },
    },
    async (request, reply) => {
      const { id } = request.query;
      const a = await app.db
        .selectFrom('attachment')
        .selectAll()
        .where('tenant_id', '=', request.viewer.tenantId)
        .where('module', '=', entry.key)
        .where('id', '=', id)
        .executeTakeFirst();
      if (!a) throw notFound();
      const record = await app.db.selectFrom('record').select('id').where('id', '=', a.record_id).executeTakeFirst();
      if (record) {
        const row = await findVisibleRecord(app.db, request.viewer, { id: String(a.record_id) }, entry.key);
        // A file of a field hidden to the viewer is answered as a missing one.
        const seen = await seenRow(app.db, request.viewer, row, langOf(request));
        const held = filesSeen(seen);
        if (held && !held.has(String(a.id))) throw notFound();
        // A file of a personal slot (the entitled's only) is a full view: logged before it is sent.
        const fields = personalFilePaths(seen, [String(a.id)]);
        if (fields.length > 0 && seen.fullView) {
          await loggedFullView(
            app.db,
            request,
            { row: seen, role: seen.fullView, fields, channel: 'file', purpose: 'file' },
            () => undefined,
          );
        }
      } else if (String(a.uploaded_by) !== request.viewer.id) throw notFound();
      return sendStoredFile(app, reply, a);
    },
  );

  app.post(
    '/uploads',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Upload an attachment (multipart: file, id)',
        consumes: ['multipart/form-data'],
        response: { 200: okOf(AttachmentSchema) },
      },
    },
    async (request) => {
      const file = await requiredFile(request);
      const idField = file.fields.id;
      const recordId = idField && 'value' in idField ? String(idField.value) : '';
      if (!isId(recordId)) throw badRequest('id', 'required', 'required', { field: 'id' });
      await uploadTarget(app, request, entry, recordId);
      // The type comes from the first bytes, the rest streams to storage: never the whole file in
      // memory. The key is generated; the client's name is only a label.
      const upload = await typedUpload(file, 'document');
      const id = newId();
      const objectKey = `${request.viewer.tenantId}/${entry.key}/${recordId}/${id}.${upload.ext}`;
      const row = await storeUpload(app.storage, objectKey, upload, (size) =>
        app.db
          .insertInto('attachment')
          .values({
            id,
            tenant_id: request.viewer.tenantId,
            record_id: recordId,
            module: entry.key,
            name: uploadDisplayName(file.filename, upload.ext),
            mime: upload.mime,
            size,
            object_key: objectKey,
            uploaded_by: request.viewer.id,
            create_time: new Date(),
          })
          .returningAll()
          .executeTakeFirstOrThrow(),
      );
      return ok(request, attachmentView(entry, row));
    },
  );

  // A module's own sheet of the same name (finance1's 拨缴情况表 of its months, not of records) is its extra call.
  if (!taken.has('exportList')) registerExportRoutes(app, entry, tags);
}
