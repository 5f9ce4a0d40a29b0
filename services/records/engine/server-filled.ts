import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { SETTINGS_SOURCE, fillServerColumns, keyColumn, serverFilledColumns, type FieldDef, type ModuleEntry } from '../../../catalogue';
import type { Database } from '../../../db';
import { ID_PATTERN, Nullable, ok, okOf, todayInShanghai } from '../../platform/core';
import { settingFilledValues, settingsDayOf } from './year-figures';
import { inferredCall } from '../../platform/openapi';
import type { FormBody } from './form-input';
import { findVisibleRecord } from './record-queries';

/** Why the call exists beyond calls.tsv. */
const INFERRED =
  "the figures a form's server-written columns and fields show as the union types (finance7's budget beside its actuals, rights3's 低保 of the year), read as the save writes them (docs/forms/group-d.md, group-c-rights.md, serverFilled)";

/** The form of the union's approved record of `module` whose `yearField` is `year`, newest approval first. */
export async function approvedFormOfYear(
  db: Kysely<Database>,
  where: { tenantId: string; unionId: string },
  module: string,
  yearField: string,
  year: number,
): Promise<Record<string, unknown> | undefined> {
  const row = await db
    .selectFrom('record')
    .select('form')
    .where('tenant_id', '=', where.tenantId)
    .where('module', '=', module)
    .where('union_id', '=', where.unionId)
    .where('state', '=', 'approved')
    .where(sql<string>`form->>${yearField}`, '=', String(year))
    .orderBy('end_time', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.form as Record<string, unknown> | undefined;
}

type Sources = Record<string, Record<string, unknown> | null | undefined>;

/** The source record of each `serverFilled` module for the year `valuesOf` gives by its year field (null: no year named). */
async function sourcesOf(
  db: Kysely<Database>,
  where: { tenantId: string; unionId: string },
  fields: readonly FieldDef[],
  valuesOf: (yearField: string) => unknown,
): Promise<Sources> {
  const sources: Sources = {};
  for (const { from } of serverFilledColumns(fields)) {
    if (from.module in sources) continue;
    const raw = valuesOf(from.yearField);
    const year = typeof raw === 'number' || (typeof raw === 'string' && raw.trim() !== '') ? Number(raw) : NaN;
    sources[from.module] = Number.isInteger(year) ? await approvedFormOfYear(db, where, from.module, from.yearField, year) : null;
  }
  return sources;
}

/**
 * `server-filled` (beyond the spec, `x-inferred`): for a module with `serverFilled` columns, what
 * each source record holds for them, so the console shows the figures the save will write (the
 * budget beside the actuals) and checks the form as the server will: by source module, the
 * approved record's lines fields reduced to each line's key and the columns read (`{}` when the
 * union has no approved record of the year, every figure then 0), or null when no year is given;
 * the settings' figures of a record named by `id` are those of its first submission's year.
 */
export function registerServerFilledCall(app: FastifyInstance, entry: ModuleEntry): void {
  const columns = serverFilledColumns(entry.fields);
  const settings = entry.fields.flatMap((f) => (f.serverFilled ? [{ field: f.name, ...f.serverFilled }] : []));
  if (columns.length === 0 && settings.length === 0) return;
  const yearFields = [...new Set([...columns.map((c) => c.from.yearField), ...settings.flatMap((s) => (s.year ? [s.year] : []))])];
  const itemFields = [...new Set(settings.flatMap((s) => (s.item ? [s.item] : [])))];
  app.get(
    '/server-filled',
    {
      config: { permission: `${entry.key}.view` },
      schema: {
        tags: [entry.key],
        ...inferredCall(INFERRED),
        summary: `The figures the save writes into ${[...columns.map((c) => `${c.field}.${c.column}`), ...settings.map((s) => s.field)].join(', ')}, from the union's approved source or the federation's settings of the year`,
        querystring: Type.Object(
          Object.fromEntries([
            ...yearFields.map((f) => [f, Type.Optional(Type.Integer({ minimum: 1900, maximum: 9999, description: `the form's ${f}` }))]),
            ...itemFields.map((f) => [f, Type.Optional(Type.String({ maxLength: 20, description: `the form's ${f}` }))]),
            [
              'id',
              Type.Optional(
                Type.String({
                  pattern: ID_PATTERN,
                  description: "the record shown (a returned form): its first submission's year is the settings'",
                }),
              ),
            ],
          ]),
          { additionalProperties: false },
        ),
        response: {
          200: okOf(
            Type.Record(Type.String(), Nullable(Type.Record(Type.String(), Type.Unknown())), {
              description:
                "By source module: its lines fields as { key, column } lines; {} without an approved record; null without a year. Under `yearSettings`, each field filled from the federation's settings with its figure (null while the year has none)",
            }),
          ),
        },
      },
    },
    async (request) => {
      const query = request.query as Record<string, number | string | undefined>;
      const where = { tenantId: request.viewer.tenantId, unionId: request.viewer.unionId };
      const sources = await sourcesOf(app.db, where, entry.fields, (f) => query[f]);
      const answer: Record<string, Record<string, unknown> | null> = {};
      for (const [module, form] of Object.entries(sources)) {
        if (form === null || form === undefined) {
          answer[module] = form === null ? null : {};
          continue;
        }
        const reduced: Record<string, unknown> = {};
        for (const at of columns.filter((c) => c.from.module === module)) {
          const key = keyColumn(entry.fields.find((f) => f.name === at.field)!.lines!);
          const lines = Array.isArray(form[at.field]) ? (form[at.field] as Record<string, unknown>[]) : [];
          const kept = (reduced[at.field] as Record<string, unknown>[] | undefined) ?? lines.map((l) => ({ [key]: l[key] }));
          reduced[at.field] = kept.map((l, i) => ({ ...l, [at.from.column]: lines[i]?.[at.from.column] ?? null }));
        }
        answer[module] = reduced;
      }
      if (settings.length > 0) {
        // A record already submitted reads the year of its first submission, as its save is checked (404 for one not visible).
        const id = typeof query.id === 'string' ? (await findVisibleRecord(app.db, request.viewer, { id: query.id }, entry.key)).id : '0';
        const day = await settingsDayOf(app.db, where.tenantId, id, entry.fields, todayInShanghai());
        answer[SETTINGS_SOURCE] = await settingFilledValues(app.db, where.tenantId, entry.fields, query, day, 'draft');
      }
      return ok(request, answer);
    },
  );
}

/**
 * `body` with its `serverFilled` columns written from the union's approved source records of the
 * form's year (finance7's budget from finance2) and its `serverFilled` fields from the federation's
 * settings of the year (rights3's 低保; a submit without the figure is the 409 `yearSettingMissing`),
 * on every save: what the union sent there is not kept.
 */
export async function fillServerFilled(
  db: Kysely<Database>,
  where: { tenantId: string; unionId: string },
  fields: readonly FieldDef[],
  body: FormBody,
  mode: 'draft' | 'submit',
  /** The record saved, where it is (its first submission's year is the settings'). */
  recordId = '0',
): Promise<FormBody> {
  const settingsDay = await settingsDayOf(db, where.tenantId, recordId, fields, todayInShanghai());
  const settings = await settingFilledValues(db, where.tenantId, fields, body, settingsDay, mode);
  const withSettings = { ...body, ...settings } as FormBody;
  if (serverFilledColumns(fields).length === 0) return withSettings;
  const sources = await sourcesOf(db, where, fields, (f) => body[f]);
  return { ...withSettings, ...fillServerColumns(fields, body, sources) } as FormBody;
}
