// Group C's rights rules: a date within a past window (withinPast), a period inside a year field's
// year (inYearOf), and a column every row of which holds one of the values (everyRow).
import { describe, expect, it } from 'vitest';
import { entryOf } from '../fields/fields-test-entry';
import type { FieldDef } from '../types';
import { earliestWithin } from './date-window';
import { validateForm, type ValidateOptions } from './validate-form';

const submit: ValidateOptions = { lang: 'zh', mode: 'submit', today: '2026-11-27' };
const label = (zh: string) => ({ zh, en: zh });

const occurredOn: FieldDef = { name: 'occurredOn', kind: 'date', label: label('发生日期'), rules: [{ rule: 'withinPast', days: 180 }] };
const certificateDate: FieldDef = {
  name: 'certificateDate',
  kind: 'date',
  label: label('取证日期'),
  rules: [{ rule: 'withinPast', years: 3 }],
};
const coverageYear: FieldDef = { name: 'coverageYear', kind: 'integer', label: label('保障年度'), rules: [] };
const coveragePeriod: FieldDef = {
  name: 'coveragePeriod',
  kind: 'dateRange',
  label: label('保障期间'),
  rules: [{ rule: 'inYearOf', field: 'coverageYear' }],
};
const plan: FieldDef = { name: 'plan', kind: 'text', label: label('保障计划'), rules: [] };
const members: FieldDef = {
  name: 'members',
  kind: 'rows',
  label: label('参保职工'),
  rules: [{ rule: 'everyRow', column: 'sex', values: ['2'], valueLabel: label('女'), when: { field: 'plan', equals: ['3'] } }],
  columns: [
    { name: 'name', kind: 'text', label: label('姓名'), rules: [] },
    { name: 'sex', kind: 'text', label: label('性别'), rules: [] },
  ],
};
const entry = entryOf([occurredOn, certificateDate, coverageYear, coveragePeriod, plan, members]);
const errorsOf = (form: Record<string, unknown>) => validateForm(entry, form, submit).errors;

describe('a date within a past window (withinPast)', () => {
  it('counts days back from today: 180 days before 2026-11-27 is 2026-05-31', () => {
    expect(earliestWithin('2026-11-27', { days: 180 })).toBe('2026-05-31');
    expect(errorsOf({ occurredOn: '2026-05-31' })).toEqual([]);
    expect(errorsOf({ occurredOn: '2026-05-30' })).toEqual([
      { field: 'occurredOn', rule: 'withinPast', message: '发生日期须在180天以内(不早于2026-05-31)' },
    ]);
  });

  it('counts years back to the same day, 29 February falling back to the 28th', () => {
    expect(earliestWithin('2028-02-29', { years: 3 })).toBe('2025-02-28');
    expect(errorsOf({ certificateDate: '2023-11-27' })).toEqual([]);
    expect(errorsOf({ certificateDate: '2023-11-26' })[0]).toMatchObject({ field: 'certificateDate', rule: 'withinPast' });
  });
});

describe('a period inside the year of a year field (inYearOf)', () => {
  it('passes a range wholly in the year and names the year field for one reaching past it', () => {
    expect(errorsOf({ coverageYear: 2026, coveragePeriod: { start: '2026-01-01', end: '2026-12-31' } })).toEqual([]);
    expect(errorsOf({ coverageYear: 2026, coveragePeriod: { start: '2026-07-01', end: '2027-06-30' } })).toEqual([
      { field: 'coveragePeriod', rule: 'inYearOf', message: '保障期间须在保障年度(2026年)之内' },
    ]);
  });

  it('waits while the year is empty', () => {
    expect(errorsOf({ coveragePeriod: { start: '2026-07-01', end: '2027-06-30' } })).toEqual([]);
  });
});

describe('a column every row of which holds one of the values (everyRow)', () => {
  const rows = [
    { name: '王芳', sex: '2' },
    { name: '李强', sex: '1' },
  ];

  it('names each other row’s cell while its `when` holds', () => {
    expect(errorsOf({ plan: '3', members: rows })).toEqual([
      { field: 'members[1].sex', rule: 'everyRow', message: '参保职工第2行性别须为女' },
    ]);
  });

  it('is silent while its `when` does not hold', () => {
    expect(errorsOf({ plan: '1', members: rows })).toEqual([]);
  });
});
