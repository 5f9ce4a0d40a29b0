// The field kind `moneyLines` and the rules over its lines (docs/forms/group-d.md "The lines"), on a
// small test-only budget: keys, amounts, subtotals, computed columns, notes, totals and balances.
import { describe, expect, it } from 'vitest';
import { validateForm, type ValidateOptions } from '../rules/validate-form';
import type { FieldDef, LineColumn } from '../types';
import { entryOf } from './fields-test-entry';
import { cellText, excelCell, fieldJsonSchema } from './cells';
import { computedFollowing } from './computed';
import { formExample } from './examples';
import type { RowValue } from './values';
import { BUDGET_TEST_ENTRY } from './lines-test-entry';
import { modules } from '../modules';

const zh: ValidateOptions = { lang: 'zh', mode: 'submit', today: '2026-11-27' };
const en: ValidateOptions = { ...zh, lang: 'en' };
const budget = BUDGET_TEST_ENTRY.example;
const check = (changes: Record<string, unknown>, opts = zh) => validateForm(BUDGET_TEST_ENTRY, { ...budget, ...changes }, opts);
const expense = budget.expenseLines as RowValue[];
const withExpense = (i: number, line: Record<string, unknown>) => expense.map((l, j) => (j === i ? { ...l, ...line } : l));

describe('a budget whose lines add up', () => {
  it('is accepted as filed, and the lines are kept as lines', () => {
    const result = check({});
    expect(result.errors).toEqual([]);
    expect(result.value.expenseLines).toEqual([
      { code: '501', budget: 12000000 },
      { code: '50101', budget: 3000000 },
      { code: '50102', budget: 9000000 },
      { code: '505', budget: 3000000, note: '职工书屋设备购置' },
    ]);
  });

  it('has totals, a subtotal and a share filled in where they are left out', () => {
    const result = check({ totalIncome: null, totalExpense: '', fundsDue: null, expenseLines: withExpense(0, { budget: null }) });
    expect(result.errors).toEqual([]);
    expect(result.value).toMatchObject({ totalIncome: 36560000, totalExpense: 15000000, fundsDue: 43200000 });
    expect((result.value.expenseLines as Record<string, unknown>[])[0]).toEqual({ code: '501', budget: 12000000 });
  });

  it('leaves a subtotal empty when its detail lines are all empty too', () => {
    const lines = [{ code: '501' }, { code: '50101' }, { code: '50102' }, expense[3]];
    // The total left out is worked out from the lines (¥30,000 here), and the closing balance follows it.
    const result = check({ totalExpense: null, closingBalance: 45560000, expenseLines: lines });
    expect(result.errors).toEqual([]);
    expect((result.value.expenseLines as Record<string, unknown>[])[0]).toEqual({ code: '501', budget: null });
  });

  it('reads amounts sent as digit strings as fen', () => {
    expect(check({ expenseLines: withExpense(3, { budget: '3000000' }) }).errors).toEqual([]);
  });
});

describe('a subtotal that is not the sum of its detail lines', () => {
  it('is refused naming that line, its subject and the sum, in Chinese and English', () => {
    const lines = withExpense(0, { budget: 12500000 });
    expect(check({ expenseLines: lines, totalExpense: 15500000, closingBalance: 33060000 }).errors).toEqual([
      {
        field: 'expenseLines[0].budget',
        rule: 'subtotal',
        message: '支出预算·第1行（501 职工活动支出）·本年预算数应等于其明细行（50101、50102）之和，即120000.00',
      },
    ]);
    expect(check({ expenseLines: lines, totalExpense: 15500000, closingBalance: 33060000 }, en).errors[0]?.message).toBe(
      'Expense budget·line 1 (501 Staff activities)·Budget must be the sum of its detail lines (50101、50102): 120000.00',
    );
  });

  it('names the fourth line as 第4行 when the subtotal is fourth', () => {
    const lines = [{ code: '505', budget: 0 }, { code: '508', budget: 0 }, { code: '502', budget: 0 }, ...expense.slice(0, 3)];
    const errors = check({ expenseLines: [...lines.slice(0, 3), { code: '501', budget: 1 }, ...lines.slice(4)], totalExpense: 1 }).errors;
    expect(errors.map((e) => e.field)).toContain('expenseLines[3].budget');
    expect(errors.find((e) => e.field === 'expenseLines[3].budget')?.message).toContain('第4行（501 职工活动支出）');
  });

  it('needs its detail line’s subject among the lines (a detail line alone is refused)', () => {
    const errors = check({ expenseLines: [{ code: '50101', budget: 100 }], totalExpense: 0, closingBalance: 48560000 }).errors;
    expect(errors).toContainEqual({
      field: 'expenseLines[0].code',
      rule: 'parentMissing',
      message: '支出预算·第1行（50101 职工教育支出）·科目是明细科目，须同时填写其上级科目501',
    });
  });
});

describe('the keys of the lines', () => {
  it('refuses a subject outside the field’s classes and a code not in the chart', () => {
    const errors = check({
      expenseLines: [
        { code: '401', budget: 0 },
        { code: '5019', budget: 0 },
      ],
      totalExpense: 0,
    }).errors;
    expect(errors.filter((e) => e.rule === 'lineKey').map((e) => e.field)).toEqual(['expenseLines[0].code', 'expenseLines[1].code']);
    expect(errors[0]?.message).toBe('支出预算·第1行（401 会费收入）·科目“401”不是可填的科目或月份');
  });

  it('refuses a subject given twice, naming the later line and the first', () => {
    const errors = check({ expenseLines: [...expense, { code: '505', budget: 0 }] }).errors;
    expect(errors).toContainEqual({
      field: 'expenseLines[4].code',
      rule: 'lineRepeated',
      message: '支出预算·第5行（505 资本性支出）·科目与第4行重复',
    });
  });

  it('takes the dictionary’s keys where the server loads them (an administrator’s own subject)', () => {
    const lines = [...expense, { code: '509', budget: 0 }];
    expect(check({ expenseLines: lines }).errors.map((e) => e.rule)).toEqual(['lineKey']);
    const dicts = { union_account_subject: ['501', '50101', '50102', '505', '509', '401', '402', '403', '102', '221', '301', '321'] };
    expect(check({ expenseLines: lines }, { ...zh, dicts }).errors).toEqual([]);
  });
});

describe('the amounts of the lines', () => {
  it('refuses yuan with decimals, a negative amount and a cell the line has not', () => {
    const errors = check({ expenseLines: withExpense(3, { budget: 12.5 }) }).errors;
    expect(errors[0]).toEqual({
      field: 'expenseLines[3].budget',
      rule: 'money',
      message: '支出预算·第4行（505 资本性支出）·本年预算数必须是以分为单位的整数金额',
    });
    expect(check({ expenseLines: withExpense(3, { budget: -1 }) }).errors.map((e) => [e.field, e.rule])).toContainEqual([
      'expenseLines[3].budget',
      'min',
    ]);
    expect(check({ expenseLines: withExpense(3, { spent: 1 }) }).errors.map((e) => [e.field, e.rule])).toEqual([
      ['expenseLines[3].spent', 'unknown'],
    ]);
  });

  it('refuses a note over 200 characters', () => {
    expect(check({ expenseLines: withExpense(3, { note: '说'.repeat(201) }) }).errors.map((e) => e.field)).toEqual([
      'expenseLines[3].note',
    ]);
  });

  it('refuses lines that are not a list of lines, naming the field', () => {
    expect(check({ expenseLines: 'not lines' }).errors).toContainEqual({
      field: 'expenseLines',
      rule: 'moneyLines',
      message: '支出预算必须是明细行的列表',
    });
  });

  it('needs at least one line on submit, not in a draft', () => {
    expect(check({ expenseLines: [], totalExpense: null, closingBalance: null }).errors.map((e) => e.field)).toContain('expenseLines');
    expect(check({ expenseLines: [], totalExpense: null, closingBalance: null }, { ...zh, mode: 'draft' }).errors).toEqual([]);
  });
});

describe('totals (computed.sumOf over lines)', () => {
  it('sum the top-level lines only: a total that does not equal its lines is refused with the figure', () => {
    expect(check({ totalExpense: 27000000, closingBalance: 21560000 }).errors).toEqual([
      { field: 'totalExpense', rule: 'computed', message: '支出合计应为支出预算·本年预算数之和，即150000.00' },
    ]);
  });

  it('are followed in the console as the lines are typed', () => {
    expect(computedFollowing(BUDGET_TEST_ENTRY.fields, 'expenseLines', expense).map((f) => [f.field.name, f.figure])).toEqual([
      ['totalExpense', 15000000],
    ]);
  });
});

describe('the rules over lines', () => {
  it('balances: a closing balance that is not opening + income − expense is refused with the figure', () => {
    expect(check({ closingBalance: 1 }).errors).toEqual([
      { field: 'closingBalance', rule: 'balances', message: '预计年末结余应为上年结余 + 收入合计 − 支出合计，即335600.00' },
    ]);
  });

  it('balances over class sums: assets that are not liabilities + net assets are refused naming the sum', () => {
    const lines = (budget.assetLines as Record<string, unknown>[]).map((l) => (l.code === '102' ? { ...l, start: 1 } : l));
    expect(check({ assetLines: lines }).errors).toEqual([
      {
        field: 'assetLines',
        rule: 'balances',
        message: '年初资产负债情况(1类)·年初数应为年初资产负债情况(2类)·年初数 + 年初资产负债情况(3类)·年初数，即138000.00',
      },
    ]);
  });

  it('lineShareOf: line 402 not 60 % of the funds due is refused naming the line', () => {
    const lines = (budget.incomeLines as Record<string, unknown>[]).map((l) => (l.code === '402' ? { ...l, budget: 25000000 } : l));
    expect(check({ incomeLines: lines, totalIncome: 35640000, closingBalance: 32640000 }).errors).toEqual([
      {
        field: 'incomeLines[1].budget',
        rule: 'lineShareOf',
        message: '收入预算·第2行（402 拨缴经费收入）·本年预算数应为应拨缴工会经费的60%，即259200.00',
      },
    ]);
  });

  it('notAbove with plus: expense above income + opening balance (a deficit) is refused', () => {
    const lines = withExpense(3, { budget: 40000000 });
    const errors = check({ expenseLines: lines, totalExpense: 52000000, closingBalance: -3440000 }).errors;
    expect(errors).toEqual([{ field: 'totalExpense', rule: 'notAbove', message: '支出合计不能大于收入合计与上年结余之和' }]);
  });
});

describe('columns computed within a line, keyed by month', () => {
  const month = (columns: LineColumn[]): FieldDef => ({
    name: 'months',
    kind: 'moneyLines',
    label: { zh: '补缴明细', en: 'Months' },
    rules: [],
    lines: { key: { month: { field: 'period' } }, columns },
  });
  const payroll = { name: 'payroll', label: { zh: '工资总额', en: 'Payroll' } };
  const due = { name: 'due', label: { zh: '应缴', en: 'Due' }, computed: { shareOf: 'payroll', num: 2, den: 100 } };
  const paid = { name: 'paid', label: { zh: '已缴', en: 'Paid' } };
  const owed = { name: 'owed', label: { zh: '欠缴', en: 'Owed' }, computed: { diff: ['due', 'paid'] as [string, string] } };
  const period: FieldDef = { name: 'period', kind: 'dateRange', label: { zh: '补缴期间', en: 'Period' }, rules: [] };
  const form = entryOf([period, month([payroll, due, paid, owed])]);
  const range = { start: '2025-07-01', end: '2025-12-31' };

  it('fills 2 % of the payroll (half up to the fen) and due − paid where left out', () => {
    const result = validateForm(form, { period: range, months: [{ month: '2025-08', payroll: 175000001, paid: 1000000 }] }, zh);
    expect(result.errors).toEqual([]);
    expect(result.value.months).toEqual([{ month: '2025-08', payroll: 175000001, due: 3500000, paid: 1000000, owed: 2500000 }]);
  });

  it('refuses another figure naming the month and the figure', () => {
    const errors = validateForm(form, { period: range, months: [{ month: '2025-08', payroll: 100000, due: 3000, paid: 0 }] }, zh).errors;
    expect(errors).toEqual([{ field: 'months[0].due', rule: 'computed', message: '补缴明细·第1行（2025-08）·应缴应为20.00' }]);
  });

  it('refuses a month after this month or outside the period', () => {
    const lines = [{ month: '2026-12' }, { month: '2025-06' }, { month: '2025-13' }];
    const errors = validateForm(entryOf([month([payroll])]), { months: lines }, zh).errors;
    expect(errors.map((e) => e.field)).toEqual(['months[0].month', 'months[2].month']);
    expect(validateForm(form, { period: range, months: lines }, zh).errors.map((e) => e.field)).toEqual([
      'months[0].month',
      'months[1].month',
      'months[2].month',
    ]);
  });

  it('takes the share a dict field’s key names (percentFrom): 60 or 100 per cent', () => {
    const share: FieldDef = { name: 'share', kind: 'dict', dict: 'funds_share_rule', label: { zh: '分成方式', en: 'Share' }, rules: [] };
    const returned = { name: 'returned', label: { zh: '返还', en: 'Returned' }, computed: { shareOf: 'due', percentFrom: 'share' } };
    const f = entryOf([share, month([payroll, due, returned])]);
    const line = { month: '2025-08', payroll: 1000000 };
    expect(validateForm(f, { share: '60', months: [line] }, zh).value.months).toEqual([{ ...line, due: 20000, returned: 12000 }]);
    expect(validateForm(f, { share: '100', months: [line] }, zh).value.months).toEqual([{ ...line, due: 20000, returned: 20000 }]);
  });
});

describe('noteWhen: a line far from its budget needs a note', () => {
  const actual = entryOf([
    {
      name: 'lines',
      kind: 'moneyLines',
      label: { zh: '支出决算', en: 'Expense' },
      rules: [],
      lines: {
        key: { subject: { dict: 'union_account_subject', classes: ['5'] } },
        columns: [
          { name: 'budget', label: { zh: '预算数', en: 'Budget' } },
          { name: 'actual', label: { zh: '决算数', en: 'Actual' } },
        ],
        noteWhen: { deviates: { column: 'actual', from: 'budget', percent: 10 } },
      },
    },
  ]);

  it('refuses a deviation over 10 % without a note, naming it to one decimal; takes it with one', () => {
    const line = { code: '505', budget: 3000000, actual: 3400000 };
    expect(validateForm(actual, { lines: [line] }, zh).errors).toEqual([
      {
        field: 'lines[0].note',
        rule: 'noteRequired',
        message: '支出决算·第1行（505 资本性支出）·说明：与对比数相差13.3%，超过10%，请填写说明',
      },
    ]);
    expect(validateForm(actual, { lines: [{ ...line, note: '设备涨价' }] }, zh).errors).toEqual([]);
    expect(validateForm(actual, { lines: [{ ...line, actual: 3300000 }] }, zh).errors).toEqual([]);
  });
});

describe('the kind in lists, sheets, OpenAPI and examples', () => {
  const lines = BUDGET_TEST_ENTRY.fields.find((f) => f.name === 'expenseLines')!;

  it('shows the line count and the total in a list cell, one subject a line in an Excel cell', () => {
    expect(cellText(lines, expense, { lang: 'zh' })).toBe('4行，合计150,000.00元');
    expect(cellText(lines, expense, { lang: 'en' })).toBe('4 lines, total 150,000.00');
    expect(excelCell(lines, expense, { lang: 'zh' })).toBe(
      '501 职工活动支出 120,000.00\n50101 职工教育支出 30,000.00\n50102 文体活动支出 90,000.00\n505 资本性支出 30,000.00',
    );
  });

  it('has a typed request schema: the key, the money columns in fen and the note, nothing else', () => {
    const schema = fieldJsonSchema(lines) as { items: { properties: Record<string, unknown>; additionalProperties: boolean } };
    expect(Object.keys(schema.items.properties)).toEqual(['code', 'budget', 'note']);
    expect(schema.items.additionalProperties).toBe(false);
  });

  it('has an example of its preset lines that passes its own checks', () => {
    const example = formExample(
      BUDGET_TEST_ENTRY.fields.filter((f) => f.name === 'expenseLines'),
      {},
    );
    expect((example.expenseLines as { code: string }[]).map((l) => l.code)).toEqual([
      '501',
      '50101',
      '50102',
      '50103',
      '50104',
      '50105',
      '502',
      '50201',
      '50202',
      '50203',
      '50204',
      '50205',
      '50206',
      '503',
      '50301',
      '50302',
      '50303',
      '50304',
      '505',
      '508',
    ]);
    expect(validateForm(entryOf([lines]), example, zh).errors).toEqual([]);
  });
});

describe('a total over a column the server fills from another field (finance5’s return at the share chosen)', () => {
  const finance5 = modules.finance5!;
  const lines = [{ month: '2025-01', payroll: 180000000, collected: 3600000 }];

  it('waits in the console while the lines’ shares are empty', () => {
    const total = computedFollowing(finance5.fields, 'monthLines', lines).find((c) => c.field.name === 'returnTotal');
    expect(total?.figure).toBeNull();
  });

  it('is filled on the server with the lines’ shares', () => {
    const form = { ...finance5.example, monthLines: lines, returnTotal: undefined };
    const checked = validateForm(finance5, form, { lang: 'zh', mode: 'submit', today: '2026-11-21' });
    expect(checked.errors.filter((e) => e.field.startsWith('monthLines') || e.field === 'returnTotal')).toEqual([]);
    expect(checked.value.returnTotal).toBe(2160000);
  });
});
