import { describe, expect, it } from 'vitest';
import { validateForm, type FieldDef } from '../../catalogue';
import { comparableInputs, emptyInput, toInput } from '../../web/src/features/records/fields/input-values';
import { splitErrors } from '../../web/src/features/records/module-form/form-values';

const label = { zh: '字段', en: 'Field' };
const f = (kind: FieldDef['kind'], extra: Partial<FieldDef> = {}): FieldDef => ({ name: 'f', kind, label, rules: [], ...extra });
const rows = f('rows', {
  columns: [
    { name: 'name', kind: 'text', label: { zh: '姓名', en: 'Name' }, rules: [{ rule: 'required' }] },
    { name: 'pay', kind: 'money', label: { zh: '金额', en: 'Pay' }, rules: [] },
  ],
});

describe('the console inputs of the field kinds', () => {
  it('start blank in the shape of their kind', () => {
    expect(emptyInput(f('text'))).toBe('');
    expect(emptyInput(f('dateRange'))).toEqual({ start: '', end: '' });
    expect(emptyInput(f('dictMulti'))).toEqual([]);
    expect(emptyInput(f('attachments', { slots: [{ key: 'a', label }] }))).toEqual({});
  });

  it('hold stored numbers as text, money in fen, and table cells as text', () => {
    expect(toInput(f('money'), 12345)).toBe('12345');
    expect(toInput(rows, [{ name: '张伟', pay: 100 }])).toEqual([{ name: '张伟', pay: '100' }]);
  });

  it('are read by validateForm as the server reads the stored form', () => {
    const entry = { fields: [rows] };
    const result = validateForm(
      entry,
      { f: toInput(rows, [{ name: '张伟', pay: 100 }]) },
      { lang: 'zh', mode: 'submit', today: '2026-01-01' },
    );
    expect(result.value.f).toEqual([{ name: '张伟', pay: 100 }]);
  });

  it('keep a cell’s message under its path, and the field’s messages together', () => {
    const entry = { fields: [rows] } as Parameters<typeof splitErrors>[0];
    const { byField, other } = splitErrors(entry, [{ field: 'f[0].name', rule: 'required', message: 'm' }]);
    expect(byField).toEqual({ 'f[0].name': 'm' });
    expect(other).toEqual([]);
  });

  it('compare objects by content when the page is left', () => {
    expect(comparableInputs({ r: { start: '2026-01-01', end: '' } })).toEqual({ r: '{"start":"2026-01-01","end":""}' });
  });
});
