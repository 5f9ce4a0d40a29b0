import type {} from '@fastify/multipart';
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { stateName, type FieldDef, type FieldError, type ModuleEntry } from '../../../../catalogue';
import { AppError, ConflictError, badRequest, isId, langOf, message, notFound, ok, okOf } from '../../../platform/core';
import { requiredFile, typedUpload } from '../../../platform/storage';
import { docText, linesHeaders } from '../../documents';
import { checkedForm, findVisibleRecord, saveOrSubmit } from '../../engine';
import { readUploadedSheet, SheetProblems } from '../../sheet-import';
import { readLines, type SheetLines } from './read-lines';
import { inferredCall } from '../../../platform/openapi';
import { LINES_INFERRED } from './lines-inferred';

const fieldValue = (fields: Record<string, unknown>, name: string): string => {
  const f = fields[name] as { value?: unknown } | undefined;
  return f && 'value' in f ? String(f.value) : '';
};

/** The record's own lines field named by the call, or 400 naming `field`. */
export function linesField(
  entry: ModuleEntry,
  fields: readonly FieldDef[],
  name: string,
): FieldDef & { lines: NonNullable<FieldDef['lines']> } {
  const field = fields.find((f) => f.name === name);
  if (!field?.lines) throw badRequest('field', 'oneOf', 'linesField', { field: name.slice(0, 40) || 'field' });
  return field as FieldDef & { lines: NonNullable<FieldDef['lines']> };
}

/**
 * The form's own checks, as a draft, of the form with the imported lines (its unreadable cells left out): each error of a line
 * named by the sheet row it came from and its column's header; an error of the field as a whole at
 * the header row; an error of another field (a figure that no longer balances) at row 0, the form
 * beyond the sheet.
 */
function formProblems(
  errors: readonly FieldError[],
  field: FieldDef,
  read: SheetLines,
  columns: Record<string, string>,
  headerRow: number,
  problems: SheetProblems,
  lang: ReturnType<typeof langOf>,
) {
  // A cell already named (its amount unreadable, so left out of the form) is not named twice.
  const named = new Set(problems.list.map((p) => `${p.row}\u0000${p.column}`));
  for (const e of errors) {
    const m = new RegExp(`^${field.name}\\[(\\d+)\\]\\.(\\w+)$`).exec(e.field);
    const row = m ? (read.rows[Number(m[1])] ?? headerRow) : e.field === field.name ? headerRow : 0;
    const column = m ? (columns[m[2]!] ?? m[2]!) : e.field;
    if (named.has(`${row}\u0000${column}`)) continue;
    const problem = e.message ?? e.rule;
    problems.add({
      field: e.field,
      row,
      column,
      rule: e.rule,
      message: message('linesImportCell', lang, { row: String(row), column, problem }),
    });
  }
}

/**
 * `importLines`: the lines of one field of the caller's draft or returned record replaced by those of
 * the uploaded sheet (the federation's layout, as `linesTemplate` writes it). The file is an .xlsx by
 * its content (415 otherwise) read by `readImportSheet`; all or nothing: every line through the
 * kind's checks and the form's at once, and any bad cell answers 400 naming every one (sheet row,
 * column, rule) with nothing changed; else one save, the field's totals computed afresh.
 */
async function importLines(app: FastifyInstance, request: FastifyRequest, entry: ModuleEntry, fields: readonly FieldDef[]) {
  const lang = langOf(request);
  const file = await requiredFile(request);
  const id = fieldValue(file.fields, 'id');
  if (!isId(id)) throw badRequest('id', 'required', 'required', { field: 'id' });
  const field = linesField(entry, fields, fieldValue(file.fields, 'field'));
  const viewer = request.viewer;
  const record = await findVisibleRecord(app.db, viewer, { id }, entry.key);
  if (String(record.union_id) !== viewer.unionId) throw notFound();
  if (record.state !== 'draft' && record.state !== 'returned') throw new ConflictError(record.state, stateName(record.state, lang));

  const upload = await typedUpload(file, 'excel');
  const headers = linesHeaders(field.lines, 'zh');
  const sheet = await readUploadedSheet({ mime: upload.mime, open: async () => upload.body }, { field: 'file', header: headers.key });
  const problems = new SheetProblems();
  const read = readLines(sheet, field.name, field.lines, headers, docText('linesTotal', 'zh'), problems, lang);

  // The totals over the field are left out, so the check fills them in from the new lines.
  const totals = entry.fields.filter((f) => f.computed && 'sumOf' in f.computed && f.computed.sumOf === field.name).map((f) => f.name);
  const form = {
    ...(record.form as Record<string, unknown>),
    [field.name]: read.lines,
    ...Object.fromEntries(totals.map((t) => [t, null])),
  };
  await checkedForm(app.db, entry, viewer.tenantId, id, form, 'draft', lang, String(record.union_id)).catch((err: unknown) => {
    if (!(err instanceof AppError) || err.status !== 400) throw err;
    const errors = (err.data as { errors?: FieldError[] } | null)?.errors ?? [];
    const columns = {
      code: headers.key,
      month: headers.key,
      note: headers.note,
      ...Object.fromEntries(headers.money.map((m) => [m.name, m.header])),
    };
    formProblems(errors, field, read, columns, sheet.headerRow, problems, lang);
  });
  problems.refuseIfAny('linesImportInvalid');
  const saved = await saveOrSubmit(app, request, entry, { ...form, id }, 'draft');
  return { id: saved.recordId, lines: read.lines.length };
}

export const LinesImportAnswer = Type.Object({
  id: Type.String(),
  lines: Type.Integer({ description: 'The lines the field now holds' }),
});

export function registerLinesImport(base: FastifyInstance, entry: ModuleEntry, fields: readonly FieldDef[]): void {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/importLines',
    {
      config: { permission: `${entry.key}.edit`, command: true, jobs: 'import' },
      schema: {
        tags: [entry.key],
        summary: `Import the lines of a lines field (${fields.map((f) => f.name).join(', ')}) of a draft or returned record from the sheet in the federation's layout (multipart: id, field, then file): all or nothing, every bad cell named by its row and column`,
        consumes: ['multipart/form-data'],
        ...inferredCall(LINES_INFERRED),
        response: { 200: okOf(LinesImportAnswer) },
      },
    },
    async (request) => ok(request, await importLines(app, request, entry, fields)),
  );
}
