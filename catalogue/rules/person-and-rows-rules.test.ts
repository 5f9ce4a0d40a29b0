import { describe, expect, it } from 'vitest';
import { field, required, slot } from '../modules/group-b-parts';
import type { FieldDef } from '../types';
import { validateForm, type ValidateOptions } from './validate-form';

const submit: ValidateOptions = { lang: 'zh', mode: 'submit', today: '2026-11-21' };
const en: ValidateOptions = { ...submit, lang: 'en' };
const form = (...fields: FieldDef[]) => ({ fields });

// 110108198604120029: born 1986-04-12, sequence 002 (even: a woman), check character 9.
const WOMAN = '110108198604120029';

describe('agreesWithIdCard', () => {
  const person = form(
    field('idCard', 'idCard', '身份证号', 'ID number', [required]),
    field('sex', 'dict', '性别', 'Sex', [required, { rule: 'agreesWithIdCard', field: 'idCard', part: 'sex' }], { dict: 'sex' }),
    field('birthDate', 'date', '出生日期', 'Date of birth', [required, { rule: 'agreesWithIdCard', field: 'idCard', part: 'birthDate' }]),
  );

  it('accepts the sex and birth date the ID number states', () => {
    expect(validateForm(person, { idCard: WOMAN, sex: '2', birthDate: '1986-04-12' }, submit).errors).toEqual([]);
  });

  it('refuses a sex the ID number does not state, naming what it states', () => {
    expect(validateForm(person, { idCard: WOMAN, sex: '1', birthDate: '1986-04-12' }, submit).errors).toEqual([
      { field: 'sex', rule: 'agreesWithIdCard', message: '性别与身份证号不一致(应为女)' },
    ]);
  });

  it('refuses another birth date, in English too', () => {
    expect(validateForm(person, { idCard: WOMAN, sex: '2', birthDate: '1986-04-13' }, en).errors).toEqual([
      { field: 'birthDate', rule: 'agreesWithIdCard', message: 'Date of birth does not agree with ID number (1986-04-12)' },
    ]);
  });

  it('leaves the comparison to the ID number’s own rule while the number is invalid', () => {
    const errors = validateForm(person, { idCard: '110108198604120028', sex: '1', birthDate: '1990-01-01' }, submit).errors;
    expect(errors.map((e) => e.field)).toEqual(['idCard']);
  });
});

describe('notAfterThisYear', () => {
  const years = form(
    field('year', 'integer', '年度', 'Year', [{ rule: 'notAfterThisYear' }]),
    field('birthYear', 'integer', '出生年份', 'Birth year', [{ rule: 'notAfterThisYear', offset: 16 }]),
  );

  it('accepts this year, and a birth year sixteen years back', () => {
    expect(validateForm(years, { year: 2026, birthYear: 2010 }, submit).errors).toEqual([]);
  });

  it('refuses next year and a birth year of someone under sixteen, naming the latest year', () => {
    expect(validateForm(years, { year: 2027, birthYear: 2011 }, submit).errors).toEqual([
      { field: 'year', rule: 'notAfterThisYear', message: '年度不能晚于2026年' },
      { field: 'birthYear', rule: 'notAfterThisYear', message: '出生年份不能晚于2010年' },
    ]);
  });
});

describe('uniqueColumn', () => {
  const places = form(
    field('places', 'rows', '名额', 'Places', [{ rule: 'uniqueColumn', columns: ['union', 'kind'] }], {
      columns: [field('union', 'text', '工会', 'Union'), field('kind', 'text', '类别', 'Kind'), field('n', 'integer', '名额数', 'Places')],
    }),
  );

  it('accepts rows that differ in one of the columns', () => {
    const rows = [
      { union: '1100', kind: '1', n: 6 },
      { union: '1100', kind: '2', n: 2 },
      { union: '1200', kind: '1', n: 4 },
    ];
    expect(validateForm(places, { places: rows }, submit).errors).toEqual([]);
  });

  it('refuses a row alike in every column, naming the later row and the earlier one', () => {
    const rows = [
      { union: '1100', kind: '1', n: 6 },
      { union: '1200', kind: '1', n: 4 },
      { union: '1100', kind: '1', n: 2 },
    ];
    expect(validateForm(places, { places: rows }, submit).errors).toEqual([
      { field: 'places[2].union', rule: 'uniqueColumn', message: '名额第3行工会与第1行重复' },
    ]);
  });
});

describe('a slot required while another field has a value (requiredWhen)', () => {
  const files = form(
    field('personType', 'dict', '人员类别', 'Category', [required], { dict: 'advance_person_type' }),
    field('files', 'attachments', '附件', 'Attachments', [], {
      slots: [
        slot('form', '推荐表', 'Form'),
        {
          ...slot('opinions', '部门意见', "Departments' opinions"),
          requiredWhen: { field: 'personType', equals: ['4'], means: { zh: '单位负责人', en: 'a head of the unit' } },
        },
      ],
    }),
  );

  it('asks for the slot when the other field has the value, naming the slot', () => {
    expect(validateForm(files, { personType: '4', files: { form: ['1'] } }, submit).errors).toEqual([
      { field: 'files.opinions', rule: 'requiredWhen', message: '单位负责人的，请上传附件·部门意见' },
    ]);
  });

  it('leaves it optional otherwise, and in a draft', () => {
    expect(validateForm(files, { personType: '1', files: { form: ['1'] } }, submit).errors).toEqual([]);
    expect(validateForm(files, { personType: '4', files: {} }, { ...submit, mode: 'draft' }).errors).toEqual([]);
  });

  it('is satisfied by a file in the slot', () => {
    expect(validateForm(files, { personType: '4', files: { form: ['1'], opinions: ['2'] } }, submit).errors).toEqual([]);
  });
});
