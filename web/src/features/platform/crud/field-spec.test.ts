import { describe, expect, it } from 'vitest';
import { int, missingFields, requiredMessage, visibleFields, type FieldSpec } from './field-spec';

const FIELDS: FieldSpec[] = [
  { name: 'account', label: 'user.account', required: true, fixedOnEdit: true },
  { name: 'ident', label: 'user.ident', kind: 'select', required: true },
  { name: 'roleId', label: 'user.roles', kind: 'multi', required: true },
  { name: 'password', label: 'user.password', kind: 'password', required: true, createOnly: true },
  { name: 'phone', label: 'user.phone' },
];

describe('admin form fields', () => {
  it('asks to type a text and to pick a choice', () => {
    expect(requiredMessage(FIELDS[0]!)).toBe('form.enterField');
    expect(requiredMessage(FIELDS[1]!)).toBe('form.chooseField');
  });

  it('names the required fields left empty, blanks and empty picks included', () => {
    expect(missingFields(FIELDS, { account: '  ', ident: 'corp', roleId: [], password: 'x' }, false)).toEqual(['account', 'roleId']);
  });

  it('leaves creation-only fields out of an edit, and out of its checks', () => {
    expect(visibleFields(FIELDS, true).map((f) => f.name)).toEqual(['account', 'ident', 'roleId', 'phone']);
    expect(missingFields(FIELDS, { account: 'a', ident: 'corp', roleId: ['1'] }, true)).toEqual([]);
  });

  it('reads an empty number as absent', () => {
    expect(int('')).toBeUndefined();
    expect(int(' 12 ')).toBe(12);
  });
});
