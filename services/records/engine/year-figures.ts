import type { Kysely } from 'kysely';
import { neededYearFigures, yearAndItem, yearFigureKey, type FieldDef, type YearFigureRef } from '../../../catalogue';
import type { Database } from '../../../db';
import { yearSetting } from '../../admin/year-settings';
import { AppError } from '../../platform/core';

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
  today: string,
): Promise<YearFigures> {
  const refs = neededYearFigures(fields, form, today);
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
    const figure = ref ? await figureOf(db, tenantId, ref) : null;
    if (ref && figure === null && mode === 'submit') await refuseMissingFigures(db, tenantId, [ref]);
    out[field.name] = figure;
  }
  return out;
}
