// The 台账's columns as the sheets build them: a record as they read it, one field's column.
import { excelCell, type CellContext, type FieldDef, type FormValue, type Lang, type LedgerShare } from '../../../catalogue';
import type { SheetFollowUp } from './follow-up-summary';
import type { LastDecision } from './last-decisions';
import { formatTime } from '../../platform/core';
import type { SheetCell } from './sheet-writer';
import { docText } from './texts';

/** A record as the 台账 reads it (a record view has all of it, and `sheetBatch` adds the last decision). */
export interface SheetRecord {
  id: string;
  unionName: string;
  state: string;
  stateName: string;
  stageName: string | null;
  step: string;
  submitTime: string | null;
  form: unknown;
  /** The last approval or return (`lastDecisions`); none before the first review. */
  decision?: LastDecision | null;
  /** An approved record's follow-up rows as the 台账 shows them (a module with `followUps`); none before approval. */
  followUp?: SheetFollowUp | null;
}

export interface SheetColumn {
  header: string;
  width: number;
  /** The column's Excel number format. */
  format?: string;
  cell: (record: SheetRecord, ctx: CellContext, index: number) => SheetCell;
  /** The header above it, merged across its group's columns (`document.headerGroups`). */
  group?: string;
  /** Summed in the 合计 row (`document.totals`). */
  summed?: boolean;
  /** Shares of the records printed under it in the 合计 row (`document.totals`). */
  shares?: LedgerShare[];
  /** A share of one number field in another (`document.derived` kind `ratio`): the 合计 row gives the share of their sums. */
  ratio?: { numerator: string; denominator: string };
}

/** Excel's number formats of the 台账's columns: yuan to the fen, days, minutes. */
export const YUAN = '#,##0.00';
export const DAY = 'yyyy-mm-dd';
export const MINUTE = 'yyyy-mm-dd hh:mm';
/** A share as a percentage to one decimal (入会率 70.0%). */
export const PERCENT = '0.0%';

/** The text of a share that has nothing to be a share of (a row with no staff): —. */
export const NO_SHARE = '—';

/** `numerator` / `denominator` to a tenth of a percent, or `—` where the denominator is 0 or no number. */
export function shareCell(numerator: unknown, denominator: unknown): number | string {
  const [n, d] = [Number(numerator), Number(denominator)];
  if (typeof denominator !== 'number' || !Number.isFinite(d) || d === 0 || !Number.isFinite(n)) return NO_SHARE;
  return Math.round((n / d) * 1000) / 1000;
}

/**
 * A day or an instant written as Beijing time reads it (`yyyy-MM-dd[ HH:mm:ss]`) as an Excel date:
 * Excel has no time zones, so the wall time is stored as it is read.
 */
export function excelDate(text: string | null | undefined): Date | null {
  const m = text ? /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text) : null;
  if (!m) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = m;
  return new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)));
}

/** A money field's header says its unit once: 开办资金（元）, never in each cell. */
export const moneyHeader = (label: string, lang: Lang) => docText('yuan', lang, { label: label.replace(/\s*[(（]元[)）]\s*$/, '') });

/** One field's column: dictionary keys by label, money in yuan under a header with the unit, days as Excel days, counts as numbers. */
export function fieldColumn(f: FieldDef, lang: Lang): SheetColumn {
  const label = f.label[lang];
  const value = (r: SheetRecord) => (r.form as Record<string, FormValue> | null)?.[f.name];
  const width = (text: string, least: number) => Math.max(least, Math.min(40, text.length * (lang === 'zh' ? 2 : 1) + 4));
  if (f.kind === 'money')
    return {
      header: moneyHeader(label, lang),
      width: width(moneyHeader(label, lang), 14),
      format: YUAN,
      cell: (r, ctx) => excelCell(f, value(r), ctx),
    };
  if (f.kind === 'date') return { header: label, width: width(label, 12), format: DAY, cell: (r) => excelDate(String(value(r) ?? '')) };
  const least = f.kind === 'integer' ? 10 : f.kind === 'text' || f.kind === 'region' || f.kind === 'unionPicker' ? 24 : 14;
  return { header: label, width: width(label, least), cell: (r, ctx) => excelCell(f, value(r), ctx) };
}

/** A sheet's title followed by the filter's creation dates, or the day it was exported. */
export function withRange(title: string, lang: Lang, range: { from?: string; to?: string } = {}): string {
  const day = (t?: string) => t?.slice(0, 10);
  const [from, to] = [day(range.from), day(range.to)];
  if (from && to) return title + docText('ledgerRange', lang, { from, to });
  if (from) return title + docText('ledgerFrom', lang, { from });
  if (to) return title + docText('ledgerTo', lang, { to });
  return title + docText('ledgerExported', lang, day(formatTime(new Date()) ?? undefined) ?? '');
}
