import type { Writable } from 'node:stream';
import type { CellContext, FieldDef, Lang, LedgerShare, ModuleEntry } from '../../../catalogue';
import { answerIdOf, type Question } from '../../../catalogue/questionnaire';
import { answerColumn, ledgerValue } from './answer-column';
import { formatTime, stageNameIn } from '../../platform/core';
import { derivedColumn } from './derived-columns';
import { ledgerByRow } from './ledger-by-row';
import { documentStateName } from './record-state-text';
import {
  DAY,
  excelDate,
  fieldColumn,
  MINUTE,
  moneyHeader,
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

/** The question ids among the 台账's key figures (`answers.b03`), in their order: the export reads their titles. */
export const ledgerAnswerIds = (entry: ModuleEntry): string[] =>
  (entry.document?.ledger ?? []).map(answerIdOf).filter((id): id is string => id !== undefined);

/**
 * The fields whose names the 台账's cells show (the dictionaries' labels, the pickers' and files' names
 * its context reads): its key figures, the rows fields a worked-out line names (物资明细) and, with a
 * sheet by row, the rows field and that sheet's fields.
 */
export function ledgerReadFields(entry: ModuleEntry): FieldDef[] {
  const byRow = entry.document?.ledgerByRow;
  const keys = ledgerFields(entry);
  const names = new Set([
    ...(entry.document?.derived ?? []).flatMap((d) => (d.kind === 'rowsText' ? [d.from] : [])),
    ...(byRow ? [byRow.field, ...(byRow.fields ?? [])] : []),
  ]);
  return [...keys, ...entry.fields.filter((f) => names.has(f.name) && !keys.includes(f))];
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
 * The key figures' columns: the fields and questionnaire answers `document.ledger` names (else the
 * listed fields), each followed by the worked-out columns placed after it (`document.derived` with
 * `after`), then the other worked-out columns.
 */
function keyFigures(entry: ModuleEntry, lang: Lang, questions: readonly Question[]): { name: string; column: SheetColumn }[] {
  const names = entry.document?.ledger ?? ledgerFields(entry).map((f) => f.name);
  const keys = names.flatMap((name) => {
    const id = answerIdOf(name);
    if (id !== undefined)
      return [
        {
          name,
          column: answerColumn(
            id,
            questions.find((q) => q.id === id),
            lang,
          ),
        },
      ];
    const f = entry.fields.find((x) => x.name === name);
    return f ? [{ name, column: fieldColumn(f, lang) }] : [];
  });
  const derived = (entry.document?.derived ?? []).map((d) => ({ after: d.after, name: '', column: derivedColumn(entry, d, lang) }));
  const placed = (d: (typeof derived)[number]) => keys.some((k) => k.name === d.after);
  return [...keys.flatMap((k) => [k, ...derived.filter((d) => d.after === k.name)]), ...derived.filter((d) => !placed(d))];
}

/**
 * The 台账's columns: 序号, the record's number and union, the module's key figures (`ledgerFields`)
 * and the columns worked out from them (`document.derived`: a share right after the field it names,
 * the others after the key figures), when it was submitted, its state and stage, the last approval's
 * result, approver and date, and an approved case's follow-up (`followUpColumns`).
 */
export function sheetColumns(entry: ModuleEntry, lang: Lang, questions: readonly Question[] = []): SheetColumn[] {
  const t = (key: Parameters<typeof docText>[0]) => docText(key, lang);
  const decision = (r: SheetRecord) => r.decision ?? null;
  const totals = entry.document?.totals ?? [];
  // A key figure's column with what the sheet options add under its name: its header group, its sum, its shares.
  const ledgerColumn = ({ name, column }: { name: string; column: SheetColumn }): SheetColumn => {
    if (!name) return column;
    const shares = totals.filter((x): x is LedgerShare => typeof x !== 'string' && x.field === name);
    return {
      ...column,
      group: entry.document?.headerGroups?.find((g) => g.fields.includes(name))?.label[lang],
      summed: totals.includes(name),
      ...(shares.length ? { shares } : {}),
    };
  };
  return [
    { header: t('serial'), width: 6, cell: (_r, _ctx, i) => i + 1 },
    { header: t('recordId'), width: 20, cell: (r) => r.id },
    { header: t('union'), width: 28, cell: (r) => r.unionName },
    ...keyFigures(entry, lang, questions).map(ledgerColumn),
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
  const value = ledgerValue(record.form, share.field);
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
 * list order with the names their cells need; `range` is the list filter's creation dates; `questions`
 * are the published set's, whose titles head the answers the key figures name (`ledgerAnswerIds`).
 */
export async function writeRecordSheet(
  out: Writable,
  entry: ModuleEntry,
  lang: Lang,
  batches: AsyncIterable<{ records: SheetRecord[]; ctx: CellContext }>,
  range: { from?: string; to?: string } = {},
  questions: readonly Question[] = [],
): Promise<void> {
  const columns = sheetColumns(entry, lang, questions);
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
