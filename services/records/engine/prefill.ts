import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  missingPrefills,
  prefillForm,
  prefillKeysOf,
  prefillSources,
  prefilledFields,
  type FieldDef,
  type FieldError,
  type Lang,
  type ModuleEntry,
  type PrefillKey,
} from '../../../catalogue';
import type { Database } from '../../../db';
import { InvalidInputError, Nullable, ok, okOf } from '../../platform/core';
import { unionPrefill } from '../../organisation/union-profile';
import type { FormBody } from './form-input';

/** Every field of the module a union fills: its own (all steps) and its children's. */
const fieldsOf = (entry: ModuleEntry): FieldDef[] => [...entry.fields, ...(entry.children?.fields ?? [])];

const PrefillAnswer = Type.Object(
  Object.fromEntries(
    Object.entries(prefillSources).map(([key, source]) => [
      key,
      Type.Optional(Nullable(Type.Union([Type.String(), Type.Integer()], { description: `${source.en}; null when the union has none` }))),
    ]),
  ),
  { additionalProperties: false },
);

/**
 * `prefill`: the union's own data for the fields the module fills from it (`FieldDef.prefill`), by
 * key, null where the union has none; registered for every module that has such fields.
 */
export function registerPrefillCall(app: FastifyInstance, entry: ModuleEntry): void {
  const keys = prefillKeysOf(fieldsOf(entry));
  if (keys.length === 0) return;
  app.get(
    '/prefill',
    {
      config: { permission: `${entry.key}.view` },
      schema: {
        tags: [entry.key],
        summary: `The union's own data the form fills in: ${keys.join(', ')}`,
        response: { 200: okOf(PrefillAnswer) },
      },
    },
    async (request) => ok(request, await unionPrefill(app.db, request.viewer.tenantId, request.viewer.unionId, keys)),
  );
}

/** A body with its read-only prefilled fields taken from the union's data, and what the union lacks. */
export interface FilledBody {
  body: FormBody;
  /** On submit: each read-only prefilled field the union has no value for (rule `prefill`). */
  errors: FieldError[];
}

/**
 * The applicant union's data in `fields`' read-only prefilled fields, whatever the body sent: that
 * data is their only source, as the console shows it. A value the union lacks is cleared, and on
 * submit refused with the words that say where it comes from when the field is required (a union
 * without legal-person status transfers without a code).
 */
export async function fillFromUnion(
  db: Kysely<Database>,
  where: { tenantId: string; unionId: string },
  fields: readonly FieldDef[],
  body: FormBody,
  mode: 'draft' | 'submit',
  lang: Lang,
): Promise<FilledBody> {
  const fixed = prefilledFields(fields).filter((f) => f.readOnly);
  if (fixed.length === 0) return { body, errors: [] };
  const known = await unionPrefill(db, where.tenantId, where.unionId, [...new Set(fixed.map((f) => f.prefill as PrefillKey))]);
  const missing = missingPrefills(fixed, known, lang);
  const cleared = Object.fromEntries(Object.keys(missing).map((name) => [name, null]));
  const required = new Set(fixed.filter((f) => f.rules.some((r) => r.rule === 'required')).map((f) => f.name));
  const errors =
    mode === 'submit'
      ? Object.entries(missing)
          .filter(([field]) => required.has(field))
          .map(([field, message]) => ({ field, rule: 'prefill', message }))
      : [];
  return { body: { ...body, ...cleared, ...prefillForm(fixed, known) }, errors };
}

/**
 * Runs the form's check with the union's missing values reported first, in one 400: a field the
 * union cannot fill is named once, with why, not as an empty required field.
 */
export async function checkedWithPrefill<T>(filled: FilledBody, check: (body: FormBody) => Promise<T>): Promise<T> {
  if (filled.errors.length === 0) return check(filled.body);
  const named = new Set(filled.errors.map((e) => e.field));
  let others: FieldError[] = [];
  try {
    await check(filled.body);
  } catch (err) {
    if (!(err instanceof InvalidInputError)) throw err;
    others = err.errors.filter((e) => !named.has(e.field));
  }
  throw new InvalidInputError([...filled.errors, ...others]);
}
