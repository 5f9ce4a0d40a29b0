import type {} from '@fastify/multipart';
import { Type, type TSchema } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { aroundFieldsOf, fieldJsonSchema, validateForm, type FieldDef, type Lang, type ModuleEntry } from '../../../../catalogue';
import { badRequest, ID_PATTERN, InvalidInputError, langOf, ok, okOf, todayInShanghai } from '../../../platform/core';
import { inferredCall } from '../../../platform/openapi';
import { requiredFile, typedUpload } from '../../../platform/storage';
import { dictLabels } from '../../documents';
import { findVisibleRecord } from '../../engine';
import { readUploadedSheet, SheetProblems } from '../../sheet-import';
import { aroundRows, fieldProblems, keysOf, readRows, type DictLabels } from './read-rows';
import { ROWS_INFERRED, importField, maxRowsOf } from './rows-field';

/**
 * `rowsImport` (POST ?field=, multipart `file`): the rows of a rows field with `rowsImport` read from
 * the uploaded sheet (an .xlsx by its content, 415 otherwise; read by `readImportSheet`, at most the
 * field's `maxItems` rows) and answered, for the console to fill its table: nothing is saved, the
 * form is saved by its user. All or nothing: every cell checked by its column (a choice by its
 * Chinese or English label or its key, an ID number with its check digit), then the field's own rules over the rows and the rows'
 * rules reading the form around them (rights1's age on 31 December of `coverageYear`, the women's
 * plan): the form the user holds where the body's `form` part sends it (a form never saved too), else
 * the saved form of the record `id`; any bad cell answers 400 `rowsImportInvalid` naming every one
 * (sheet row, column header, rule) and no rows.
 */
export async function importRows(
  request: FastifyRequest,
  app: FastifyInstance,
  entry: ModuleEntry,
  fields: readonly FieldDef[],
  query: { field: string; id?: string },
) {
  const name = query.field;
  const lang = langOf(request);
  const field = importField(fields, name);
  const file = await requiredFile(request);
  const upload = await typedUpload(file, 'excel');
  const sheet = await readUploadedSheet(
    { mime: upload.mime, open: async () => upload.body },
    { field: 'file', limits: { maxRows: maxRowsOf(field) } },
  );
  const around = aroundFieldsOf(entry.fields, field);
  const choices = [...(field.columns ?? []), ...around];
  const tenantId = request.viewer.tenantId;
  const [zh, en] = await Promise.all([dictLabels(app.db, tenantId, choices, 'zh'), dictLabels(app.db, tenantId, choices, 'en')]);
  const labels = { zh, en };
  const today = todayInShanghai();
  // The form around the rows, for the rows' rules reading a field there: as the user holds it (the `form`
  // part, a form never saved among them), else as saved (a record they see).
  const sent = sentForm(around, partValue(file.fields, 'form'), zh, today, lang);
  const saved = query.id ? (await findVisibleRecord(app.db, request.viewer, { id: query.id }, entry.key)).form : undefined;
  const problems = new SheetProblems();
  const read = readRows(sheet, field, labels, today, problems, lang);
  fieldProblems(read, field, zh, today, sheet.headerRow, problems, lang, aroundRows(entry.fields, field, sent ?? saved));
  problems.refuseIfAny('rowsImportInvalid');
  return { field: field.name, rows: read.rows };
}

/** A text part of the multipart body (sent before the file), or undefined. */
function partValue(fields: Record<string, unknown>, name: string): string | undefined {
  const part = fields[name] as { value?: unknown } | undefined;
  return part && typeof part.value === 'string' ? part.value : undefined;
}

/**
 * The `form` part: the form the user holds (JSON, an object), of which the fields around the rows are
 * taken and checked as a draft's save checks them; 400 naming `form` (not an object) or `form.<field>`.
 */
function sentForm(around: readonly FieldDef[], text: string | undefined, labels: DictLabels, today: string, lang: Lang) {
  if (text === undefined) return undefined;
  let form: unknown;
  try {
    form = JSON.parse(text);
  } catch {
    form = undefined;
  }
  if (!form || typeof form !== 'object' || Array.isArray(form)) throw badRequest('form', 'object', 'field');
  const values = form as Record<string, unknown>;
  const input = Object.fromEntries(around.filter((f) => values[f.name] !== undefined).map((f) => [f.name, values[f.name]]));
  const checked = validateForm({ fields: [...around] }, input, { lang, mode: 'draft', today, dicts: keysOf(labels) });
  if (checked.errors.length > 0) throw new InvalidInputError(checked.errors.map((e) => ({ ...e, field: `form.${e.field}` })));
  return checked.value;
}

/** The answer: the rows as the form's body holds them, typed by the fields' columns. */
function answerOf(fields: readonly FieldDef[]): TSchema {
  const rows = fields.map((f) => Type.Unsafe<Record<string, unknown>[]>({ ...fieldJsonSchema(f), nullable: false }));
  return Type.Object({
    field: Type.String({ description: 'The field the rows are of' }),
    rows: rows.length === 1 ? rows[0]! : Type.Union(rows),
  });
}

export function registerRowsImport(base: FastifyInstance, entry: ModuleEntry, fields: readonly FieldDef[]): void {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/rowsImport',
    {
      config: { permission: `${entry.key}.edit`, jobs: 'import' },
      schema: {
        tags: [entry.key],
        summary: `The rows of a table of the form (${fields.map((f) => f.name).join(', ')}) read from a sheet (multipart: form, optional, the form the user holds as JSON, then file) to fill the form: all or nothing, every bad cell named by its row and column, the rows' rules reading the form around them checked against the form sent, else the saved record's; nothing saved`,
        querystring: Type.Object(
          {
            field: Type.String({ maxLength: 60 }),
            id: Type.Optional(
              Type.String({
                pattern: ID_PATTERN,
                description:
                  "The record saved: the rows' rules reading its form around them are checked too (the multipart `form` part, where sent, is read instead)",
              }),
            ),
          },
          { additionalProperties: false },
        ),
        consumes: ['multipart/form-data'],
        ...inferredCall(ROWS_INFERRED),
        response: { 200: okOf(answerOf(fields)) },
      },
    },
    async (request) => ok(request, await importRows(request, app, entry, fields, request.query)),
  );
}
