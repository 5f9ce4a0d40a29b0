import { describe, expect, it } from 'vitest';
import { entryOf } from '../fields/fields-test-entry';
import type { FieldDef } from '../types';
import { validateForm, type ValidateOptions } from './validate-form';

const submit: ValidateOptions = { lang: 'zh', mode: 'submit', today: '2026-11-27' };

// A declaration's venue rows, each naming its venue by an id of the union's register or one reserved for it.
const venues: FieldDef = {
  name: 'venues',
  kind: 'rows',
  label: { zh: '阵地场所', en: 'Venues' },
  rules: [{ rule: 'inRegister', register: 'venue', reservedBy: 'field2', column: 'venueId' }],
  columns: [
    { name: 'venueId', kind: 'text', label: { zh: '场所编号', en: 'Venue number' }, rules: [] },
    { name: 'venueName', kind: 'text', label: { zh: '场所名称', en: 'Venue name' }, rules: [] },
  ],
};
const entry = entryOf([venues]);
const form = {
  venues: [
    { venueId: '810001', venueName: '职工活动室' },
    { venueId: '999', venueName: '职工书屋' },
  ],
};

describe('a row id of the union’s register (inRegister)', () => {
  it('refuses a row whose id is not among the register’s, naming the row and its column', () => {
    const { errors } = validateForm(entry, form, { ...submit, registerIds: { venue: new Set(['810001']) } });
    expect(errors).toEqual([
      { field: 'venues[1].venueId', rule: 'inRegister', message: '阵地场所第2行场所编号“999”不是本单位名录中的编号' },
    ]);
  });

  it('takes every row when each id is the register’s or reserved', () => {
    expect(validateForm(entry, form, { ...submit, registerIds: { venue: new Set(['810001', '999']) } }).errors).toEqual([]);
  });

  it('is left to the server where the console has no register', () => {
    expect(validateForm(entry, form, submit).errors).toEqual([]);
  });
});
