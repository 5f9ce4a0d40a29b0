/** The stored shapes of form values, one per group of field kinds. */

/** `dateRange`: both ends yyyy-MM-dd. */
export interface DateRangeValue {
  start: string;
  end: string;
}

/** One cell of a `rows` table (a scalar kind's value). */
export type CellValue = string | number | null;

/** One row of a `rows` table: column name to cell. */
export type RowValue = Record<string, CellValue>;

/** `attachments` with named slots: slot key to upload ids. */
export type SlotValue = Record<string, string[]>;

/** A field's stored value (normalised by its kind). */
export type FormValue = string | number | string[] | DateRangeValue | RowValue[] | SlotValue | null;

/** A whole form: field name to stored value. */
export type FormData = Record<string, FormValue>;

export function isEmptyValue(v: unknown): boolean {
  if (v === undefined || v === null || v === '') return true;
  if (Array.isArray(v)) return v.length === 0;
  if (typeof v === 'object') return Object.values(v as Record<string, unknown>).every(isEmptyValue);
  return false;
}

export function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Money in fen as yuan with two decimals (12345 -> "123.45"). */
export function fenToYuan(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Yuan as typed ("123.4", "123.45") to fen, or null when it is not an amount with at most two decimals. */
export function yuanToFen(text: string): number | null {
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  const fen = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  const signed = m[1] ? -fen : fen;
  return Number.isSafeInteger(signed) ? signed : null;
}
