import { describe, expect, it } from 'vitest';
import { entryOf } from '../fields/fields-test-entry';
import type { FieldDef } from '../types';
import { validateForm, type ValidateOptions } from './validate-form';

const submit: ValidateOptions = { lang: 'zh', mode: 'submit', today: '2026-11-27' };

// field4material's goods lines: 其他 needs its specification; the approved quantity is not above the one asked.
const items: FieldDef = {
  name: 'items',
  kind: 'rows',
  label: { zh: '申领物资', en: 'Goods' },
  rules: [],
  columns: [
    { name: 'goods', kind: 'text', label: { zh: '物资', en: 'Goods' }, rules: [{ rule: 'required' }] },
    {
      name: 'spec',
      kind: 'text',
      label: { zh: '规格型号', en: 'Specification' },
      rules: [{ rule: 'requiredWhen', field: 'goods', equals: ['99'] }],
    },
    { name: 'quantity', kind: 'integer', label: { zh: '申领数量', en: 'Quantity' }, rules: [{ rule: 'required' }] },
    { name: 'approvedQty', kind: 'integer', label: { zh: '核定数量', en: 'Approved' }, rules: [{ rule: 'notAbove', field: 'quantity' }] },
  ],
};
const goods = entryOf([items]);

describe('rules inside a row', () => {
  it('require a cell while a sibling cell of the same row has one of the values (requiredWhen)', () => {
    const rows = [
      { goods: '1', quantity: 1 },
      { goods: '99', quantity: 2 },
    ];
    expect(validateForm(goods, { items: rows }, submit).errors).toEqual([
      { field: 'items[1].spec', rule: 'requiredWhen', message: expect.stringContaining('申领物资第2行规格型号') },
    ]);
    expect(validateForm(goods, { items: [{ goods: '99', spec: '双边电动', quantity: 2 }] }, submit).errors).toEqual([]);
  });

  it('keep a cell not above a sibling cell of the same row (notAbove: approved ≤ asked)', () => {
    const rows = [
      { goods: '1', quantity: 2, approvedQty: 2 },
      { goods: '2', quantity: 1, approvedQty: 3 },
    ];
    expect(validateForm(goods, { items: rows }, submit).errors).toEqual([
      { field: 'items[1].approvedQty', rule: 'notAbove', message: expect.stringContaining('申领物资第2行申领数量') },
    ]);
  });
});

// field1's satisfaction: at least 80 only for a 模范 level (homeLevel 2 to 4).
const home = entryOf([
  { name: 'homeLevel', kind: 'text', label: { zh: '申报等级', en: 'Level sought' }, rules: [] },
  {
    name: 'satisfaction',
    kind: 'integer',
    label: { zh: '会员满意率', en: 'Satisfaction' },
    rules: [
      {
        rule: 'min',
        value: 80,
        when: { field: 'homeLevel', equals: ['2', '3', '4'], means: { zh: '申报模范职工之家', en: 'a model home is sought' } },
      },
    ],
  },
]);

describe('a rule with `when`', () => {
  it('holds while the other field has one of the values, and its message says when', () => {
    expect(validateForm(home, { homeLevel: '2', satisfaction: 70 }, submit).errors).toEqual([
      { field: 'satisfaction', rule: 'min', message: expect.stringMatching(/会员满意率.*80.*（申报模范职工之家时）$/) },
    ]);
    expect(validateForm(home, { homeLevel: '2', satisfaction: 70 }, { ...submit, lang: 'en' }).errors[0]!.message).toMatch(
      / \(when a model home is sought\)$/,
    );
  });

  it('is silent while the other field has another value or none', () => {
    expect(validateForm(home, { homeLevel: '1', satisfaction: 70 }, submit).errors).toEqual([]);
    expect(validateForm(home, { satisfaction: 70 }, submit).errors).toEqual([]);
  });

  it('reads a sibling column inside a row', () => {
    const withWhen = entryOf([
      {
        ...items,
        columns: items.columns!.map((c) =>
          c.name === 'quantity'
            ? { ...c, rules: [...c.rules, { rule: 'max' as const, value: 1, when: { field: 'goods', equals: ['1'] } }] }
            : c,
        ),
      },
    ]);
    const rows = [
      { goods: '1', quantity: 2 },
      { goods: '2', quantity: 5 },
    ];
    expect(validateForm(withWhen, { items: rows }, submit).errors.map((e) => [e.field, e.rule])).toEqual([['items[0].quantity', 'max']]);
  });
});

// rights1's member rows: the sex agrees with the row's own ID number, the age counted to 31 December
// of the form's year (a field around the rows, not a column).
const members: FieldDef = {
  name: 'members',
  kind: 'rows',
  label: { zh: '参保职工名单', en: 'Members' },
  rules: [],
  columns: [
    {
      name: 'idCard',
      kind: 'idCard',
      label: { zh: '身份证号', en: 'ID number' },
      rules: [{ rule: 'minAgeAt', value: 16, at: { yearEndOf: 'coverageYear' } }],
    },
    {
      name: 'sex',
      kind: 'dict',
      dict: 'sex',
      label: { zh: '性别', en: 'Sex' },
      rules: [{ rule: 'agreesWithIdCard', field: 'idCard', part: 'sex' }],
    },
  ],
};
const year: FieldDef = { name: 'coverageYear', kind: 'integer', label: { zh: '保障年度', en: 'Year' }, rules: [] };
const enrolment = entryOf([year, members]);

describe('rules inside a row reading a sibling column or the form around the rows', () => {
  it('refuse a sex the row’s own ID number does not give, naming the cell', () => {
    const result = validateForm(enrolment, { coverageYear: 2026, members: [{ idCard: '110108199007080422', sex: '1' }] }, submit);
    expect(result.errors.map((e) => `${e.field}:${e.rule}`)).toEqual(['members[0].sex:agreesWithIdCard']);
  });

  it('count the age from the row’s ID number to 31 December of the form’s year', () => {
    // Born 2011-03-12: 15 on 31 December 2026, 16 on 31 December 2027.
    const row = { idCard: '110108201103120017', sex: '1' };
    expect(validateForm(enrolment, { coverageYear: 2026, members: [row] }, submit).errors.map((e) => `${e.field}:${e.rule}`)).toEqual([
      'members[0].idCard:minAgeAt',
    ]);
    expect(validateForm(enrolment, { coverageYear: 2027, members: [row] }, submit).errors).toEqual([]);
  });
});
