// rights1's total (a product) and rights3's income per head a month (perHeadMonthly), as the server checks
// them and the console fills them as one types.
import { describe, expect, it } from 'vitest';
import { validateForm, type ValidateOptions } from '../rules/validate-form';
import type { FieldDef } from '../types';
import { computedFollowing } from './computed';
import { entryOf } from './fields-test-entry';

const submit: ValidateOptions = { lang: 'zh', mode: 'submit', today: '2026-11-27' };
const label = (zh: string) => ({ zh, en: zh });
const num = (name: string, kind: 'integer' | 'money', zh: string, computed?: FieldDef['computed']): FieldDef => ({
  name,
  kind,
  label: label(zh),
  rules: [],
  ...(computed ? { computed } : {}),
});

const cover = entryOf([
  num('headCount', 'integer', '参保人数'),
  num('amountPerHead', 'money', '人均保费'),
  num('totalAmount', 'money', '保费合计', { product: ['headCount', 'amountPerHead'] }),
]);
const household = entryOf([
  num('yearIncome', 'money', '家庭年收入'),
  num('deductions', 'money', '扣除项'),
  {
    name: 'members',
    kind: 'rows',
    label: label('家庭成员'),
    rules: [],
    columns: [{ name: 'name', kind: 'text', label: label('姓名'), rules: [] }],
  },
  num('incomePerHead', 'money', '月人均收入', { perHead: { of: 'yearIncome', less: 'deductions', over: 'members', monthly: true } }),
]);
const check = (entry: typeof cover, form: Record<string, unknown>) => validateForm(entry, form, submit);

describe('a product (computed `product`)', () => {
  it('is filled when left out, and a figure that differs is refused naming the right one', () => {
    expect(check(cover, { headCount: 120, amountPerHead: 5000 }).value.totalAmount).toBe(600000);
    expect(check(cover, { headCount: 120, amountPerHead: 5000, totalAmount: 590000 }).errors).toEqual([
      { field: 'totalAmount', rule: 'computed', message: '保费合计应为6000.00' },
    ]);
  });
});

describe('a figure per head a month (computed `perHead`, monthly)', () => {
  const three = [{ name: '张三' }, { name: '李四' }, { name: '王五' }];

  it('divides the figure less the other over the rows and twelve months, half up to the fen', () => {
    // (1 000 001 − 2) fen over 3 heads and 12 months: 27 777.75 fen, half up 27 778.
    expect(check(household, { yearIncome: 1000001, deductions: 2, members: three }).value.incomePerHead).toBe(27778);
  });

  it('waits while there are no heads', () => {
    expect(check(household, { yearIncome: 1000000, members: [] }).value.incomePerHead).toBeNull();
  });

  it('follows as the console types any figure it reads', () => {
    const following = computedFollowing(household.fields, 'deductions', '2', { yearIncome: '1000001', members: three });
    expect(following).toEqual([{ field: household.fields[3], figure: 27778 }]);
  });
});
