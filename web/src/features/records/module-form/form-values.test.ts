import { describe, expect, it } from 'vitest';
import { modules, validateForm } from '../../../catalogue';
import { emptyValues, splitErrors, toFormValues } from './form-values';

const entry = modules.setup1!;

describe('form values', () => {
  it('turns stored numbers into input text and keeps attachment ids as a list', () => {
    const values = toFormValues(entry, { employeeCount: 12, attachments: ['1', '2'], unionName: null });
    expect(values.employeeCount).toBe('12');
    expect(values.attachments).toEqual(['1', '2']);
    expect(values.unionName).toBe('');
  });

  it('lets a blank form be saved as a draft but not submitted', () => {
    const opts = { lang: 'zh' as const, today: '2026-01-01' };
    expect(validateForm(entry, emptyValues(entry), { ...opts, mode: 'draft' }).ok).toBe(true);
    const submit = validateForm(entry, emptyValues(entry), { ...opts, mode: 'submit' });
    const { byField, other } = splitErrors(entry, submit.errors);
    expect(byField.enterpriseName).toBe('请填写企业名称');
    expect(other).toEqual([]);
  });

  it('keeps messages about unknown fields apart', () => {
    const { byField, other } = splitErrors(entry, [{ field: 'nope', rule: 'unknown', message: 'x' }]);
    expect(byField).toEqual({});
    expect(other).toEqual(['x']);
  });
});
