/**
 * Helpers of the rules that count (rows, bands, lists) for validate-form.ts: which rows a rule looks
 * at, a row's cell as text, the band a number falls in, a list of numbers as a person reads it.
 */
import { isPlainObject, type FormValue, type RowValue } from '../fields/values';
import type { Lang, RowsWhen, SizeBand } from '../types';

/** The rows of a `rows` value, each with its index, that `when` chooses (all rows without it). */
export function chosenRows(v: FormValue | undefined, when?: RowsWhen): { row: RowValue; index: number }[] {
  if (!Array.isArray(v)) return [];
  return (v as RowValue[])
    .map((row, index) => ({ row, index }))
    .filter(({ row }) => isPlainObject(row) && (!when || when.equals.includes(cellText(row, when.column))));
}

/** A row's cell as trimmed text ('' when empty or not a scalar). */
export function cellText(row: RowValue, column: string): string {
  const v = row[column];
  return typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '';
}

/** The band of `bands` that holds `n`. */
export const bandOf = (bands: readonly SizeBand[], n: number): SizeBand | undefined =>
  bands.find((b) => n >= b.from && (b.to === undefined || n <= b.to));

/** Numbers as a list reads: `3或5`, `3 or 5`. */
export function listText(values: readonly number[], lang: Lang): string {
  if (values.length <= 1) return values.join('');
  const head = values.slice(0, -1).join(lang === 'en' ? ', ' : '、');
  return `${head}${lang === 'en' ? ' or ' : '或'}${values.at(-1)}`;
}
