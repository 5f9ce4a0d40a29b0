import { describe, expect, it } from 'vitest';
import type { WorkCalendar } from '../calendar';
import { entryOf } from '../fields/fields-test-entry';
import type { FieldDef } from '../types';
import { validateForm, type ValidateOptions } from './validate-form';

const notice: FieldDef = {
  name: 'unitNotice',
  kind: 'dateRange',
  label: { zh: '单位公示时间', en: 'Notice in the unit' },
  rules: [{ rule: 'workingDaysAtLeast', value: 5 }],
};
const entry = entryOf([notice]);
const submit: ValidateOptions = { lang: 'zh', mode: 'submit', today: '2026-11-27' };
const errorsOf = (start: string, end: string, opts: Partial<ValidateOptions> = {}) =>
  validateForm(entry, { unitNotice: { start, end } }, { ...submit, ...opts }).errors;

describe('a notice of at least five working days (workingDaysAtLeast)', () => {
  it('takes Monday to Friday of one week', () => {
    expect(errorsOf('2026-11-16', '2026-11-20')).toEqual([]);
  });

  it('does not count the weekend: Thursday to Tuesday holds four, named with the count', () => {
    expect(errorsOf('2026-11-19', '2026-11-24')).toEqual([
      { field: 'unitNotice', rule: 'workingDaysAtLeast', message: '单位公示时间须不少于5个工作日(现为4个)' },
    ]);
  });

  it('does not count the National Day holidays, and counts their make-up working Saturday', () => {
    // 29 Sep to 9 Oct 2026: the 29th, 30th, 8th and 9th; 1 to 7 Oct are holidays. The 10th, a Saturday, is worked.
    expect(errorsOf('2026-09-29', '2026-10-09')).toEqual([
      expect.objectContaining({ rule: 'workingDaysAtLeast', message: '单位公示时间须不少于5个工作日(现为4个)' }),
    ]);
    expect(errorsOf('2026-09-29', '2026-10-10')).toEqual([]);
  });

  it('reads the tenant’s own calendar where the server gives it one', () => {
    const calendar: WorkCalendar = new Map([['2026-11-20', 'holiday']]);
    expect(errorsOf('2026-11-16', '2026-11-20', { workCalendar: calendar })[0]?.rule).toBe('workingDaysAtLeast');
  });
});
