import type { Kysely } from 'kysely';
import { neededYearFigures, yearAndItem, yearFigureKey, type FieldDef, type YearFigureRef } from '../../../catalogue';
import type { Database } from '../../../db';
import { yearSetting } from '../../admin/year-settings';
import { AppError } from '../../platform/core';

/** A figure of the settings; on a submit a missing one is the 409 `yearSettingMissing`, else it is null. */
async function figureOf(db: Kysely<Database>, tenantId: string, ref: YearFigureRef, mode: 'draft' | 'submit'): Promise<number | null> {
  try {
    return await yearSetting(db, tenantId, ref.year, ref.setting, ref.item);
  } catch (e) {
    if (mode === 'draft' && e instanceof AppError && e.key === 'yearSettingMissing') return null;
    throw e;
  }
}

/**
 * The federation's figures the form's `yearSetting` rules and server-filled fields read, by
 * `yearFigureKey` (undefined when it needs none). A submit is refused while one is missing (409
 * `yearSettingMissing`, naming the setting and year: the federation must set it first); a draft is
 * saved, the rule silent until then.
 */
export async function yearFiguresOf(
  db: Kysely<Database>,
  tenantId: string,
  fields: readonly FieldDef[],
  form: Readonly<Record<string, unknown>>,
  today: string,
  mode: 'draft' | 'submit',
): Promise<Record<string, number> | undefined> {
  const refs = neededYearFigures(fields, form, today);
  if (refs.length === 0) return undefined;
  const figures: Record<string, number> = {};
  for (const ref of refs) {
    const figure = await figureOf(db, tenantId, ref, mode);
    if (figure !== null) figures[yearFigureKey(ref)] = figure;
  }
  return figures;
}

/**
 * The fields of `fields` the server writes from the settings (`serverFilled: { setting }`, rights3's
 * 低保), each the figure of the year the form names (null while it names none, or, in a draft or the
 * console's read, while the federation has not set it).
 */
export async function settingFilledValues(
  db: Kysely<Database>,
  tenantId: string,
  fields: readonly FieldDef[],
  form: Readonly<Record<string, unknown>>,
  today: string,
  mode: 'draft' | 'submit',
): Promise<Record<string, number | null>> {
  const out: Record<string, number | null> = {};
  for (const field of fields) {
    if (!field.serverFilled) continue;
    const at = yearAndItem(field.serverFilled, form, today);
    const ref = at && { setting: field.serverFilled.setting, ...at };
    out[field.name] = ref ? await figureOf(db, tenantId, ref, mode) : null;
  }
  return out;
}
