import { describe, expect, it } from 'vitest';
import { entryOf } from '../fields/fields-test-entry';
import { validateForm, type ValidateOptions } from './validate-form';

const submit: ValidateOptions = { lang: 'zh', mode: 'submit', today: '2026-11-21' };
const en: ValidateOptions = { ...submit, lang: 'en' };

const person = entryOf([
  { name: 'idCard', kind: 'idCard', label: { zh: '公民身份号码', en: 'ID number' }, rules: [] },
  { name: 'sex', kind: 'dict', label: { zh: '性别', en: 'Sex' }, rules: [{ rule: 'agreesWithIdCard', field: 'idCard', part: 'sex' }] },
  {
    name: 'birthDate',
    kind: 'date',
    label: { zh: '出生日期', en: 'Date of birth' },
    rules: [{ rule: 'agreesWithIdCard', field: 'idCard', part: 'birthDate' }],
  },
]);
// 110108197806122319: born 1978-06-12, 17th digit 1 (odd: a man).
const man = { idCard: '110108197806122319', sex: '1', birthDate: '1978-06-12' };

describe('sex and birth date agree with the ID number (GB 11643-1999)', () => {
  it('accepts a man born on the number’s date', () => {
    expect(validateForm(person, man, submit).errors).toEqual([]);
  });

  it('refuses 女 for a number whose 17th digit is odd', () => {
    expect(validateForm(person, { ...man, sex: '2' }, submit).errors).toEqual([
      { field: 'sex', rule: 'agreesWithIdCard', message: '性别与公民身份号码不一致(应为男)' },
    ]);
  });

  it('refuses 男 for a number whose 17th digit is even', () => {
    // 110105198509232824: 17th digit 2 (even: a woman).
    const woman = '110105198509232824';
    expect(validateForm(person, { idCard: woman, sex: '1', birthDate: '1985-09-23' }, submit).errors.map((e) => e.field)).toEqual(['sex']);
  });

  it('refuses a birth date other than the number’s, saying which it is', () => {
    expect(validateForm(person, { ...man, birthDate: '1978-06-21' }, en).errors).toEqual([
      {
        field: 'birthDate',
        rule: 'agreesWithIdCard',
        message: 'Date of birth does not agree with ID number (1978-06-12)',
      },
    ]);
  });

  it('says nothing of sex or birth date while the number itself is wrong', () => {
    expect(validateForm(person, { ...man, idCard: '110108197806122310', sex: '2' }, submit).errors.map((e) => e.field)).toEqual(['idCard']);
  });
});

const years = entryOf([{ name: 'year', kind: 'integer', label: { zh: '获得年度', en: 'Year' }, rules: [{ rule: 'notAfterThisYear' }] }]);

describe('a year not after this year', () => {
  it('accepts this year and earlier', () => {
    expect(validateForm(years, { year: 2026 }, submit).ok).toBe(true);
    expect(validateForm(years, { year: 1990 }, submit).ok).toBe(true);
  });

  it('refuses next year, naming this one', () => {
    expect(validateForm(years, { year: 2027 }, submit).errors).toEqual([
      { field: 'year', rule: 'notAfterThisYear', message: '获得年度不能晚于2026年' },
    ]);
  });
});

const honours = entryOf([
  { name: 'track', kind: 'dict', label: { zh: '表彰类别', en: 'Track' }, rules: [] },
  {
    name: 'honours',
    kind: 'rows',
    label: { zh: '曾获荣誉', en: 'Honours' },
    columns: [{ name: 'level', kind: 'dict', label: { zh: '级别', en: 'Level' }, rules: [] }],
    rules: [
      {
        rule: 'rowsWith',
        column: 'level',
        value: '1',
        orValues: ['2'],
        count: 1,
        atLeast: true,
        valueLabel: { zh: '国家级或省部级', en: 'National or Provincial or ministerial' },
        when: { field: 'track', equals: ['1'], means: { zh: '常规表彰', en: 'a regular commendation' } },
      },
    ],
  },
]);

describe('rows with one of several values (N-BASE: an honour of 国家级 or 省部级)', () => {
  it('counts a row of either value', () => {
    expect(validateForm(honours, { track: '1', honours: [{ level: '4' }, { level: '2' }] }, submit).ok).toBe(true);
    expect(validateForm(honours, { track: '1', honours: [{ level: '1' }] }, submit).ok).toBe(true);
  });

  it('refuses rows of other values only, naming both', () => {
    expect(validateForm(honours, { track: '1', honours: [{ level: '4' }] }, submit).errors).toEqual([
      { field: 'honours', rule: 'rowsWith', message: '常规表彰的，曾获荣誉中须至少有1行级别为“国家级或省部级”' },
    ]);
  });

  it('holds only on the track it names', () => {
    expect(validateForm(honours, { track: '2', honours: [{ level: '4' }] }, submit).ok).toBe(true);
  });
});
