// The rule kinds that compare a field with a share of another: election quorum, majority, 差额.
import { describe, expect, it } from 'vitest';
import { entryOf } from '../fields/fields-test-entry';
import type { FieldDef } from '../types';
import { atLeastShareOf, eachRowMoreThanShareOf, moreThan } from './share-rules';
import { validateForm, type ValidateOptions } from './validate-form';

const zh: ValidateOptions = { lang: 'zh', mode: 'submit', today: '2026-11-21' };
const en: ValidateOptions = { ...zh, lang: 'en' };

const int = (name: string, zhLabel: string, enLabel: string, rules: FieldDef['rules'] = []): FieldDef => ({
  name,
  kind: 'integer',
  label: { zh: zhLabel, en: enLabel },
  rules,
});
const entitled = int('entitled', '应到人数', 'Entitled');
const seats = int('seats', '应选名额', 'Seats');

describe('at least a share of another field', () => {
  const form = entryOf([entitled, int('attendance', '实到人数', 'Present', [atLeastShareOf('entitled', 2, 3)])]);

  it('accepts exactly two thirds (以上 includes the number itself)', () => {
    expect(validateForm(form, { entitled: 60, attendance: 40 }, zh).errors).toEqual([]);
  });

  it('refuses less, naming both fields and the least number, in Chinese and English', () => {
    expect(validateForm(form, { entitled: 60, attendance: 36 }, zh).errors).toEqual([
      { field: 'attendance', rule: 'atLeastShareOf', message: '实到人数不能少于应到人数的2/3(至少40)' },
    ]);
    expect(validateForm(form, { entitled: 60, attendance: 36 }, en).errors[0]?.message).toBe(
      'Present must be at least 2/3 of Entitled (at least 40)',
    );
  });

  it('rounds the least number up: two thirds of 10 needs 7', () => {
    expect(validateForm(form, { entitled: 10, attendance: 6 }, zh).errors[0]?.message).toContain('至少7');
    expect(validateForm(form, { entitled: 10, attendance: 7 }, zh).errors).toEqual([]);
  });

  it('says nothing while the other field is empty', () => {
    expect(validateForm(form, { entitled: null, attendance: 1 }, { ...zh, mode: 'draft' }).errors).toEqual([]);
  });
});

describe('at least a share of another field, counted in rows', () => {
  const candidates: FieldDef = {
    name: 'candidates',
    kind: 'rows',
    label: { zh: '候选人', en: 'Candidates' },
    rules: [atLeastShareOf('seats', 105, 100)],
    columns: [{ name: 'name', kind: 'text', label: { zh: '姓名', en: 'Name' }, rules: [] }],
  };
  const form = entryOf([seats, candidates]);
  const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `候选人${i + 1}` }));

  it('needs candidates at least 5 % more than the seats: 8 for 7 seats (差额)', () => {
    expect(validateForm(form, { seats: 7, candidates: rows(8) }, zh).errors).toEqual([]);
    expect(validateForm(form, { seats: 7, candidates: rows(7) }, zh).errors).toEqual([
      { field: 'candidates', rule: 'atLeastShareOf', message: '候选人至少需要8行(应选名额的105%)' },
    ]);
  });

  it('needs 21 candidates for 20 seats, and 23 for 21 (22 would be a 差额率 of 4.8 %)', () => {
    expect(validateForm(form, { seats: 20, candidates: rows(21) }, zh).errors).toEqual([]);
    expect(validateForm(form, { seats: 21, candidates: rows(23) }, zh).errors).toEqual([]);
    expect(validateForm(form, { seats: 21, candidates: rows(22) }, zh).errors).toHaveLength(1);
  });
});

describe('more than another field', () => {
  const form = entryOf([seats, int('candidateCount', '候选人数', 'Candidates', [moreThan('seats')])]);

  it('refuses an equal number, naming the other field', () => {
    expect(validateForm(form, { seats: 7, candidateCount: 8 }, zh).errors).toEqual([]);
    expect(validateForm(form, { seats: 7, candidateCount: 7 }, zh).errors).toEqual([
      { field: 'candidateCount', rule: 'moreThanShareOf', message: '候选人数须多于应选名额(至少8)' },
    ]);
  });
});

describe('each row more than a share of another field', () => {
  const results: FieldDef = {
    name: 'results',
    kind: 'rows',
    label: { zh: '选举结果', en: 'Results' },
    rules: [eachRowMoreThanShareOf('votes', 'entitled', 1, 2, { column: 'elected', equals: ['1'] })],
    columns: [
      { name: 'name', kind: 'text', label: { zh: '姓名', en: 'Name' }, rules: [] },
      { name: 'votes', kind: 'integer', label: { zh: '得票数', en: 'Votes' }, rules: [] },
      { name: 'elected', kind: 'text', label: { zh: '是否当选', en: 'Elected' }, rules: [] },
    ],
  };
  const form = entryOf([entitled, results]);

  it('refuses an elected person with half the votes of those entitled, naming the cell', () => {
    const rows = [
      { name: '王芳', votes: 31, elected: '1' },
      { name: '陈强', votes: 30, elected: '1' },
    ];
    expect(validateForm(form, { entitled: 60, results: rows }, zh).errors).toEqual([
      { field: 'results[1].votes', rule: 'moreThanShareOf', message: '选举结果第2行得票数须多于应到人数的1/2(至少31)' },
    ]);
    expect(validateForm(form, { entitled: 60, results: rows }, en).errors[0]?.message).toBe(
      'Results row 2 Votes must be more than 1/2 of Entitled (at least 31)',
    );
  });

  it('leaves a person not elected alone, whatever the votes', () => {
    expect(validateForm(form, { entitled: 60, results: [{ name: '杨勇', votes: 2, elected: '0' }] }, zh).errors).toEqual([]);
  });
});
