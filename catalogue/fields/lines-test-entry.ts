import { parentOnly } from '../flow/parent-only';
import type { FieldDef, FieldRule, LinesDef, ModuleEntry } from '../types';

/**
 * A small budget, for the tests of the `moneyLines` kind and its rules (no finance module is built
 * yet): income and expense lines by subject with subtotals, their totals, the grassroots share of the
 * 2 % funds on line 402, no deficit, the closing balance and the opening assets that balance.
 */
const budget = { name: 'budget', label: { zh: '本年预算数', en: 'Budget' } };
const subjects = (classes: string[]): LinesDef['key'] => ({ subject: { dict: 'union_account_subject', classes } });

/** Budget lines of the classes, the grassroots preset, subtotals checked, at least one line. */
const subjectLines = (name: string, zh: string, en: string, classes: string[], rules: FieldRule[] = []): FieldDef => ({
  name,
  kind: 'moneyLines',
  label: { zh, en },
  rules: [{ rule: 'required' }, ...rules],
  lines: { key: subjects(classes), columns: [budget], preset: 'grassroots', details: true, minLines: 1 },
});

const fields: FieldDef[] = [
  {
    name: 'year',
    kind: 'integer',
    label: { zh: '预算年度', en: 'Budget year' },
    rules: [{ rule: 'required' }, { rule: 'min', value: 2000 }],
    listed: true,
  },
  {
    name: 'payrollTotal',
    kind: 'money',
    label: { zh: '全年职工工资总额', en: 'Annual payroll' },
    rules: [{ rule: 'required' }, { rule: 'min', value: 1 }],
  },
  {
    name: 'fundsDue',
    kind: 'money',
    label: { zh: '应拨缴工会经费', en: 'Funds due' },
    rules: [],
    computed: { from: 'payrollTotal', num: 2, den: 100 },
  },
  {
    name: 'openingBalance',
    kind: 'money',
    label: { zh: '上年结余', en: 'Opening balance' },
    rules: [{ rule: 'required' }, { rule: 'min', value: 0 }],
  },
  subjectLines(
    'incomeLines',
    '收入预算',
    'Income budget',
    ['4'],
    [{ rule: 'lineShareOf', line: '402', column: 'budget', of: 'fundsDue', percent: 60 }],
  ),
  {
    name: 'totalIncome',
    kind: 'money',
    label: { zh: '收入合计', en: 'Total income' },
    rules: [],
    listed: true,
    computed: { sumOf: 'incomeLines', column: 'budget' },
  },
  subjectLines('expenseLines', '支出预算', 'Expense budget', ['5']),
  {
    name: 'totalExpense',
    kind: 'money',
    label: { zh: '支出合计', en: 'Total expense' },
    rules: [{ rule: 'notAbove', field: 'totalIncome', plus: 'openingBalance' }],
    listed: true,
    computed: { sumOf: 'expenseLines', column: 'budget' },
  },
  {
    name: 'closingBalance',
    kind: 'money',
    label: { zh: '预计年末结余', en: 'Expected closing balance' },
    rules: [{ rule: 'required' }, { rule: 'balances', plus: ['openingBalance', 'totalIncome'], minus: ['totalExpense'] }],
  },
  {
    name: 'assetLines',
    kind: 'moneyLines',
    label: { zh: '年初资产负债情况', en: 'Opening assets and liabilities' },
    rules: [
      {
        rule: 'balances',
        column: 'start',
        where: ['1'],
        plus: [
          { sumOf: 'assetLines', column: 'start', where: ['2'] },
          { sumOf: 'assetLines', column: 'start', where: ['3'] },
        ],
      },
      { rule: 'lineShareOf', line: '321', column: 'start', of: 'openingBalance', percent: 100 },
    ],
    lines: {
      key: subjects(['1', '2', '3']),
      columns: [{ name: 'start', label: { zh: '年初数', en: 'Opening' } }],
      preset: ['101', '102', '221', '301', '321'],
    },
  },
];

export const BUDGET_TEST_ENTRY: ModuleEntry = {
  key: 'linesBudgetTest',
  group: 'T',
  title: { zh: '经费预算(测试)', en: 'Funds budget (test)' },
  titleField: 'year',
  fields,
  flowModel: parentOnly,
  draftTtlDays: 30,
  route: '/test/lines-budget',
  starters: ['corp'],
  calls: ['page', 'detail', 'save', 'submit'],
  // The reviewer sees each budget line beside last year's approved budget, changes over 20 % and ¥5,000 flagged.
  priorFigures: {
    yearField: 'year',
    back: 1,
    lines: [
      { field: 'incomeLines', column: 'budget' },
      { field: 'expenseLines', column: 'budget' },
    ],
    totals: ['totalIncome', 'totalExpense'],
    amount: 500000,
  },
  document: {
    linesSheet: {
      title: { zh: '工会经费收支预算表', en: 'Union funds budget' },
      yearField: 'year',
      fields: ['incomeLines', 'expenseLines'],
      totals: ['openingBalance', 'closingBalance'],
      signatureRows: [['unitHead', 'financeHead', 'auditChair', 'preparedBy'], ['reportDate']],
    },
  },
  example: {
    year: 2026,
    payrollTotal: 2160000000,
    fundsDue: 43200000,
    openingBalance: 12000000,
    incomeLines: [
      { code: '401', budget: 8640000 },
      { code: '402', budget: 25920000 },
      { code: '403', budget: 2000000, note: '区总工会职工之家建设补助' },
    ],
    totalIncome: 36560000,
    expenseLines: [
      { code: '501', budget: 12000000 },
      { code: '50101', budget: 3000000 },
      { code: '50102', budget: 9000000 },
      { code: '505', budget: 3000000, note: '职工书屋设备购置' },
    ],
    totalExpense: 15000000,
    closingBalance: 33560000,
    assetLines: [
      { code: '102', start: 13800000 },
      { code: '221', start: 600000 },
      { code: '301', start: 1200000 },
      { code: '321', start: 12000000 },
    ],
  },
};
