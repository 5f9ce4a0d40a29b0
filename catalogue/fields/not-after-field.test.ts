import { describe, expect, it } from 'vitest';
import { validateForm, type ValidateOptions } from '../rules/validate-form';
import { entryOf } from './fields-test-entry';

const submit: ValidateOptions = { lang: 'zh', mode: 'submit', today: '2026-11-21' };

const dates = entryOf([
  { name: 'startDate', kind: 'date', label: { zh: '开始日期', en: 'Start date' }, rules: [{ rule: 'notAfterField', field: 'endDate' }] },
  { name: 'endDate', kind: 'date', label: { zh: '结束日期', en: 'End date' }, rules: [] },
]);

describe('a date not after another field', () => {
  it('refuses a date after its bound', () => {
    expect(validateForm(dates, { startDate: '2026-05-02', endDate: '2026-05-01' }, submit).errors).toEqual([
      { field: 'startDate', rule: 'notAfterField', message: '开始日期不能晚于结束日期' },
    ]);
  });

  it('accepts a date on or before its bound', () => {
    expect(validateForm(dates, { startDate: '2026-05-01', endDate: '2026-05-01' }, submit).ok).toBe(true);
    expect(validateForm(dates, { startDate: '2025-12-31', endDate: '2026-05-01' }, submit).ok).toBe(true);
  });
});

const since = entryOf([
  { name: 'coveredSince', kind: 'date', label: { zh: '纳入覆盖日期', en: 'Covered since' }, rules: [] },
  {
    name: 'effectiveDate',
    kind: 'date',
    label: { zh: '移除生效日期', en: 'Removed from' },
    rules: [{ rule: 'notBeforeField', field: 'coveredSince' }],
  },
]);

describe('a date not before another field', () => {
  it('refuses a date before its bound, naming the date', () => {
    expect(validateForm(since, { coveredSince: '2024-03-01', effectiveDate: '2024-02-29' }, submit).errors).toEqual([
      { field: 'effectiveDate', rule: 'notBeforeField', message: '移除生效日期不能早于纳入覆盖日期' },
    ]);
  });

  it('accepts a date on or after its bound, and waits while the bound is empty', () => {
    expect(validateForm(since, { coveredSince: '2024-03-01', effectiveDate: '2024-03-01' }, submit).ok).toBe(true);
    expect(validateForm(since, { coveredSince: null, effectiveDate: '2020-01-01' }, submit).ok).toBe(true);
  });
});
