// field3ques: the bookroom's photos are a required slot while the questionnaire's b01 answers 已建成并开放.
import { describe, expect, it } from 'vitest';
import { entryOf } from '../fields/fields-test-entry';
import type { FieldDef } from '../types';
import { validateForm, type ValidateOptions } from './validate-form';

const files: FieldDef = {
  name: 'files',
  kind: 'attachments',
  label: { zh: '附件', en: 'Attachments' },
  rules: [],
  slots: [
    {
      key: 'photos',
      label: { zh: '书屋照片', en: 'Photos' },
      types: ['image'],
      requiredWhen: { field: 'answers.b01', equals: ['1'], means: { zh: '书屋已建成并开放', en: 'the bookroom is open' } },
    },
  ],
};
const entry = entryOf([files]);
const submitWith = (answers?: Record<string, unknown>): ValidateOptions => ({
  lang: 'zh',
  mode: 'submit',
  today: '2026-11-27',
  ...(answers ? { answers } : {}),
});

describe('a slot required by a questionnaire answer (requiredWhen on answers.b01)', () => {
  it('is required while the answer is one of the values, named as field.slot', () => {
    expect(validateForm(entry, { files: {} }, submitWith({ b01: '1' })).errors).toEqual([
      { field: 'files.photos', rule: 'requiredWhen', message: expect.stringContaining('书屋已建成并开放') },
    ]);
  });

  it('is not required for another answer, nor while the form carries no answers', () => {
    expect(validateForm(entry, { files: {} }, submitWith({ b01: '3' })).errors).toEqual([]);
    expect(validateForm(entry, { files: {} }, submitWith()).errors).toEqual([]);
  });
});
