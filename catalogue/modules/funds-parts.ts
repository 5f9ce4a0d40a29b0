import type { FieldDef, I18nText, LineColumn, LineComputed } from '../types';
import { accountNo, field, maxLen, min, minLen, personName, required, requiredWhen, section } from './group-b-parts';

/**
 * The parts the funds forms (finance3, finance4, finance5) share (docs/forms/group-d.md): the union by
 * prefill, the paying employer, the months covered with their lines by month, the account and the
 * contact. Money is integer fen throughout.
 */

/** R-2PCT: the funds due are 2 % of the month's payroll of all staff (《工会法》第四十三条), rounded half up to the fen. */
export const TWO_PER_CENT: LineComputed = { shareOf: 'payroll', num: 2, den: 100 };

export const unionNameField = (): FieldDef =>
  field('unionName', 'text', '工会名称', 'Union', [required, maxLen(100)], {
    section: 'union',
    listed: true,
    prefill: 'unionName',
    readOnly: true,
  });

/**
 * The paying employer, prefilled from the union's employer and editable: the union's profile may not
 * hold its employer yet, and a refund may go to a former employer after a transfer.
 */
export const payerFields = (): FieldDef[] => [
  field('payerName', 'text', '缴款单位', 'Paying employer', [required, maxLen(100)], { section: 'payer', prefill: 'unitName' }),
  field('payerUscc', 'uscc', '缴款单位统一社会信用代码', "Employer's credit code", [required], { section: 'payer', prefill: 'unitUscc' }),
];

/** The months covered (R-PAST: the lines' months are never after this month). */
export const periodField = (zh: string): FieldDef =>
  field('period', 'dateRange', zh, 'Months covered', [required], { section: 'months', listed: true });

export const column = (name: string, zh: string, en: string, extras: Omit<LineColumn, 'name' | 'label'> = {}): LineColumn => ({
  name,
  label: { zh, en },
  ...extras,
});

/**
 * The head of an employer's funds form by month (finance3 补缴, finance4 退还; `what` names it): the
 * union, the paying employer and the months covered, with their sections, which the form's own follow.
 */
export const employerMonthsHead = (what: string): { sections: { key: string; title: I18nText }[]; fields: FieldDef[] } => ({
  sections: [
    section('union', '工会信息', 'Union'),
    section('payer', '缴款单位', 'Paying employer'),
    section('months', `${what}明细`, 'Months'),
  ],
  fields: [unionNameField(), ...payerFields(), periodField(`${what}所属期`)],
});

/** The first columns of an employer's month line: its payroll and the 2 % due on it (R-2PCT). */
export const payrollAndDue = (payroll: Omit<LineColumn, 'name' | 'label'>): LineColumn[] => [
  column('payroll', '工资总额', 'Payroll', payroll),
  column('due', '应拨缴', 'Due', { computed: TWO_PER_CENT }),
];

/** A table of lines by month within `period`, at least one line on submit. */
export const monthLines = (zh: string, columns: LineColumn[]): FieldDef => ({
  ...field('monthLines', 'moneyLines', zh, 'Months', [required], { section: 'months' }),
  lines: { key: { month: { field: 'period' } }, columns, minLines: 1 },
});

/** A total of the month lines' `column` (R-SUM: computed, refused when sent otherwise). */
export const linesTotal = (name: string, zh: string, en: string, sumColumn: string): FieldDef => ({
  ...field(name, 'money', zh, en, [min(0)], { section: 'months', listed: true, readOnly: true }),
  computed: { sumOf: 'monthLines', column: sumColumn },
});

/** A reason by dictionary, and its words required for 其他 (key 9). */
export const reasonFields = (dict: string, zh: string): FieldDef[] => [
  field('reason', 'dict', zh, 'Reason', [required], { section: 'reason', dict, listed: true }),
  field('reasonText', 'textarea', '原因说明', 'Reason in words', [requiredWhen('reason', '9'), maxLen(500)], { section: 'reason' }),
];

/**
 * The account money is paid to: its holder must be `holder` (R-PAYER, R-OWNACC), the console starting
 * from that name. Bank and number are typed: the funds registration (setup4) may not be approved yet.
 */
export const accountFields = (holder: string): FieldDef[] => [
  field('bankName', 'text', '开户银行', 'Bank', [required, maxLen(100)], { section: 'account' }),
  field('accountName', 'text', '账户名称', 'Account holder', [required, maxLen(100), { rule: 'sameAs', field: holder }], {
    section: 'account',
    prefill: holder === 'unionName' ? 'unionName' : 'unitName',
  }),
  field('accountNo', 'text', '银行账号', 'Account number', [required, accountNo], { section: 'account' }),
];

export const contactFields = (): FieldDef[] => [
  field('contactName', 'text', '经办人', 'Contact', personName, { section: 'contact' }),
  field('contactMobile', 'mobile', '经办人手机', "Contact's mobile", [required], { section: 'contact' }),
];

/** A document number as banks and tax offices print it: 4 to 40 characters. */
export const voucherRules = [required, minLen(4), maxLen(40)];
