import { describe, expect, it } from 'vitest';
import { validateForm, type ValidateOptions } from '../rules/validate-form';
import { entryOf } from './fields-test-entry';
import { fieldKinds } from './registry';
import type { FieldDef } from '../types';

const deeds: FieldDef = {
  name: 'deeds',
  kind: 'richText',
  label: { zh: '主要事迹', en: 'Deeds' },
  rules: [
    { rule: 'minLength', value: 5 },
    { rule: 'maxLength', value: 10 },
  ],
};
const entry = entryOf([deeds]);
const submit: ValidateOptions = { lang: 'zh', mode: 'submit', today: '2026-11-27' };
const errorsOf = (html: string) => validateForm(entry, { deeds: html }, submit).errors.map((e) => e.rule);

describe('the length of rich text', () => {
  it('counts its characters, not its tags nor blanks: ten in two paragraphs with emphasis are within ten', () => {
    expect(errorsOf('<p><strong>一二三四五</strong></p><p><em>六七八九十</em></p>')).toEqual([]);
  });

  it('refuses an eleventh character of text with maxLength', () => {
    expect(errorsOf('<p>一二三四五六七八九十一</p>')).toEqual(['maxLength']);
  });

  it('does not let markup make up a minimum of text', () => {
    expect(errorsOf('<p><strong>一二</strong></p><p></p><p></p>')).toEqual(['minLength']);
  });

  it('lets the request schema take the HTML of a text at its maximum, in paragraphs with emphasis', () => {
    const long: FieldDef = { ...deeds, rules: [{ rule: 'maxLength', value: 2000 }] };
    const paragraph = `<p><strong>${'劳'.repeat(20)}</strong>${'模'.repeat(180)}</p>`;
    const html = paragraph.repeat(10);
    expect(validateForm(entryOf([long]), { deeds: html }, submit).errors).toEqual([]);
    const schema = fieldKinds.richText.schema(long, {} as never) as { maxLength?: number };
    expect(schema.maxLength).toBeGreaterThanOrEqual(html.length);
  });
});
