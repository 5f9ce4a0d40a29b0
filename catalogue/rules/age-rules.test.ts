import { describe, expect, it } from 'vitest';
import { entryOf } from '../fields/fields-test-entry';
import type { FieldDef } from '../types';
import { yearsOn } from './age-rules';
import { validateForm, type ValidateOptions } from './validate-form';

const submit: ValidateOptions = { lang: 'zh', mode: 'submit', today: '2026-11-27' };

// 110105200807010015 is born 2008-07-01 (GB 11643-1999 digits 7 to 14; the check digit is right).
const idCard: FieldDef = { name: 'idCard', kind: 'idCard', label: { zh: '公民身份号码', en: 'ID number' }, rules: [] };
const year: FieldDef = { name: 'year', kind: 'integer', label: { zh: '评选年度', en: 'Year' }, rules: [] };
const startedWork: FieldDef = {
  name: 'joinWorkDate',
  kind: 'date',
  label: { zh: '参加工作时间', en: 'Started work' },
  rules: [{ rule: 'minAgeAt', value: 16, birth: 'idCard', at: { field: 'joinWorkDate' } }],
};

describe('whole years (周岁)', () => {
  it('counts a year complete on the anniversary, not the day before', () => {
    expect(yearsOn('2010-07-01', '2026-07-01')).toBe(16);
    expect(yearsOn('2010-07-01', '2026-06-30')).toBe(15);
  });

  it('makes one born on 29 February a year older on 1 March of a common year', () => {
    expect(yearsOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(yearsOn('2008-02-29', '2026-03-01')).toBe(18);
  });
});

describe('an age at least N on a day (minAgeAt)', () => {
  const entry = entryOf([idCard, startedWork]);
  const errorsOf = (joinWorkDate: string) => validateForm(entry, { idCard: '110105200807010015', joinWorkDate }, submit).errors;

  it('takes work started on the sixteenth birthday, read from the ID number', () => {
    expect(errorsOf('2024-07-01')).toEqual([]);
  });

  it('refuses work started the day before, naming the field, the rule and the age in Chinese', () => {
    expect(errorsOf('2024-06-30')).toEqual([
      {
        field: 'joinWorkDate',
        rule: 'minAgeAt',
        message: '参加工作时间：截至2024-06-30须年满16周岁(按公民身份号码计为15周岁)',
      },
    ]);
  });

  it('says the same in English', () => {
    const [error] = validateForm(entry, { idCard: '110105200807010015', joinWorkDate: '2024-06-30' }, { ...submit, lang: 'en' }).errors;
    expect(error?.message).toBe('Started work: must be at least 16 years old on 2024-06-30 (by ID number: 15)');
  });

  it('waits while the ID number is invalid: that field has its own message', () => {
    const errors = validateForm(entry, { idCard: '110105200807010016', joinWorkDate: '2010-01-01' }, submit).errors;
    expect(errors.map((e) => e.rule)).toEqual(['idCard']);
  });
});

describe('an age at most N at the end of the round’s year (maxAgeAt)', () => {
  const birthDate: FieldDef = {
    name: 'birthDate',
    kind: 'date',
    label: { zh: '出生日期', en: 'Date of birth' },
    rules: [{ rule: 'maxAgeAt', value: 35, at: { yearEndOf: 'year' } }],
  };
  const entry = entryOf([year, birthDate]);
  const errorsOf = (birth: string) => validateForm(entry, { year: 2026, birthDate: birth }, submit).errors;

  it('takes one who is 35 on 31 December of the year', () => {
    expect(errorsOf('1991-12-31')).toEqual([]);
  });

  it('refuses one who turns 36 by then, naming the day', () => {
    expect(errorsOf('1990-12-31')).toEqual([
      { field: 'birthDate', rule: 'maxAgeAt', message: '出生日期：截至2026年12月31日不得超过35周岁(按出生日期计为36周岁)' },
    ]);
  });

  it('waits while the year is empty', () => {
    expect(validateForm(entry, { birthDate: '1950-01-01' }, { ...submit, mode: 'draft' }).errors).toEqual([]);
  });
});

describe('years since a date, at least N (yearsSince)', () => {
  const founded: FieldDef = {
    name: 'foundedDate',
    kind: 'date',
    label: { zh: '成立时间', en: 'Founded' },
    rules: [{ rule: 'yearsSince', value: 2, at: { date: '2026-04-30' } }],
  };
  const entry = entryOf([founded]);

  it('takes a team founded two full years before the day', () => {
    expect(validateForm(entry, { foundedDate: '2024-04-30' }, submit).errors).toEqual([]);
  });

  it('refuses one founded a day later, with the years it has', () => {
    expect(validateForm(entry, { foundedDate: '2024-05-01' }, submit).errors).toEqual([
      { field: 'foundedDate', rule: 'yearsSince', message: '成立时间至2026-04-30须满2年(现为1年)' },
    ]);
  });
});
