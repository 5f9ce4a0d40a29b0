import type { Kysely } from 'kysely';
import type { CellContext, FieldDef } from '../../../catalogue';
import type { Database } from '../../../db';
import { isId } from '../../platform/core';
import { fieldValues } from './field-values';
import { uncachedUnionNames, type UnionNameReader } from './union-name-cache';

/** The names of the ids a record's pickers hold: unions (`unionPicker`) and accounts (`personPicker`). */
export interface PickerNames {
  unions: Record<string, string>;
  persons: Record<string, string>;
}

/** The ids `forms` hold in the union and person pickers of `fields`, columns of tables included. */
export function pickerIds(fields: readonly FieldDef[], forms: readonly unknown[]): { unions: string[]; persons: string[] } {
  // Only well-formed ids reach the query: a stored value Postgres cannot cast must not fail the read.
  return {
    unions: fieldValues(fields, forms, 'unionPicker').filter(isId),
    persons: fieldValues(fields, forms, 'personPicker').filter(isId),
  };
}

/**
 * The names of the unions and accounts that the pickers of `fields` name in `forms`, one query each,
 * within `tenantId` only: an id of another tenant, or of nothing, stays unnamed (its cell shows the id).
 * The union names through `unionNames` (a list's: the API process's cache, `UnionNameCache`).
 */
export async function pickerNames(
  db: Kysely<Database>,
  tenantId: string,
  fields: readonly FieldDef[],
  forms: readonly unknown[],
  unionNames: UnionNameReader = uncachedUnionNames,
): Promise<PickerNames> {
  const ids = pickerIds(fields, forms);
  const [unions, persons] = await Promise.all([
    unionNames.namesOf(db, tenantId, [...new Set(ids.unions)]),
    ids.persons.length === 0
      ? []
      : db
          .selectFrom('app_user')
          .select(['id', 'real_name', 'name'])
          .where('tenant_id', '=', tenantId)
          .where('id', 'in', ids.persons)
          .execute(),
  ]);
  const byId = (rows: readonly { id: string; name: string }[]) => Object.fromEntries(rows.map((r) => [String(r.id), r.name]));
  // A person is shown as the picker offers them: the real name, else the account's name.
  return { unions, persons: byId(persons.map((p) => ({ id: p.id, name: p.real_name || p.name }))) };
}

/** Of the names read for many forms (a page), those one `form` needs. */
export function pickerNamesOf(all: PickerNames, fields: readonly FieldDef[], form: unknown): PickerNames {
  const ids = pickerIds(fields, [form]);
  const pick = (names: Record<string, string>, wanted: string[]) =>
    Object.fromEntries(wanted.filter((id) => names[id] !== undefined).map((id) => [id, names[id]!]));
  return { unions: pick(all.unions, ids.unions), persons: pick(all.persons, ids.persons) };
}

/** The picker names as the field kinds' cells read them. */
export const pickerCellNames = (names: PickerNames): Pick<CellContext, 'unionNames' | 'personNames'> => ({
  unionNames: names.unions,
  personNames: names.persons,
});
