import { describe, expect, it } from 'vitest';
import { entryOf } from '../fields/fields-test-entry';
import { validateForm, type ValidateOptions } from './validate-form';

// R-RCPT (docs/forms/group-d.md, finance5): less received than the return approved needs its reason.
const receipt = entryOf([
  { name: 'returnTotal', kind: 'money', label: { zh: '返还合计(元)', en: 'Total return' }, rules: [] },
  { name: 'receivedAmount', kind: 'money', label: { zh: '实际到账金额(元)', en: 'Amount received' }, rules: [] },
  {
    name: 'shortfallNote',
    kind: 'textarea',
    label: { zh: '差额说明', en: 'Shortfall explained' },
    rules: [{ rule: 'requiredWhenBelow', field: 'receivedAmount', than: 'returnTotal' }],
  },
]);
const submit: ValidateOptions = { lang: 'zh', mode: 'submit', today: '2026-11-28' };

describe('requiredWhenBelow: a note is required while one figure is below another', () => {
  it('refuses a shortfall without its note, naming both figures', () => {
    expect(validateForm(receipt, { returnTotal: 648000, receivedAmount: 600000 }, submit).errors).toEqual([
      { field: 'shortfallNote', rule: 'requiredWhenBelow', message: '实际到账金额(元)少于返还合计(元)时，请填写差额说明' },
    ]);
  });

  it('accepts a shortfall with its note', () => {
    const form = { returnTotal: 648000, receivedAmount: 600000, shortfallNote: '银行手续费扣除' };
    expect(validateForm(receipt, form, submit).errors).toEqual([]);
  });

  it('asks for nothing when all came in', () => {
    expect(validateForm(receipt, { returnTotal: 648000, receivedAmount: 648000 }, submit).errors).toEqual([]);
  });

  it('asks for nothing in a draft', () => {
    const draft = { ...submit, mode: 'draft' as const };
    expect(validateForm(receipt, { returnTotal: 648000, receivedAmount: 1 }, draft).errors).toEqual([]);
  });
});
