// Group C's legal-aid rules, generic: a choice allowed only while other fields hold (allowedOnlyWhen,
// LA-means) and a choice a near date calls for (valueWhenDateWithin, LA-urgent).
import { describe, expect, it } from 'vitest';
import { entryOf } from '../fields/fields-test-entry';
import type { FieldDef } from '../types';
import { latestWithin } from './date-window';
import { validateForm, type ValidateOptions } from './validate-form';

const submit: ValidateOptions = { lang: 'zh', mode: 'submit', today: '2026-11-27' };
const label = (zh: string) => ({ zh, en: zh });

const migrantWorker: FieldDef = { name: 'migrantWorker', kind: 'text', label: label('是否进城务工人员'), rules: [] };
const caseKind: FieldDef = { name: 'caseKind', kind: 'text', label: label('案件类型'), rules: [] };
const exemption: FieldDef = {
  name: 'exemption',
  kind: 'text',
  label: label('免予核查经济困难情形'),
  rules: [
    {
      rule: 'allowedOnlyWhen',
      values: ['1'],
      all: [
        { field: 'migrantWorker', equals: ['1'] },
        { field: 'caseKind', equals: ['1', '5'] },
      ],
      means: label('进城务工人员请求支付劳动报酬或工伤赔偿'),
      onlyFor: label('进城务工人员的劳动报酬或工伤待遇案件'),
    },
  ],
};
const deadline: FieldDef = { name: 'deadline', kind: 'date', label: label('时效或期限届满日'), rules: [] };
const urgent: FieldDef = {
  name: 'urgent',
  kind: 'text',
  label: label('是否紧急'),
  rules: [{ rule: 'valueWhenDateWithin', field: 'deadline', days: 7, values: ['1'], valueLabel: label('是') }],
};
const entry = entryOf([migrantWorker, caseKind, exemption, deadline, urgent]);
const errorsOf = (form: Record<string, unknown>) => validateForm(entry, form, submit).errors;

describe('a choice allowed only while other fields hold (allowedOnlyWhen)', () => {
  it('lets a migrant worker claiming pay take the exemption', () => {
    expect(errorsOf({ migrantWorker: '1', caseKind: '1', exemption: '1' })).toEqual([]);
    expect(errorsOf({ migrantWorker: '1', caseKind: '5', exemption: '1' })).toEqual([]);
  });

  it('refuses it when one of the conditions fails, naming whom it is for', () => {
    const message = '免予核查经济困难情形为“进城务工人员请求支付劳动报酬或工伤赔偿”仅限进城务工人员的劳动报酬或工伤待遇案件';
    expect(errorsOf({ migrantWorker: '0', caseKind: '1', exemption: '1' })).toEqual([
      { field: 'exemption', rule: 'allowedOnlyWhen', message },
    ]);
    expect(errorsOf({ migrantWorker: '1', caseKind: '3', exemption: '1' })).toEqual([
      { field: 'exemption', rule: 'allowedOnlyWhen', message },
    ]);
  });

  it('leaves the other choices alone', () => {
    expect(errorsOf({ migrantWorker: '0', caseKind: '3', exemption: '0' })).toEqual([]);
  });
});

describe('a choice a near date calls for (valueWhenDateWithin)', () => {
  it('counts the days forward from today: 7 days after 2026-11-27 is 2026-12-04', () => {
    expect(latestWithin('2026-11-27', 7)).toBe('2026-12-04');
  });

  it('refuses 否 for a limitation ending within the days, naming the date', () => {
    expect(errorsOf({ deadline: '2026-12-04', urgent: '0' })).toEqual([
      { field: 'urgent', rule: 'valueWhenDateWithin', message: '时效或期限届满日(2026-12-04)在7日内届满，是否紧急须为“是”' },
    ]);
    expect(errorsOf({ deadline: '2026-11-20', urgent: '0' })).toHaveLength(1);
  });

  it('takes 是 then, and either answer for a later date or none', () => {
    expect(errorsOf({ deadline: '2026-12-04', urgent: '1' })).toEqual([]);
    expect(errorsOf({ deadline: '2026-12-05', urgent: '0' })).toEqual([]);
    expect(errorsOf({ urgent: '0' })).toEqual([]);
  });
});
