import type { Writable } from 'node:stream';
import {
  birthDateOf,
  excelCell,
  referenceDay,
  yearsOn,
  type CellContext,
  type FieldDef,
  type FormValue,
  type Lang,
  type LedgerDerived,
  type LedgerShare,
  type ModuleEntry,
} from '../../../catalogue';
import { formatTime, stageNameIn } from '../../platform/core';
import type { LastDecision } from './last-decisions';
import { documentStateName } from './record-state-text';
import { headerRows, openSheet, type SheetCell } from './sheet-writer';
import { signatureLine } from './signature-rows';
import { followUpsPay, type SheetFollowUp } from './follow-up-summary';
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
}

const YUAN = '#,##0.00';
/** The 台账's word for a reviewer's last decision. */
const OUTCOME_WORDS = { approve: 'outcomeApprove', return: 'outcomeReturn', decline: 'outcomeDecline' } as const;
const DAY = 'yyyy-mm-dd';
const MINUTE = 'yyyy-mm-dd hh:mm';

/**
 * A day or an instant written as Beijing time reads it (`yyyy-MM-dd[ HH:mm:ss]`) as an Excel date:
 * Excel has no time zones, so the wall time is stored as it is read.
 */
function excelDate(text: string | null | undefined): Date | null {
  const m = text ? /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text) : null;
  if (!m) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = m;
  return new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)));
}

/** The fields of a module's 台账: the key figures its entry names (`document.ledger`), else its listed fields. */
export function ledgerFields(entry: ModuleEntry): FieldDef[] {
  const names = entry.document?.ledger;
  if (!names) return entry.fields.filter((f) => f.listed);
  return names.map((n) => entry.fields.find((f) => f.name === n)).filter((f): f is FieldDef => f !== undefined);
}

/** A money field's header says its unit once: 开办资金（元）, never in each cell. */
const moneyHeader = (label: string, lang: Lang) => docText('yuan', lang, { label: label.replace(/\s*[(（]元[)）]\s*$/, '') });

/** One field's column: dictionary keys by label, money in yuan under a header with the unit, days as Excel days, counts as numbers. */
function fieldColumn(f: FieldDef, lang: Lang): SheetColumn {
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

/**
 * A column worked out from the form (`document.derived`): the number of a rows field's rows, or whole
 * years from a birth date (or an ID number's) or another date to the day its `at` names; empty while
 * either is missing.
 */
function derivedColumn(d: LedgerDerived, lang: Lang): SheetColumn {
  const header = d.label[lang];
  return {
    header,
    width: Math.max(8, header.length * (lang === 'zh' ? 2 : 1) + 2),
    cell: (r) => {
      const form = (r.form ?? {}) as Record<string, unknown>;
      if (d.kind === 'rowCount') return Array.isArray(form[d.from]) ? (form[d.from] as unknown[]).length : 0;
      const from = birthDateOf(form[d.from]);
      const submitted = r.submitTime ? `${r.submitTime.slice(0, 4)}-12-31` : null;
      const day =
        d.at === 'submitted'
          ? submitted
          : (referenceDay(
              d.at,
              (name) => form[name],
              lang,
              () => '',
            )?.day ?? null);
      return from && day && from <= day ? yearsOn(from, day) : null;
    },
  };
}

/** The follow-up columns of a module with `followUps`: 跟进状态, 最近跟进 and, where its kinds carry amounts, 已发放（元）. */
function followUpColumns(entry: ModuleEntry, lang: Lang): SheetColumn[] {
  if (!entry.followUps) return [];
  const t = (key: Parameters<typeof docText>[0]) => docText(key, lang);
  const paid = moneyHeader(t('followPaid'), lang);
  return [
    { header: t('followState'), width: 26, cell: (r) => r.followUp?.state },
    { header: t('followLastHeader'), width: 20, cell: (r) => r.followUp?.last },
    ...(followUpsPay(entry.followUps) ? [{ header: paid, width: 14, format: YUAN, cell: (r: SheetRecord) => r.followUp?.paid }] : []),
  ];
}

/**
 * The 台账's columns: 序号, the record's number and union, the module's key figures (`ledgerFields`)
 * and the columns worked out from them (`document.derived`), when it was submitted, its state and stage, the last approval's result, approver and date,
 * and an approved case's follow-up (`followUpColumns`).
 */
export function sheetColumns(entry: ModuleEntry, lang: Lang): SheetColumn[] {
  const t = (key: Parameters<typeof docText>[0]) => docText(key, lang);
  const decision = (r: SheetRecord) => r.decision ?? null;
  const totals = entry.document?.totals ?? [];
  const ledgerColumn = (f: FieldDef): SheetColumn => {
    const shares = totals.filter((x): x is LedgerShare => typeof x !== 'string' && x.field === f.name);
    return {
      ...fieldColumn(f, lang),
      group: entry.document?.headerGroups?.find((g) => g.fields.includes(f.name))?.label[lang],
      summed: totals.includes(f.name),
      ...(shares.length ? { shares } : {}),
    };
  };
  return [
    { header: t('serial'), width: 6, cell: (_r, _ctx, i) => i + 1 },
    { header: t('recordId'), width: 20, cell: (r) => r.id },
    { header: t('union'), width: 28, cell: (r) => r.unionName },
    ...ledgerFields(entry).map(ledgerColumn),
    ...(entry.document?.derived ?? []).map((d) => derivedColumn(d, lang)),
    { header: t('submitTime'), width: 17, format: MINUTE, cell: (r) => excelDate(r.submitTime) },
    { header: t('stateHeader'), width: 16, cell: (r) => documentStateName(entry, { ...r, stageName: null }, lang) },
    { header: t('stageHeader'), width: 16, cell: (r) => r.stageName },
    {
      header: t('result'),
      width: 22,
      cell: (r) => {
        const d = decision(r);
        return (
          d &&
          docText('stateWithStage', lang, {
            state: t(OUTCOME_WORDS[d.outcome]),
            stage: stageNameIn(lang, d.stageName),
          })
        );
      },
    },
    {
      header: t('approver'),
      width: 26,
      cell: (r) => {
        const d = decision(r);
        return d && (d.reviewerUnion ? docText('personOfUnion', lang, { name: d.reviewer, union: d.reviewerUnion }) : d.reviewer);
      },
    },
    { header: t('approvedOn'), width: 12, format: DAY, cell: (r) => excelDate(formatTime(decision(r)?.time)?.slice(0, 10)) },
    ...followUpColumns(entry, lang),
  ];
}

/** The 台账's title: the module, then the filter's creation dates, or the day it was exported. */
export function ledgerTitle(entry: ModuleEntry, lang: Lang, range: { from?: string; to?: string } = {}): string {
  const day = (t?: string) => t?.slice(0, 10);
  const [from, to] = [day(range.from), day(range.to)];
  const title = docText('ledgerTitle', lang, { title: entry.title[lang] });
  if (from && to) return title + docText('ledgerRange', lang, { from, to });
  if (from) return title + docText('ledgerFrom', lang, { from });
  if (to) return title + docText('ledgerTo', lang, { to });
  return title + docText('ledgerExported', lang, day(formatTime(new Date()) ?? undefined) ?? '');
}

/** Whether a share counts the record: its field holds one of the share's values (any of them, for a multiple choice). */
function counted(share: LedgerShare, record: SheetRecord): boolean {
  const value = (record.form as Record<string, unknown> | null)?.[share.field];
  return (Array.isArray(value) ? value : [value]).some((v) => v !== undefined && v !== null && share.values.includes(String(v)));
}

/** A share as the 合计 row prints it: the records counted and their percentage of all, to one decimal. */
function shareText(share: LedgerShare, n: number, of: number, lang: Lang): string {
  const label = share.label[lang];
  if (of === 0) return docText('shareOfNone', lang, { label });
  return docText('share', lang, { label, n, percent: ((n * 100) / of).toFixed(1) });
}

/**
 * Writes a module's records to `out` as its 台账, an .xlsx workbook written row by row (`openSheet`):
 * a title row, the header (one row, or two under `document.headerGroups`; frozen with the title), one
 * row per record numbered from 1, a 合计 row where the module has `document.totals` (the records
 * counted under 编号, the summed columns' totals, the shares under their fields), then the signature
 * rows (`document.signatureRows`). Each row is committed
 * as it comes, so memory holds one batch of records, never the sheet. `batches` yields the records in
 * list order with the names their cells need; `range` is the list filter's creation dates.
 */
export async function writeRecordSheet(
  out: Writable,
  entry: ModuleEntry,
  lang: Lang,
  batches: AsyncIterable<{ records: SheetRecord[]; ctx: CellContext }>,
  range: { from?: string; to?: string } = {},
): Promise<void> {
  const columns = sheetColumns(entry, lang);
  const sheet = await openSheet(out, {
    title: entry.title[lang],
    widths: columns.map((c) => c.width),
    formats: columns.map((c) => c.format),
    frozenRows: 1 + headerRows(columns).rows.length,
  });
  sheet.titleRow(ledgerTitle(entry, lang, range));
  sheet.header(columns);
  let index = 0;
  const sums = columns.map(() => 0);
  const counts = columns.map((c) => (c.shares ?? []).map(() => 0));
  for await (const { records, ctx } of batches) {
    for (const record of records) {
      const i = index++;
      const cells = columns.map((c) => c.cell(record, ctx, i));
      cells.forEach((cell, c) => {
        if (columns[c]!.summed && typeof cell === 'number') sums[c]! += cell;
      });
      columns.forEach((c, k) => c.shares?.forEach((share, j) => (counts[k]![j]! += counted(share, record) ? 1 : 0)));
      sheet.row(cells);
    }
  }
  if (columns.some((c) => c.summed || c.shares)) {
    // 合计: the records counted under 编号, each summed column's total (yuan to the fen), the shares one a line.
    const total = columns.map((c, k): SheetCell => {
      if (k === 0) return docText('total', lang);
      if (k === 1) return docText('recordCount', lang, { n: index });
      if (c.summed) return Math.round(sums[k]! * 100) / 100;
      return c.shares?.map((share, j) => shareText(share, counts[k]![j]!, index, lang)).join('\n');
    });
    sheet.block([total], [], { bold: true });
  }
  for (const items of entry.document?.signatureRows ?? []) sheet.across(signatureLine(items, lang));
  await sheet.finish();
}
