import type { FieldDef, PerHeadComputed, ProductComputed, ShareComputed, SumComputed } from '../types';
import { linesSum } from './lines';
import { fieldKinds } from './registry';
import { isEmptyValue, isPlainObject } from './values';

/** `num`/`den` of `n`, rounded half up to the unit (2 % of 1 234 567 fen is 24 691 fen). */
export function computedFigure(c: Pick<ShareComputed, 'num' | 'den'>, n: number): number {
  return Math.floor((2 * n * c.num + c.den) / (2 * c.den));
}

/** True when the field is the sum of a rows column rather than a share of another number. */
export const isSum = (c: ShareComputed | SumComputed): c is SumComputed => 'sumOf' in c;

/** A figure computed from several fields of the form: a product, or a figure per head. */
export type FormulaComputed = ProductComputed | PerHeadComputed;

export const isFormula = (c: NonNullable<FieldDef['computed']>): c is FormulaComputed => 'product' in c || 'perHead' in c;

/** The fields a formula reads. */
export const formulaSources = (c: FormulaComputed): string[] =>
  'product' in c ? [...c.product] : [c.perHead.of, c.perHead.over, ...(c.perHead.less ? [c.perHead.less] : [])];

/**
 * A formula's figure from the numbers `numberOf` reads (a rows field's: its number of rows), undefined
 * while one it needs is missing or there are no heads; a figure per head rounds half up to the unit.
 */
export function formulaFigure(c: FormulaComputed, numberOf: (name: string) => number | undefined): number | undefined {
  if ('product' in c) {
    const [a, b] = c.product.map(numberOf);
    return a === undefined || b === undefined ? undefined : a * b;
  }
  const { of, less, over, monthly } = c.perHead;
  const [total, minus, heads] = [numberOf(of), less ? numberOf(less) : 0, numberOf(over)];
  if (total === undefined || minus === undefined || heads === undefined || heads <= 0) return undefined;
  return computedFigure({ num: total - minus, den: heads * (monthly ? 12 : 1) }, 1);
}

/** A field's number in `form` as `formulaFigure` reads it: a number field's number, a rows field's number of rows. */
export function formNumber(fields: readonly FieldDef[], form: Readonly<Record<string, unknown>>, name: string): number | undefined {
  const field = fields.find((f) => f.name === name);
  if (!field) return undefined;
  const raw = form[name];
  return field.kind === 'rows' ? (Array.isArray(raw) ? raw.length : undefined) : numberIn(field, raw);
}

/** The number a field holds, read as its kind reads input (money typed as fen text); undefined when it holds none. */
export function numberIn(field: FieldDef, raw: unknown): number | undefined {
  if (isEmptyValue(raw)) return undefined;
  const kind = fieldKinds[field.kind];
  const { value, rule } = kind.normalise(raw, field);
  const c = rule ? undefined : kind.comparable?.(value);
  return c?.kind === 'number' ? c.n : undefined;
}

/**
 * The sum of the `column` cells of the rows `raw` holds (the rows field `rows`); undefined while the
 * field holds no rows or a cell holds no number (the form is not complete enough to compute it).
 */
export function columnSum(rows: FieldDef, column: string, raw: unknown, where?: readonly string[]): number | undefined {
  if (rows.kind === 'moneyLines' && rows.lines) return linesSum(rows.lines, column, raw, where);
  const col = rows.columns?.find((c) => c.name === column);
  if (!col || !Array.isArray(raw) || raw.length === 0) return undefined;
  let sum = 0;
  for (const row of raw) {
    const n = isPlainObject(row) ? numberIn(col, row[column]) : undefined;
    if (n === undefined) return undefined;
    sum += n;
  }
  return sum;
}

/**
 * The computed fields that follow field `name` when it takes `raw`, each with its figure (null when
 * `raw` holds no number): the console fills them as the figure they follow is typed.
 */
export function computedFollowing(
  fields: readonly FieldDef[],
  name: string,
  raw: unknown,
  /** The form's other values, which a product or a figure per head reads too. */
  form: Readonly<Record<string, unknown>> = {},
): { field: FieldDef; figure: number | null }[] {
  const source = fields.find((f) => f.name === name);
  if (!source) return [];
  return fields.flatMap((field) => {
    const c = field.computed;
    if (!c) return [];
    if (isFormula(c)) {
      if (!formulaSources(c).includes(name)) return [];
      const next = { ...form, [name]: raw };
      return [{ field, figure: formulaFigure(c, (n) => formNumber(fields, next, n)) ?? null }];
    }
    if (isSum(c)) return c.sumOf === name ? [{ field, figure: columnSum(source, c.column, raw, c.where) ?? null }] : [];
    if (c.from !== name) return [];
    const n = numberIn(source, raw);
    return [{ field, figure: n === undefined ? null : computedFigure(c, n) }];
  });
}
