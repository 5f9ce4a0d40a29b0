/** Building blocks shared by group D's (union finance's) forms (docs/forms/group-d.md "Conventions"). */
// From its own file, not the fields' index: the console's catalogue chunks (web/vite.config.ts) take what module entries import.
import { UNION_ACCOUNT_SUBJECT_DICT } from '../fields/lines/account-subjects';
import type {
  AttachmentSlot,
  FieldDef,
  FieldRule,
  I18nText,
  LineColumn,
  LinesDef,
  LinesSheetDef,
  PriorFiguresDef,
  SignatureItem,
} from '../types';
import { field, required, slot } from './group-b-parts';

/** A money column of a lines table (integer fen, ≥ 0 unless said). */
export const moneyColumn = (name: string, zh: string, en: string, extras: Omit<LineColumn, 'name' | 'label'> = {}): LineColumn => ({
  name,
  label: { zh, en } satisfies I18nText,
  ...extras,
});

/** The key of a table by union accounting subject of the classes (4 income, 5 expense, 1/2/3 the position). */
export const subjectKey = (classes: string[]): LinesDef['key'] => ({ subject: { dict: UNION_ACCOUNT_SUBJECT_DICT, classes } });

/**
 * A required lines field by subject (R-SUM): the grassroots preset, subtotals checked against their
 * details, at least one line on submit.
 */
export function subjectLines(
  name: string,
  zh: string,
  en: string,
  classes: string[],
  columns: LineColumn[],
  extras: { section: string; rules?: FieldRule[]; lines?: Partial<LinesDef> },
): FieldDef {
  return field(name, 'moneyLines', zh, en, [required, ...(extras.rules ?? [])], {
    section: extras.section,
    lines: { key: subjectKey(classes), columns, preset: 'grassroots', details: true, minLines: 1, ...extras.lines },
  });
}

/** A total of a lines field's top-level lines (R-SUM): filled in when left out, refused naming itself when wrong. */
export const lineTotal = (
  name: string,
  zh: string,
  en: string,
  of: string,
  column: string,
  section: string,
  rules: FieldRule[] = [],
): FieldDef => field(name, 'money', zh, en, rules, { section, listed: true, readOnly: true, computed: { sumOf: of, column } });

/** closing = opening + income − expense (R-BAL, 《工会会计制度》); typed, since the console does not work a `balances` figure out. */
export const closingBalance = (zh: string, en: string, section: string, listed = false): FieldDef =>
  field(
    'closingBalance',
    'money',
    zh,
    en,
    [required, { rule: 'balances', plus: ['openingBalance', 'totalIncome'], minus: ['totalExpense'] }],
    { section, listed },
  );

/** An attachment slot of a finance form: pdf, office files or images. */
export const financeSlot = (key: string, zh: string, en: string): AttachmentSlot => slot(key, zh, en, ['pdf', 'office', 'image']);

/** The signature rows of the federation's finance sheets: 单位负责人, 财务负责人, 经审会主任, 制表人, then 报送日期. */
export const financeSignatures: SignatureItem[][] = [['unitHead', 'financeHead', 'auditChair', 'preparedBy'], ['reportDate']];

/**
 * Each income and expense line (and the totals) beside the union's approved figure of `back` years
 * before in `source` (this module when absent), flagged over 20 % and ¥5,000 (group-d.md "The
 * reviewer's view"; the per cent is the federation's setting).
 */
export const priorFiguresOf = (o: { back: number; column: string; source?: string }): PriorFiguresDef => ({
  ...(o.source ? { source: o.source } : {}),
  yearField: 'year',
  back: o.back,
  lines: [
    { field: 'incomeLines', column: o.column },
    { field: 'expenseLines', column: o.column },
  ],
  totals: ['totalIncome', 'totalExpense'],
  amount: 500000,
});

/** A finance form's sheet of the year (预算表, 决算表, 收支情况表): its lines, opening and closing balances, the signatures. */
export const financeLinesSheet = (zh: string, en: string, fields: string[]): LinesSheetDef => ({
  title: { zh, en },
  yearField: 'year',
  fields,
  totals: ['openingBalance', 'closingBalance'],
  signatureRows: financeSignatures,
});
