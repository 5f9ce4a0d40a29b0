/**
 * The checks of the registers of people (docs/forms/group-c-rights.md "Rules of the family"): MA-covered,
 * RL-once and HS-on-file, each against its register (written by the approvals' effects) and against the
 * live records of the same module. A refusal names the other record by number and union, never the ID
 * number (409 `alreadyCovered`, `recentlyHelped`, `alreadyOnFile`, `duplicateCase`).
 */
import { sql, type Kysely } from 'kysely';
import type { EffectKey } from '../../../../catalogue';
import { idNumberKey, personHash, type Database } from '../../../../db';
import { AppError } from '../../../platform/core';

/** The effects whose register a submit is checked against. */
export type PersonEffect = Extract<EffectKey, 'coverMembers' | 'recordAssistance' | 'fileHardship'>;

/** One person the form names: the ID number as keyed, its hash, and where the form names it (`members[2].idCard`). */
export interface FormPerson {
  idNumber: string;
  hash: string;
  field: string;
}

/** The people a form names for `effect`: the member rows of an enrolment, else the one member. */
export function peopleOf(tenantId: string, effect: PersonEffect, form: Readonly<Record<string, unknown>>): FormPerson[] {
  const person = (value: unknown, field: string): FormPerson[] =>
    typeof value === 'string' && value.trim() !== '' ? [{ idNumber: idNumberKey(value), hash: personHash(tenantId, value), field }] : [];
  if (effect !== 'coverMembers') return person(form.memberIdCard, 'memberIdCard');
  const rows = Array.isArray(form.members) ? form.members : [];
  return rows.flatMap((row, i) =>
    row && typeof row === 'object' ? person((row as Record<string, unknown>).idCard, `members[${i}].idCard`) : [],
  );
}

/** The tenant-wide lock on a person, taken by every submit naming them (of any module). */
export const personLock = (tenantId: string, hash: string): string => `person:${tenantId}:${hash}`;

/** A union's name, its id where it has none. */
export const unionName = (db: Kysely<Database>, tenantId: string, id: string) =>
  db
    .selectFrom('union_org')
    .select('name')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst()
    .then((u) => u?.name ?? id);

async function refuse(
  db: Kysely<Database>,
  tenantId: string,
  reason: HeldReason,
  person: FormPerson,
  other: { record_id: string; union_id: string },
): Promise<never> {
  const union = await unionName(db, tenantId, String(other.union_id));
  throw new AppError(
    409,
    `person_${reason}`,
    { record: String(other.record_id), union },
    { reason, field: person.field, recordId: String(other.record_id), unionId: String(other.union_id) },
  );
}

/** The day 12 months before `day` (yyyy-MM-dd). */
const yearBefore = (day: string) => `${Number(day.slice(0, 4)) - 1}${day.slice(4)}`;

/**
 * The register's rows that hold the person against this filing: a live cover of the same plan and year
 * (MA-covered; ended from its `ended_on`), a relief of the same cause within 12 months (RL-once), a case on file (HS-on-file);
 * the rows of `recordId` itself left out (a correction undoing its own end reads only the others).
 */
async function heldInRegister(
  db: Kysely<Database>,
  tenantId: string,
  effect: PersonEffect,
  form: Readonly<Record<string, unknown>>,
  hashes: string[],
  today: string,
  recordId: string,
) {
  if (effect === 'coverMembers') {
    return (
      db
        .selectFrom('mutual_aid_cover')
        .select(['person_hash', 'record_id', 'union_id'])
        .where('tenant_id', '=', tenantId)
        .where('person_hash', 'in', hashes)
        .where('record_id', '!=', recordId)
        .where('plan', '=', String(form.planType ?? ''))
        .where('year', '=', Number(form.coverageYear))
        // A cover a follow-up `withdrawn` row ended holds until its end day, not from it.
        .where((eb) => eb.or([eb('ended_on', 'is', null), eb('ended_on', '>', today)]))
        .execute()
    );
  }
  if (effect === 'recordAssistance') {
    return db
      .selectFrom('member_assistance')
      .select(['person_hash', 'record_id', 'union_id'])
      .where('tenant_id', '=', tenantId)
      .where('person_hash', 'in', hashes)
      .where('record_id', '!=', recordId)
      .where('kind', '=', 'relief')
      .where('cause', '=', String(form.cause ?? ''))
      .where('approved_on', '>', yearBefore(today))
      .execute();
  }
  return db
    .selectFrom('hardship_file')
    .select(['person_hash', 'record_id', 'union_id'])
    .where('tenant_id', '=', tenantId)
    .where('person_hash', 'in', hashes)
    .where('record_id', '!=', recordId)
    .where('state', '=', 'onFile')
    .execute();
}

/** The live records (in review or returned) of `module` but `recordId` naming one of the ID numbers, for the same plan and year or cause. */
async function liveRecords(
  db: Kysely<Database>,
  tenantId: string,
  module: string,
  effect: PersonEffect,
  form: Readonly<Record<string, unknown>>,
  idNumbers: string[],
  recordId: string,
) {
  let q = db
    .selectFrom('record')
    .select(['id', 'union_id', 'form'])
    .where('tenant_id', '=', tenantId)
    .where('module', '=', module)
    .where('state', 'in', ['in_review', 'returned'])
    .where('id', '!=', recordId);
  if (effect === 'coverMembers') {
    q = q
      .where(sql<string>`form->>'planType'`, '=', String(form.planType ?? ''))
      .where(sql<string>`form->>'coverageYear'`, '=', String(form.coverageYear ?? ''))
      .where(
        sql<boolean>`exists (select 1 from jsonb_array_elements(case when jsonb_typeof(form->'members') = 'array' then form->'members' else '[]'::jsonb end) m where upper(m->>'idCard') in (${sql.join(idNumbers)}))`,
      );
  } else {
    q = q.where(sql<string>`upper(form->>'memberIdCard')`, 'in', idNumbers);
    if (effect === 'recordAssistance') q = q.where(sql<string>`form->>'cause'`, '=', String(form.cause ?? ''));
  }
  return q.orderBy('id').execute();
}

/** Why a person is held against a filing: the register's row (by effect) or another live record of the module. */
export type HeldReason = 'alreadyCovered' | 'recentlyHelped' | 'alreadyOnFile' | 'duplicateCase';

/** A person the filing names held by another record: which person, why, and that record and its union. */
export interface HeldPerson {
  reason: HeldReason;
  person: FormPerson;
  other: { record_id: string; union_id: string };
}

/**
 * The first person of `people` held against a filing of record `recordId` (its own rows left out): by
 * the register (a live cover of the same plan and year, a relief of the same cause within 12 months, a
 * case on file), else by another live record (in review or returned) of `module` naming them.
 */
export async function firstHeld(
  db: Kysely<Database>,
  tenantId: string,
  module: string,
  effect: PersonEffect,
  form: Readonly<Record<string, unknown>>,
  people: readonly FormPerson[],
  recordId: string,
  today: string,
): Promise<HeldPerson | null> {
  const held = await heldInRegister(
    db,
    tenantId,
    effect,
    form,
    people.map((p) => p.hash),
    today,
    recordId,
  );
  for (const person of people) {
    const row = held.find((h) => h.person_hash === person.hash);
    if (row)
      return { reason: REGISTER_REASON[effect], person, other: { record_id: String(row.record_id), union_id: String(row.union_id) } };
  }
  const live = await liveRecords(
    db,
    tenantId,
    module,
    effect,
    form,
    people.map((p) => p.idNumber),
    recordId,
  );
  for (const record of live) {
    const theirs = new Set(idNumbersIn(effect, record.form as Record<string, unknown>));
    const person = people.find((p) => theirs.has(p.idNumber));
    if (person) return { reason: 'duplicateCase', person, other: { record_id: String(record.id), union_id: String(record.union_id) } };
  }
  return null;
}

/** Refuses a filing with `held`: 409 `person_<reason>` naming the other record and its union, never the ID number. */
export async function refuseHeld(db: Kysely<Database>, tenantId: string, held: HeldPerson): Promise<never> {
  return refuse(db, tenantId, held.reason, held.person, held.other);
}

const REGISTER_REASON = { coverMembers: 'alreadyCovered', recordAssistance: 'recentlyHelped', fileHardship: 'alreadyOnFile' } as const;

/** The ID numbers a stored form names for `effect`, as keyed. */
function idNumbersIn(effect: PersonEffect, form: Record<string, unknown>): string[] {
  if (effect !== 'coverMembers') return typeof form.memberIdCard === 'string' ? [idNumberKey(form.memberIdCard)] : [];
  const rows = Array.isArray(form.members) ? form.members : [];
  return rows.flatMap((r) => {
    const idCard = r && typeof r === 'object' ? (r as Record<string, unknown>).idCard : undefined;
    return typeof idCard === 'string' ? [idNumberKey(idCard)] : [];
  });
}
