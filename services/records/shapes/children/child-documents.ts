import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { childEntryOf, type FieldError, type ModuleEntry } from '../../../../catalogue';
import { dictLabels, recordFilesInZip, writeRecordSheet, zipFiles } from '../../documents';
import { InvalidInputError, langOf } from '../../../platform/core';
import { readUploadedSheet } from '../../sheet-import';
import { checkedForm, type FormBody } from '../../engine/form-input';
import { sheetBatch } from '../../engine/export-routes';
import { filesSeen, seenRow, seenRows } from '../../engine/field-visibility';
import { visibleTo } from '../../engine/visibility';
import { entryOfCall } from './child-call';
import { addChild } from './child-commands';
import { findEntry } from './child-records';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Works one sheet may bring in: a call's entry holds tens of works, never thousands. */
const MAX_IMPORT_ROWS = 500;

export { disposition } from '../../documents';

/** tozip: every file of every work of an entry the viewer may see, one folder per work, streamed. */
export async function childrenZip(app: FastifyInstance, request: FastifyRequest, entry: ModuleEntry, entryId: string) {
  const lang = langOf(request);
  const parent = await seenRow(app.db, request.viewer, await findEntry(app, request, entry, entryId), lang);
  const works = await seenRows(
    app.db,
    request.viewer,
    await app.db
      .selectFrom('record')
      .selectAll('record')
      .where(visibleTo(request.viewer))
      .where('record.parent_id', '=', parent.id)
      .orderBy('record.create_time')
      .orderBy('record.id')
      .execute(),
    lang,
  );
  // Each work's folder holds the files the viewer may see of it (a narrowed viewer: those of the fields it sees), under the title it may read.
  const zip = await recordFilesInZip(
    app.db,
    (key) => app.storage.getStream(key),
    request.viewer.tenantId,
    works.map((w) => ({ id: String(w.id), folder: w.title || String(w.id), held: filesSeen(w) })),
  );
  return { stream: zipFiles(zip), name: `${parent.title || entry.title.zh}-${parent.id}.zip` };
}

/**
 * outsend: the approved works of one call that the viewer may see (the higher union's gathering
 * for the judges), as an .xlsx workbook streamed while it is written.
 */
export async function approvedWorksSheet(app: FastifyInstance, request: FastifyRequest, entry: ModuleEntry, callId: string) {
  const child = childEntryOf(entry);
  const lang = langOf(request);
  const rows = await app.db
    .selectFrom('record')
    .innerJoin('record as parent', 'parent.id', 'record.parent_id')
    .selectAll('record')
    .where(visibleTo(request.viewer))
    .where('record.module', '=', entry.key)
    .where('record.state', '=', 'approved')
    .where(entryOfCall(entry, 'parent', callId, request.viewer))
    .orderBy('record.union_name')
    .orderBy('record.create_time')
    .execute();
  const out = new PassThrough();
  async function* batches() {
    yield await sheetBatch(app.db, request.viewer, child, rows, lang);
  }
  writeRecordSheet(out, child, lang, batches()).catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
  return { stream: out, type: XLSX, name: `${entry.title[lang]}-${callId}.xlsx` };
}

/**
 * excel: works imported as drafts from an uploaded workbook (the `filepath` is the upload's id on the
 * entry), read by the one import reader (services/records/sheet-import: zip checked before it is unpacked,
 * rows streamed and stopped past the limit). The header row names the work's fields by label or
 * name; a dictionary cell may hold the label. Every row is checked first: one broken row imports
 * nothing, and the 400 names each row.
 */
export async function importWorks(app: FastifyInstance, request: FastifyRequest, entry: ModuleEntry, parentId: string, upload: string) {
  const parent = await findEntry(app, request, entry, parentId);
  const file = await app.db
    .selectFrom('attachment')
    .select(['object_key', 'mime'])
    .where('tenant_id', '=', request.viewer.tenantId)
    .where('record_id', '=', parent.id)
    .where('id', '=', upload)
    .executeTakeFirst();
  const sheet = await readUploadedSheet(file && { mime: file.mime, open: () => app.storage.getStream(file.object_key) }, {
    field: 'filepath',
    limits: { maxRows: MAX_IMPORT_ROWS },
  });

  const child = childEntryOf(entry);
  const lang = langOf(request);
  const imported = child.fields.filter((f) => f.kind !== 'attachments' && f.kind !== 'image' && f.kind !== 'rows');
  const columnOf = new Map(
    imported.map((f) => [f.name, sheet.header.findIndex((h) => h === f.label.zh || h === f.label.en || h === f.name)]),
  );
  const labels = await dictLabels(app.db, request.viewer.tenantId, imported);
  const keyOf = (code: string, text: string) => Object.entries(labels[code] ?? {}).find(([, label]) => label === text)?.[0] ?? text;

  const forms: FormBody[] = [];
  const errors: FieldError[] = [];
  for (const { number: r, cells } of sheet.rows) {
    const form: FormBody = {};
    for (const f of imported) {
      const at = columnOf.get(f.name)!;
      const text = at > 0 ? (cells[at] ?? '') : '';
      form[f.name] =
        f.kind === 'dict' && f.dict
          ? keyOf(f.dict, text)
          : f.kind === 'integer' || f.kind === 'money'
            ? text === ''
              ? null
              : Number(text)
            : text;
    }
    if (Object.values(form).every((v) => v === '' || v === null)) continue;
    try {
      await checkedForm(app.db, child, request.viewer.tenantId, parent.id, form, 'draft', lang);
      forms.push(form);
    } catch (err) {
      if (!(err instanceof InvalidInputError)) throw err;
      errors.push(...err.errors.map((e) => ({ ...e, field: `rows[${r}].${e.field}` })));
    }
  }
  if (errors.length > 0) throw new InvalidInputError(errors);
  const ids: string[] = [];
  for (const [n, form] of forms.entries()) {
    ids.push((await addChild(app, request, entry, { ...form, parentId: String(parent.id) }, 'draft', `row-${n}`)).recordId);
  }
  return { imported: ids.length, ids };
}
