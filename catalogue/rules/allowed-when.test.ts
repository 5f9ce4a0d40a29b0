// The rule kind `allowedWhen`: a choice allowed only while another field holds one of some keys
// (finance5's full return only for small and micro enterprises, docs/forms/group-d.md R-SHARE).
import { describe, expect, it } from 'vitest';
import { entryOf } from '../fields/fields-test-entry';
import type { FieldDef } from '../types';
import { validateForm, type ValidateOptions } from './validate-form';

const zh: ValidateOptions = { lang: 'zh', mode: 'submit', today: '2026-11-21' };
const en: ValidateOptions = { ...zh, lang: 'en' };

const smallMicro: FieldDef = {
  name: 'smallMicro',
  kind: 'dict',
  dict: 'yes_no',
  label: { zh: '是否小微企业', en: 'Small or micro' },
  rules: [],
};
const fundsShare: FieldDef = {
  name: 'fundsShare',
  kind: 'dict',
  dict: 'funds_share_rule',
  label: { zh: '返还比例', en: 'Share returned' },
  rules: [
    {
      rule: 'allowedWhen',
      values: ['100'],
      field: 'smallMicro',
      equals: ['1'],
      means: { zh: '全额返还', en: 'a full return' },
      whenMeans: { zh: '小微企业', en: 'small and micro enterprises' },
    },
  ],
};
const form = entryOf([smallMicro, fundsShare]);

describe('a choice allowed only while another field holds a key', () => {
  it('accepts the choice where the other field holds the key', () => {
    expect(validateForm(form, { smallMicro: '1', fundsShare: '100' }, zh).errors).toEqual([]);
  });

  it('refuses it otherwise, naming what it means and whom it is for, in Chinese and English', () => {
    expect(validateForm(form, { smallMicro: '0', fundsShare: '100' }, zh).errors).toEqual([
      { field: 'fundsShare', rule: 'allowedWhen', message: '返还比例为全额返还仅限小微企业' },
    ]);
    expect(validateForm(form, { smallMicro: '0', fundsShare: '100' }, en).errors[0]?.message).toBe(
      'Share returned may be a full return only for small and micro enterprises',
    );
  });

  it('leaves the other choices alone, and waits while the other field is empty', () => {
    expect(validateForm(form, { smallMicro: '0', fundsShare: '60' }, zh).errors).toEqual([]);
    expect(validateForm(form, { fundsShare: '100' }, zh).errors).toEqual([]);
  });
});
