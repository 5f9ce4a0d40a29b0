import type { Writable } from 'node:stream';
import type { Lang, ModuleEntry } from '../../../catalogue';
import { docText, openSheet, signatureLine, type SheetCell } from '../documents';
import type { FundsMonth, LedgerMonth } from './funds-months';

/** What the 拨缴情况表 prints: the union, the year, its twelve months, what the ledger holds of them, the day it is exported. */
export interface FundsSheetFacts {
  entry: ModuleEntry;
  unionName: string;
  year: number;
  months: readonly FundsMonth[];
  held: ReadonlyMap<string, LedgerMonth>;
  payModes: Readonly<Record<string, string>>;
  exportedOn: string;
  lang: Lang;
}

/** The sheet's money columns, in order: each a figure of the month (`backPaid` what approved back payments paid of it). */
const MONEY = ['payroll', 'due', 'paid', 'backPaid', 'refunded', 'returned', 'owed'] as const;
type Money = (typeof MONEY)[number];

const WORDS = {
  zh: { title: (year: number) => `${year}年度工会经费拨缴情况表`, backPaid: '其中：补缴' },
  en: { title: (year: number) => `Union funds paid and owed, ${year}`, backPaid: 'of which back paid' },
} as const;

/** Fen as the sheet's yuan number (`#,##0.00`); none stays empty. */
const yuan = (fen: number | null): number | null => (fen === null ? null : fen / 100);

/** The back payments approved for the month: the `backPaid` movements the ledger keeps of it. */
const backPaidOf = (held: LedgerMonth | undefined): number =>
  (held?.sources ?? []).filter((s) => s.movement === 'backPaid').reduce((n, s) => n + s.amount, 0);

/** A field's label without its own unit: the sheet says 单位：元 once. */
const headerOf = (entry: ModuleEntry, name: string, lang: Lang) =>
  (entry.fields.find((f) => f.name === name)?.label[lang] ?? name).replace(/[（(]元[)）]$/, '').trim();

/**
 * finance1's 工会经费拨缴情况表 in the federation's layout (docs/forms/group-d.md "finance1", Sheet):
 * the title, 编制单位（盖章） left and 单位：元 right, the header, one row a month (月份, 工资总额,
 * 应拨缴, 已拨缴, 其中：补缴, 已退还, 已返还, 欠缴, 拨缴方式; yuan numbers, never formulas), the 合计
 * row (no payroll), the export day, then the entry's signature rows (填报人 … ; 填报单位（盖章） 填报日期).
 */
export async function writeFundsSheet(out: Writable, facts: FundsSheetFacts): Promise<void> {
  const { entry, lang } = facts;
  const words = WORDS[lang];
  const headers = [
    headerOf(entry, 'month', lang),
    ...MONEY.map((m) => (m === 'backPaid' ? words.backPaid : headerOf(entry, m, lang))),
    headerOf(entry, 'payMode', lang),
  ];
  const width = headers.length;
  const sheet = await openSheet(out, {
    title: words.title(facts.year),
    widths: headers.map((_, i) => (i === 0 ? 12 : 16)),
    formats: headers.map((_, i) => (i > 0 && i < width - 1 ? '#,##0.00' : undefined)),
    frozenRows: 3,
  });
  sheet.titleRow(words.title(facts.year));
  const preparer: SheetCell[] = Array.from({ length: width }, () => null);
  preparer[0] = docText('linesPreparer', lang, { union: facts.unionName });
  preparer[width - 1] = docText('linesUnit', lang);
  sheet.block([preparer], [[1, 1, 1, width - 1]]);
  sheet.row(headers, { bold: true });
  const figure = (m: FundsMonth, name: Money): number | null => (name === 'backPaid' ? backPaidOf(facts.held.get(m.month)) : m[name]);
  for (const m of facts.months) {
    sheet.row([
      m.month,
      ...MONEY.map((name) => yuan(figure(m, name))),
      m.payMode === null ? null : (facts.payModes[m.payMode] ?? m.payMode),
    ]);
  }
  // 合计: each figure summed over the months; a payroll is no total.
  const total = (name: Money) => (name === 'payroll' ? null : yuan(facts.months.reduce((n, m) => n + (figure(m, name) ?? 0), 0)));
  sheet.row([docText('linesTotal', lang), ...MONEY.map(total), null], { bold: true });
  sheet.across(docText('ledgerExported', lang, { value: facts.exportedOn }));
  for (const items of entry.document?.signatureRows ?? []) sheet.across(signatureLine(items, lang));
  await sheet.finish();
}
