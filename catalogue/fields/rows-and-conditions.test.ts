import { describe, expect, it } from 'vitest';
import { validateForm, type ValidateOptions } from '../rules/validate-form';
import type { FieldDef } from '../types';
import { entryOf } from './fields-test-entry';

const submit: ValidateOptions = { lang: 'zh', mode: 'submit', today: '2026-11-21' };

const committee: FieldDef = {
  name: 'members',
  kind: 'rows',
  label: { zh: '委员名单', en: 'Committee' },
  rules: [
    { rule: 'minItems', value: 3 },
    { rule: 'maxItems', value: 5 },
    { rule: 'rowsWith', column: 'post', value: '主席', count: 1 },
  ],
  columns: [
    { name: 'name', kind: 'text', label: { zh: '姓名', en: 'Name' }, rules: [{ rule: 'required' }, { rule: 'maxLength', value: 20 }] },
    { name: 'post', kind: 'text', label: { zh: '职务', en: 'Post' }, rules: [{ rule: 'required' }] },
    { name: 'mobile', kind: 'mobile', label: { zh: '手机', en: 'Mobile' }, rules: [] },
    { name: 'since', kind: 'date', label: { zh: '任职日期', en: 'Since' }, rules: [{ rule: 'notAfterField', field: 'until' }] },
    { name: 'until', kind: 'date', label: { zh: '离任日期', en: 'Until' }, rules: [] },
  ],
};
const form = entryOf([committee]);
const row = (name: string, post: string, extra: Record<string, unknown> = {}) => ({ name, post, ...extra });
const three = [row('张伟', '主席'), row('李娜', '副主席'), row('王芳', '委员')];

describe('a table of rows', () => {
  it('accepts rows whose cells keep their columns rules', () => {
    expect(validateForm(form, { members: three }, submit).errors).toEqual([]);
  });

  it('names the cell of a broken rule as field[row].column', () => {
    const members = [...three, row('赵强', '委员', { mobile: '123' })];
    expect(validateForm(form, { members }, submit).errors).toEqual([
      { field: 'members[3].mobile', rule: 'mobile', message: '委员名单第4行手机不是有效的手机号码' },
    ]);
  });

  it('requires the required cells on submit, naming row and column in English too', () => {
    const members = [...three, row('', '委员')];
    expect(validateForm(form, { members }, { ...submit, lang: 'en' }).errors).toEqual([
      { field: 'members[3].name', rule: 'required', message: 'Committee row 4 Name is required' },
    ]);
  });

  it('compares cells of one row with each other (notAfterField on dates)', () => {
    const members = [row('张伟', '主席', { since: '2026-03-02', until: '2026-03-01' }), ...three.slice(1)];
    expect(validateForm(form, { members }, submit).errors).toEqual([
      { field: 'members[0].since', rule: 'notAfterField', message: '委员名单第1行任职日期不能晚于委员名单第1行离任日期' },
    ]);
  });

  it('refuses columns the table does not have', () => {
    const members = [row('张伟', '主席', { age: 40 }), ...three.slice(1)];
    expect(validateForm(form, { members }, submit).errors[0]).toMatchObject({ field: 'members[0].age', rule: 'unknown' });
  });

  it('keeps the number of rows between minItems (on submit) and maxItems', () => {
    expect(validateForm(form, { members: three.slice(0, 2) }, submit).errors[0]).toMatchObject({ field: 'members', rule: 'minItems' });
    expect(validateForm(form, { members: three.slice(0, 2) }, { ...submit, mode: 'draft' }).ok).toBe(true);
    const six = [...three, row('a', '委员'), row('b', '委员'), row('c', '委员')];
    expect(validateForm(form, { members: six }, submit).errors[0]).toEqual({
      field: 'members',
      rule: 'maxItems',
      message: '委员名单最多5个',
    });
  });

  it('requires exactly one chairperson with rowsWith', () => {
    const members = [row('张伟', '主席'), row('李娜', '主席'), row('王芳', '委员')];
    expect(validateForm(form, { members }, submit).errors).toEqual([
      { field: 'members', rule: 'rowsWith', message: '委员名单中职务为“主席”的行必须有1行' },
    ]);
  });

  it('normalises the cells and refuses what is not a list of objects', () => {
    const members = [row(' 张伟 ', '主席', { mobile: 13800138000 }), ...three.slice(1)];
    expect(validateForm(form, { members }, submit).value.members).toEqual([
      { name: '张伟', post: '主席', mobile: '13800138000', since: null, until: null },
      { name: '李娜', post: '副主席', mobile: null, since: null, until: null },
      { name: '王芳', post: '委员', mobile: null, since: null, until: null },
    ]);
    expect(validateForm(form, { members: ['张伟'] }, submit).errors[0]?.rule).toBe('rows');
  });
});

describe('a field required only when another has a value (requiredWhen)', () => {
  const entry = entryOf([
    { name: 'hasCommittee', kind: 'dict', dict: 'yesNo', label: { zh: '是否设立经审会', en: 'Audit committee' }, rules: [] },
    {
      name: 'auditChair',
      kind: 'text',
      label: { zh: '经审会主任', en: 'Audit chair' },
      rules: [{ rule: 'requiredWhen', field: 'hasCommittee', equals: ['1'] }],
    },
  ]);

  it('is required on submit when the other field has one of the values', () => {
    expect(validateForm(entry, { hasCommittee: '1' }, submit).errors).toEqual([
      { field: 'auditChair', rule: 'requiredWhen', message: '请填写经审会主任' },
    ]);
  });

  it('may stay empty otherwise, and in a draft', () => {
    expect(validateForm(entry, { hasCommittee: '0' }, submit).ok).toBe(true);
    expect(validateForm(entry, {}, submit).ok).toBe(true);
    expect(validateForm(entry, { hasCommittee: '1' }, { ...submit, mode: 'draft' }).ok).toBe(true);
  });
});

describe('notAfterField on date ranges and numbers', () => {
  const entry = entryOf([
    { name: 'term', kind: 'dateRange', label: { zh: '任期', en: 'Term' }, rules: [{ rule: 'notAfterField', field: 'deadline' }] },
    { name: 'deadline', kind: 'date', label: { zh: '截止日期', en: 'Deadline' }, rules: [] },
    { name: 'women', kind: 'integer', label: { zh: '女会员', en: 'Women' }, rules: [{ rule: 'notAfterField', field: 'all' }] },
    { name: 'all', kind: 'integer', label: { zh: '会员', en: 'Members' }, rules: [] },
  ]);

  it('compares a range by its end, as a date', () => {
    expect(validateForm(entry, { term: { start: '2021-01-01', end: '2026-01-01' }, deadline: '2025-12-31' }, submit).errors).toEqual([
      { field: 'term', rule: 'notAfterField', message: '任期不能晚于截止日期' },
    ]);
    expect(validateForm(entry, { term: { start: '2021-01-01', end: '2025-12-31' }, deadline: '2025-12-31' }, submit).ok).toBe(true);
  });

  it('still compares numbers as numbers', () => {
    expect(validateForm(entry, { women: 11, all: 10 }, submit).errors[0]).toEqual({
      field: 'women',
      rule: 'notAfterField',
      message: '女会员不能大于会员',
    });
    expect(validateForm(entry, { women: 9, all: 10 }, submit).ok).toBe(true);
  });
});
