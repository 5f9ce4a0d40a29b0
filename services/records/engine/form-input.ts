import { inRegisterRules, registerIdsOf } from './register-ids';
import type { Kysely } from 'kysely';
import {
  consentByCodeOf,
  hasPersonalData,
  keepEchoedMasks,
  loadRichTextSanitizer,
  validateForm,
  type AttachmentFacts,
  type FieldDef,
  type FieldKind,
  type FieldRule,
  type FormData,
  type Lang,
  type ModuleEntry,
  type UnionKind,
} from '../../../catalogue';
import { currentOfficers, findConsent, type Database } from '../../../db';
import { InvalidInputError, todayInShanghai } from '../../platform/core';
import { takenUnionNames } from './union-names';
import { loadDictionaryKeys } from '../../admin/dictionaries';
import { calendarOf } from '../../admin/work-calendar';
import { refuseMissingFigures, settingsDayOf, yearFiguresOf } from './year-figures';

const regionCache = new WeakMap<object, Promise<Set<string>>>();

function regionCodes(db: Kysely<Database>): Promise<Set<string>> {
  let codes = regionCache.get(db);
  if (!codes) {
    codes = db
      .selectFrom('region')
      .select('code')
      .execute()
      .then((rows) => new Set(rows.map((r) => r.code)));
    regionCache.set(db, codes);
  }
  return codes;
}

/**
 * The valid keys of each dictionary code the form uses (services/admin/dictionaries, cached there). A
 * code that answers no keys is left unchecked rather than refusing every value: a dictionary not
 * seeded yet must not lock a form.
 */
async function dictionaryKeys(db: Kysely<Database>, tenantId: string, codes: readonly string[]): Promise<Record<string, string[]>> {
  const keys = await loadDictionaryKeys(db, tenantId, codes);
  return Object.fromEntries(Object.entries(keys).filter(([, list]) => list.length > 0));
}

/** Every field of a form, the columns of its tables included. */
function allFields(fields: readonly FieldDef[]): FieldDef[] {
  return fields.flatMap((f) => [f, ...allFields(f.columns ?? [])]);
}

const has = (fields: FieldDef[], kind: FieldKind) => fields.some((f) => f.kind === kind);

/** The unions of the tenant with their kinds, by id: what a union picker may name. */
async function unionKinds(db: Kysely<Database>, tenantId: string): Promise<Map<string, UnionKind>> {
  const rows = await db.selectFrom('union_org').select(['id', 'kind']).where('tenant_id', '=', tenantId).execute();
  return new Map(rows.map((r) => [String(r.id), r.kind]));
}

/** The union of record `recordId`; undefined before the record exists. */
async function recordUnion(db: Kysely<Database>, tenantId: string, recordId: string): Promise<string | undefined> {
  const record = await db
    .selectFrom('record')
    .select('union_id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', recordId)
    .executeTakeFirst();
  return record ? String(record.union_id) : undefined;
}

/** The accounts (and sub-accounts) of the record's union, or of the tenant before the record exists. */
async function personIds(db: Kysely<Database>, tenantId: string, recordId: string): Promise<Set<string>> {
  const unionId = await recordUnion(db, tenantId, recordId);
  let query = db.selectFrom('app_user').select('id').where('tenant_id', '=', tenantId);
  if (unionId !== undefined) query = query.where('union_id', '=', unionId);
  const rows = await query.execute();
  return new Set(rows.map((r) => String(r.id)));
}

/** The union a record belongs to: the given one, else the record's (before a record exists, none). */
async function unionOf(db: Kysely<Database>, tenantId: string, recordId: string, unionId?: string): Promise<string | undefined> {
  return unionId ?? recordUnion(db, tenantId, recordId);
}

/** The names of the union's committee (委员会) members in office, for `sittingMember`; none without a union. */
async function sittingMembers(db: Kysely<Database>, tenantId: string, unionId: string | undefined): Promise<Set<string>> {
  if (!unionId) return new Set();
  const officers = await currentOfficers(db, tenantId, unionId);
  return new Set(officers.filter((o) => o.committee === 'committee').map((o) => o.name));
}

/** The positions each member of the union's committee (委员会) in office holds, by name, for `notSittingAs`. */
async function officerPositions(db: Kysely<Database>, tenantId: string, unionId: string | undefined): Promise<Map<string, Set<string>>> {
  const held = new Map<string, Set<string>>();
  if (!unionId) return held;
  for (const o of await currentOfficers(db, tenantId, unionId)) {
    if (o.committee !== 'committee') continue;
    held.set(o.name, (held.get(o.name) ?? new Set()).add(o.position));
  }
  return held;
}

/** True when a field (or a column of it) has a rule of this kind. */
const hasRule = (fields: FieldDef[], rule: FieldRule['rule']) => fields.some((f) => f.rules.some((r) => r.rule === rule));

/** The record's own uploads with their detected types. */
async function recordAttachments(db: Kysely<Database>, tenantId: string, recordId: string): Promise<Map<string, AttachmentFacts>> {
  const rows = await db
    .selectFrom('attachment')
    .select(['id', 'mime'])
    .where('tenant_id', '=', tenantId)
    .where('record_id', '=', recordId)
    .execute();
  return new Map(rows.map((r) => [String(r.id), { mime: r.mime }]));
}

/**
 * True when the nominee confirmed by the texted code (a consent slot `byCode`) for the ID number and
 * mobile the form sends: the signed consent may then be left out (I-CONSENT).
 */
async function confirmedByCode(
  db: Kysely<Database>,
  entry: ModuleEntry,
  tenantId: string,
  recordId: string,
  fields: Record<string, unknown>,
): Promise<boolean> {
  const byCode = consentByCodeOf(entry.fields);
  const idCard = byCode ? fields[byCode.idCard] : undefined;
  const phone = byCode ? fields[byCode.mobile] : undefined;
  if (typeof idCard !== 'string' || typeof phone !== 'string' || !idCard || !phone) return false;
  // The form's ID number as the confirmation stored it (the stored form's, normalised: upper-case X).
  return (await findConsent(db, { tenantId, recordId, idCard: idCard.trim().toUpperCase(), phone: phone.trim() })) !== undefined;
}

/**
 * The sent form with each echoed mask of a personal field replaced by the stored value it masks (the
 * console may send back what it was shown; a mask is never stored). Compared with the record's form
 * and with its form as submitted (a reviewer was shown that one). A new record has none: its masks
 * are refused by their kinds.
 */
async function withEchoedMasksKept(
  db: Kysely<Database>,
  entry: ModuleEntry,
  tenantId: string,
  recordId: string,
  sent: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  if (!hasPersonalData(entry.fields) || !JSON.stringify(sent).includes('*')) return sent;
  const stored = await db
    .selectFrom('record')
    .select(['form', 'submitted_form'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', recordId)
    .executeTakeFirst();
  if (!stored) return sent;
  return keepEchoedMasks(entry.fields, keepEchoedMasks(entry.fields, sent, stored.form), stored.submitted_form);
}

/** The body of a save or submit: the record's keys beside the form's fields. */
export interface FormBody {
  id?: string;
  taskId?: string;
  [field: string]: unknown;
}

/**
 * Checks a body's form against the catalogue (the server is the authority), with the lists its
 * field kinds check against: regions, dictionary keys, unions, persons and the record's own
 * uploads, the union's committee members in office (`sittingMember`; the union is `unionId`, else the
 * record's) and the rich-text sanitiser (each loaded only when the form has a field that needs it);
 * throws 400 with each broken rule.
 */
export async function checkedForm(
  db: Kysely<Database>,
  entry: ModuleEntry,
  tenantId: string,
  recordId: string,
  body: FormBody,
  mode: 'draft' | 'submit',
  lang: Lang,
  /** The applicant union: its own present name is no other union's (`uniqueUnionName`); its committee for `sittingMember`. */
  unionId?: string,
  /** The questionnaire answers the form carries, checked by their shape (`answers.<id>` in a condition). */
  answers?: Record<string, unknown>,
): Promise<{ form: FormData; title: string }> {
  const { id: _id, taskId: _taskId, ...sent } = body;
  const fields = await withEchoedMasksKept(db, entry, tenantId, recordId, sent);
  const all = allFields(entry.fields);
  const dictCodes = [
    ...all.filter((f) => (f.kind === 'dict' || f.kind === 'dictMulti') && f.dict).map((f) => f.dict as string),
    // A lines field keyed by subject takes the keys of its dictionary (an administrator's own subject too).
    ...all.flatMap((f) => (f.kind === 'moneyLines' && f.lines && 'subject' in f.lines.key ? [f.lines.key.subject.dict] : [])),
  ];
  const registerRules = inRegisterRules(all);
  const [regions, dicts, unions, persons, attachments, sanitizeHtml, takenNames, members, positions, workCalendar, registerIds] =
    await Promise.all([
      has(all, 'region') ? regionCodes(db) : undefined,
      dictCodes.length > 0 ? dictionaryKeys(db, tenantId, dictCodes) : undefined,
      has(all, 'unionPicker') ? unionKinds(db, tenantId) : undefined,
      has(all, 'personPicker') ? personIds(db, tenantId, recordId) : undefined,
      has(all, 'image') || has(all, 'attachments') ? recordAttachments(db, tenantId, recordId) : undefined,
      has(all, 'richText') ? loadRichTextSanitizer() : undefined,
      mode === 'submit' ? takenUnionNames(db, tenantId, entry.fields, fields, unionId) : undefined,
      hasRule(all, 'sittingMember') ? unionOf(db, tenantId, recordId, unionId).then((u) => sittingMembers(db, tenantId, u)) : undefined,
      hasRule(all, 'notSittingAs') ? unionOf(db, tenantId, recordId, unionId).then((u) => officerPositions(db, tenantId, u)) : undefined,
      // The tenant's own calendar (the administrator keeps it under 系统管理 › 工作日历).
      hasRule(all, 'workingDaysAtLeast') ? calendarOf(db, tenantId) : undefined,
      // The applicant union's register rows and reserved ids (`inRegister`).
      registerRules.length > 0
        ? unionOf(db, tenantId, recordId, unionId).then((u) => registerIdsOf(db, tenantId, u, registerRules))
        : undefined,
    ]);
  const consentConfirmed = mode === 'submit' && (await confirmedByCode(db, entry, tenantId, recordId, fields));
  const today = todayInShanghai();
  // The federation's figures of the year (`yearSetting` rules; the year of the first submission where no field names one), those it has set.
  const settingsDay = await settingsDayOf(db, tenantId, recordId, entry.fields, today);
  const { figures: yearSettings, missing: missingFigures } = await yearFiguresOf(db, tenantId, entry.fields, fields, settingsDay);
  const result = validateForm(entry, fields, {
    lang,
    mode,
    today,
    regions,
    dicts,
    ...(unions ? { unions: new Set(unions.keys()), unionKinds: unions } : {}),
    persons,
    attachments,
    sanitizeHtml,
    takenUnionNames: takenNames,
    ...(members ? { sittingMembers: members } : {}),
    ...(positions ? { officerPositions: positions } : {}),
    ...(workCalendar ? { workCalendar } : {}),
    ...(registerIds ? { registerIds } : {}),
    ...(yearSettings ? { yearSettings, settingsDay } : {}),
    consentConfirmed,
    ...(answers ? { answers } : {}),
  });
  if (!result.ok) throw new InvalidInputError(result.errors);
  // A valid form submitted for a year the federation has not set is a 409 (it must set it first); a bad
  // value is the filer's to fix before that (400 above), whatever the settings.
  if (mode === 'submit') await refuseMissingFigures(db, tenantId, missingFigures);
  const titleValue = result.value[entry.titleField];
  return { form: result.value, title: typeof titleValue === 'string' && titleValue ? titleValue : entry.title.zh };
}
