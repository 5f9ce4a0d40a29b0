import type { Writable } from 'node:stream';
import {
  birthDateOf,
  referenceDay,
  yearsOn,
  type CellContext,
  type FieldDef,
  type Lang,
  type LedgerDerived,
  type LedgerShare,
  type ModuleEntry,
} from '../../../catalogue';
import { formatTime, stageNameIn } from '../../platform/core';
import { ledgerByRow } from './ledger-by-row';
import { documentStateName } from './record-state-text';
import {
  DAY,
  excelDate,
  fieldColumn,
  MINUTE,
  moneyHeader,
  PERCENT,
  shareCell,
  withRange,
  YUAN,
  type SheetColumn,
  type SheetRecord,
} from './sheet-columns';
import { headerRows, openSheet, type SheetCell } from './sheet-writer';
import { signatureLine } from './signature-rows';
import { followUpsPay } from './follow-up-summary';
import { docText } from './texts';

export type { SheetColumn, SheetRecord } from './sheet-columns';

/** The 台账's word for a reviewer's last decision. */
const OUTCOME_WORDS = { approve: 'outcomeApprove', return: 'outcomeReturn', decline: 'outcomeDecline' } as const;

/** The fields of a module's 台账: the key figures its entry names (`document.ledger`), else its listed fields. */
export function ledgerFields(entry: ModuleEntry): FieldDef[] {
  const names = entry.document?.ledger;
  if (!names) return entry.fields.filter((f) => f.listed);
  return names.map((n) => entry.fields.find((f) => f.name === n)).filter((f): f is FieldDef => f !== undefined);
}

/**
 * The fields whose names the 台账's cells show (the dictionaries' labels, the pickers' and files' names
 * its context reads): its key figures and, with a sheet by row, the rows field and that sheet's fields.
 */
export function ledgerReadFields(entry: ModuleEntry): FieldDef[] {
  const byRow = entry.document?.ledgerByRow;
  if (!byRow) return ledgerFields(entry);
  const names = new Set([byRow.field, ...(byRow.fields ?? [])]);
  return [...ledgerFields(entry), ...entry.fields.filter((f) => names.has(f.name))];
}

/**
 * A column worked out from the form (`document.derived`): the number of a rows field's rows, one number
 * field's share of another (a percentage, `—` without a second), or whole years from a birth date (or
 * an ID number's) or another date to the day its `at` names; empty while either is missing.
 */
function derivedColumn(d: LedgerDerived, lang: Lang): SheetColumn {
  const header = d.label[lang];
  const width = Math.max(8, header.length * (lang === 'zh' ? 2 : 1) + 2);
  const formOf = (r: SheetRecord) => (r.form ?? {}) as Record<string, unknown>;
  if (d.kind === 'ratio')
    return {
      header,
      width,
      format: PERCENT,
      ratio: { numerator: d.numerator, denominator: d.denominator },
      cell: (r) => shareCell(formOf(r)[d.numerator], formOf(r)[d.denominator]),
    };
  return {
    header,
    width,
    cell: (r) => {
      const form = formOf(r);
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
 * and the columns worked out from them (`document.derived`: a share right after the field it names,
 * the others after the key figures), when it was submitted, its state and stage, the last approval's
 * result, approver and date, and an approved case's follow-up (`followUpColumns`).
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
  const fields = ledgerFields(entry);
  const derived = entry.document?.derived ?? [];
  // A share placed after its field (入会率 after 会员人数); the other derived columns follow the key figures.
  const placedAfter = (d: LedgerDerived): string | undefined => {
    const after = d.kind === 'ratio' ? d.after : undefined;
    return after !== undefined && fields.some((f) => f.name === after) ? after : undefined;
  };
  return [
    { header: t('serial'), width: 6, cell: (_r, _ctx, i) => i + 1 },
    { header: t('recordId'), width: 20, cell: (r) => r.id },
    { header: t('union'), width: 28, cell: (r) => r.unionName },
    ...fields.flatMap((f) => [ledgerColumn(f), ...derived.filter((d) => placedAfter(d) === f.name).map((d) => derivedColumn(d, lang))]),
    ...derived.filter((d) => placedAfter(d) === undefined).map((d) => derivedColumn(d, lang)),
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
  return withRange(docText('ledgerTitle', lang, { title: entry.title[lang] }), lang, range);
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
 * rows (`document.signatureRows`); a module with `document.ledgerByRow` has a second sheet, one line
 * per row of its rows field (`ledgerByRow`). Each row is committed
 * as it comes, so memory holds one batch of records, never the sheet (the sheet by row holds its
 * lines' cells until the first sheet ends). `batches` yields the records in
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
  const byRow = entry.document?.ledgerByRow ? ledgerByRow(entry, entry.document.ledgerByRow, lang) : undefined;
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
  // A share's 合计 is the share of its two fields' sums over the records (the overall 入会率).
  const ratioSums = columns.map(() => ({ numerator: 0, denominator: 0 }));
  const numberIn = (record: SheetRecord, name: string) => {
    const v = (record.form as Record<string, unknown> | null)?.[name];
    return typeof v === 'number' && Number.isFinite(v) ? v : 0;
  };
  for await (const { records, ctx } of batches) {
    for (const record of records) {
      const i = index++;
      const cells = columns.map((c) => c.cell(record, ctx, i));
      cells.forEach((cell, c) => {
        if (columns[c]!.summed && typeof cell === 'number') sums[c]! += cell;
      });
      columns.forEach((c, k) => c.shares?.forEach((share, j) => (counts[k]![j]! += counted(share, record) ? 1 : 0)));
      columns.forEach((c, k) => {
        if (!c.ratio) return;
        ratioSums[k]!.numerator += numberIn(record, c.ratio.numerator);
        ratioSums[k]!.denominator += numberIn(record, c.ratio.denominator);
      });
      sheet.row(cells);
      byRow?.add(record, ctx);
    }
  }
  if (columns.some((c) => c.summed || c.shares)) {
    // 合计: the records counted under 编号, each summed column's total (yuan to the fen), the shares one a line.
    const total = columns.map((c, k): SheetCell => {
      if (k === 0) return docText('total', lang);
      if (k === 1) return docText('recordCount', lang, { n: index });
      if (c.summed) return Math.round(sums[k]! * 100) / 100;
      if (c.ratio) return shareCell(ratioSums[k]!.numerator, ratioSums[k]!.denominator);
      return c.shares?.map((share, j) => shareText(share, counts[k]![j]!, index, lang)).join('\n');
    });
    sheet.block([total], [], { bold: true });
  }
  for (const items of entry.document?.signatureRows ?? []) sheet.across(signatureLine(items, lang));
  if (!byRow) return sheet.finish();
  await byRow.write(sheet, range).finish();
}
