import type { FieldDef, FieldRule } from '../types';
import type { YearSettingKey } from '../year-settings/keys';
import { latestYear } from './this-year';

type YearSettingRule = Extract<FieldRule, { rule: 'yearSetting' }>;

/** One figure of the federation's settings: the setting, its year and its item ('' for a setting with one figure a year). */
export interface YearFigureRef {
  setting: YearSettingKey;
  year: number;
  item: string;
}

/** The key of the `server-filled` call's answer holding the fields filled from the settings, by field (beside the source modules). */
export const SETTINGS_SOURCE = 'yearSettings';

/** The key of a figure in `ValidateOptions.yearSettings`. */
export const yearFigureKey = (ref: YearFigureRef): string => `${ref.setting}/${ref.year}/${ref.item}`;

/** The `yearSetting` rules of top-level `fields`, with the field each sits on. */
export const yearSettingRules = (fields: readonly FieldDef[]): { field: FieldDef; rule: YearSettingRule }[] =>
  fields.flatMap((field) => field.rules.flatMap((rule) => (rule.rule === 'yearSetting' ? [{ field, rule }] : [])));

/**
 * The year and item a rule or a server-filled field reads in `form`: field `year`'s integer, else the
 * year of `today` (the filing's); the key field `item` holds. Undefined while the form names no valid
 * year or item (the field's own rules say so; nothing is read).
 */
export function yearAndItem(ref: { year?: string; item?: string }, form: Readonly<Record<string, unknown>>, today: string) {
  const raw = ref.year ? form[ref.year] : latestYear(today);
  const year = typeof raw === 'number' || (typeof raw === 'string' && raw.trim() !== '') ? Number(raw) : NaN;
  if (!Number.isInteger(year) || year < 2000 || year > 2100) return undefined;
  const rawItem = ref.item ? form[ref.item] : '';
  const item = typeof rawItem === 'string' || typeof rawItem === 'number' ? String(rawItem).trim() : '';
  if (ref.item && !item) return undefined;
  return { year, item };
}

/**
 * Every figure the form needs of the settings: each `yearSetting` rule's setting (and its `times`,
 * which has one figure a year) and each server-filled field's, for the year and item the form names.
 * The server loads them before checking (`ValidateOptions.yearSettings`).
 */
export function neededYearFigures(fields: readonly FieldDef[], form: Readonly<Record<string, unknown>>, today: string): YearFigureRef[] {
  const refs = new Map<string, YearFigureRef>();
  const add = (setting: YearSettingKey, at: { year: number; item: string }) => {
    const ref = { setting, ...at };
    refs.set(yearFigureKey(ref), ref);
  };
  for (const { rule } of yearSettingRules(fields)) {
    const at = yearAndItem(rule, form, today);
    if (!at) continue;
    add(rule.setting, at);
    if (rule.times) add(rule.times, { year: at.year, item: '' });
  }
  for (const field of fields) {
    const at = field.serverFilled && yearAndItem(field.serverFilled, form, today);
    if (field.serverFilled && at) add(field.serverFilled.setting, at);
  }
  return [...refs.values()];
}

/**
 * The figures a `yearSetting` rule reads for `form`: the setting and the factor of its `times` (1
 * without), or undefined while one is not given (the console, or a form naming no year or item):
 * the rule is then silent.
 */
export function yearSettingFigures(
  rule: YearSettingRule,
  form: Readonly<Record<string, unknown>>,
  today: string,
  figures: Readonly<Record<string, number>> | undefined,
): { base: number; times: number } | undefined {
  const at = figures && yearAndItem(rule, form, today);
  if (!figures || !at) return undefined;
  const base = figures[yearFigureKey({ setting: rule.setting, ...at })];
  const times = rule.times ? figures[yearFigureKey({ setting: rule.times, year: at.year, item: '' })] : 1;
  return base === undefined || times === undefined ? undefined : { base, times };
}
