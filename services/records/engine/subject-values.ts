import type { Kysely } from 'kysely';
import { subjectPrefillForm, subjectRefusals, type FieldDef, type Lang, type ModuleEntry, type SubjectDef } from '../../../catalogue';
import type { Database } from '../../../db';
import { InvalidInputError, isId } from '../../platform/core';

/** The subject's id the form names, or null where it names none (a draft may leave it out; the field's rules ask for it on submit). */
export function subjectIdOf(def: SubjectDef, form: Readonly<Record<string, unknown>>): string | null {
  const v = form[def.field];
  return typeof v === 'string' && v !== '' ? v : typeof v === 'number' ? String(v) : null;
}

/**
 * The values of union `unionId`'s subject `id` that a form fills from (`FieldDef.fromSubject`): a
 * register row's `name`, `key` and data columns, or an approved record's form. Null when it is not
 * the union's or not found (the subject's guards answer that case with 404).
 */
export async function subjectValues(
  db: Kysely<Database>,
  tenantId: string,
  unionId: string,
  def: SubjectDef,
  id: string,
): Promise<Record<string, unknown> | null> {
  if (!isId(id)) return null;
  if ('module' in def.of) {
    const record = await db
      .selectFrom('record')
      .select('form')
      .where('tenant_id', '=', tenantId)
      .where('module', '=', def.of.module)
      .where('id', '=', id)
      .where('union_id', '=', unionId)
      .executeTakeFirst();
    return record ? (record.form as Record<string, unknown>) : null;
  }
  const row = await db
    .selectFrom('register_row')
    .select(['name', 'row_key', 'data', 'recognised_on'])
    .where('tenant_id', '=', tenantId)
    .where('register', '=', def.of.register)
    .where('id', '=', id)
    .where('union_id', '=', unionId)
    .executeTakeFirst();
  return row ? { ...(row.data as Record<string, unknown>), name: row.name, key: row.row_key, recognisedOn: row.recognised_on } : null;
}

/**
 * The body with the fields that fill from its subject filled (read-only ones whatever was sent); as
 * sent where it names none. With the subject's `refuseOther`, a read-only one sent otherwise is a 400
 * naming it instead.
 */
export async function fillFromSubject<B extends Record<string, unknown>>(
  db: Kysely<Database>,
  where: { tenantId: string; unionId: string },
  entry: Pick<ModuleEntry, 'subject'>,
  fields: readonly FieldDef[],
  body: B,
  lang: Lang,
): Promise<B> {
  const def = entry.subject;
  const id = def ? subjectIdOf(def, body) : null;
  if (!def || !id || !fields.some((f) => f.fromSubject !== undefined)) return body;
  const values = await subjectValues(db, where.tenantId, where.unionId, def, id);
  if (!values) return body;
  const refused = def.refuseOther ? subjectRefusals(fields, values, body, def.refuseOther, lang) : [];
  if (refused.length > 0) throw new InvalidInputError(refused);
  return { ...body, ...subjectPrefillForm(fields, values, body) };
}
