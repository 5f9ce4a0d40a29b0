import type { Kysely } from 'kysely';
import { neededYearFigures, yearAndItem, yearFigureKey, yearSettingRules, type FieldDef, type YearFigureRef } from '../../../catalogue';
import type { Database } from '../../../db';
import { yearSetting } from '../../admin/year-settings';
import { AppError, isId, todayInShanghai } from '../../platform/core';

/**
 * The day whose year the federation's settings are read for (a rule or a server-filled field naming
 * no year field): the record's first submission, kept on the record, so a resubmit in January of a
 * December filing reads December's year; today for a record not yet submitted. Read only when
 * `fields` read a setting.
 */
export async function settingsDayOf(
  db: Kysely<Database>,
  tenantId: string,
  recordId: string,
  fields: readonly FieldDef[],
  today: string,
): Promise<string> {
  if (yearSettingRules(fields).length === 0 && !fields.some((f) => f.serverFilled)) return today;
  // A record not made yet ('0': a form checked before its first save).
  if (!isId(recordId) || recordId === '0') return today;
  const row = await db
    .selectFrom('record')
    .select('first_submit_time')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', recordId)
    .executeTakeFirst();
  return row?.first_submit_time ? todayInShanghai(row.first_submit_time) : today;
}

/** A figure of the settings, or null while the federation has not set it. */
async function figureOf(db: Kysely<Database>, tenantId: string, ref: YearFigureRef): Promise<number | null> {
  try {
    return await yearSetting(db, tenantId, ref.year, ref.setting, ref.item);
  } catch (e) {
    if (e instanceof AppError && e.key === 'yearSettingMissing') return null;
    throw e;
  }
}

/** The figures a form's `yearSetting` rules read (undefined when it needs none), and those the federation has not set. */
export interface YearFigures {
  figures: Record<string, number> | undefined;
  missing: YearFigureRef[];
}

/**
 * The federation's figures the form's `yearSetting` rules and server-filled fields read, by
 * `yearFigureKey`, read once; a figure not set is left out (the rule silent) and named in `missing`.
 */
export async function yearFiguresOf(
  db: Kysely<Database>,
  tenantId: string,
  fields: readonly FieldDef[],
  form: Readonly<Record<string, unknown>>,
  /** The day whose year is read where no year field is named (`settingsDayOf`). */
  settingsDay: string,
): Promise<YearFigures> {
  const refs = neededYearFigures(fields, form, settingsDay);
  if (refs.length === 0) return { figures: undefined, missing: [] };
  const figures: Record<string, number> = {};
  const missing: YearFigureRef[] = [];
  for (const ref of refs) {
    const figure = await figureOf(db, tenantId, ref);
    if (figure === null) missing.push(ref);
    else figures[yearFigureKey(ref)] = figure;
  }
  return { figures, missing };
}

/**
 * A valid form submitted while a figure it needs is not set: 409 `yearSettingMissing` naming the
 * setting and year (the reader's refusal), so the federation sets it first.
 */
export async function refuseMissingFigures(db: Kysely<Database>, tenantId: string, missing: readonly YearFigureRef[]): Promise<void> {
  const [first] = missing;
  if (first) await yearSetting(db, tenantId, first.year, first.setting, first.item);
}

/**
 * The fields of `fields` the server writes from the settings (`serverFilled: { setting }`, rights3's
 * 低保), each the figure of the year the form names, else of `settingsDay`'s (null while it names none,
 * or, in a draft or the console's read, while the federation has not set it).
 */
export async function settingFilledValues(
  db: Kysely<Database>,
  tenantId: string,
  fields: readonly FieldDef[],
  form: Readonly<Record<string, unknown>>,
  settingsDay: string,
  mode: 'draft' | 'submit',
): Promise<Record<string, number | null>> {
  const out: Record<string, number | null> = {};
  for (const field of fields) {
    if (!field.serverFilled) continue;
    const at = yearAndItem(field.serverFilled, form, settingsDay);
    const ref = at && { setting: field.serverFilled.setting, ...at };
    const figure = ref ? await figureOf(db, tenantId, ref) : null;
    if (ref && figure === null && mode === 'submit') await refuseMissingFigures(db, tenantId, [ref]);
    out[field.name] = figure;
  }
  return out;
}
