import { describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import { EFFECT_HISTORY_KEYS, type HistorySection } from '../../db';
import { HIDDEN, HISTORY_SECTION_NAMES, historyField } from '../../services/organisation/union-profile/history-fields';
import { PROFILE_SECTIONS } from '../../services/organisation/union-profile/sections';

const effectKeys = (Object.keys(EFFECT_HISTORY_KEYS) as HistorySection[]).flatMap((section) =>
  EFFECT_HISTORY_KEYS[section].map((key): [string, string] => [section, key]),
);
const editedKeys = [
  ...PROFILE_SECTIONS.flatMap((s) => s.fields.map((f): [string, string] => [s.key, f.name])),
  ...(modules.corpration?.fields ?? []).map((f): [string, string] => ['unit', f.name]),
];
const CJK = /[\u4e00-\u9fff]/;

describe('the names the profile history gives each key', () => {
  it.each(effectKeys)('%s.%s, written by an effect, has a Chinese and an English name (or is the system’s own)', (section, key) => {
    const known = historyField(section, key, null);
    expect(known, `${section}.${key} has no definition in services/organisation/union-profile/history-fields.ts`).toBeDefined();
    if (known === HIDDEN) return;
    expect(known!.field.label.zh).toMatch(CJK);
    expect(known!.field.label.en).toMatch(/^[A-Z]/);
  });

  it.each(editedKeys)('%s.%s, edited by the union, has a Chinese and an English name', (section, key) => {
    const known = historyField(section, key, null);
    expect(known).not.toBe(HIDDEN);
    expect(known && known !== HIDDEN ? known.field.label.zh : '').toMatch(CJK);
  });

  it.each([...Object.keys(EFFECT_HISTORY_KEYS), ...PROFILE_SECTIONS.map((s) => s.key), 'unit'])('section %s has a name', (section) => {
    expect(HISTORY_SECTION_NAMES[section]?.zh).toMatch(CJK);
    expect(HISTORY_SECTION_NAMES[section]?.en).toMatch(/^[A-Z]/);
  });

  it('money is money, dictionary values are the dictionary’s, and a union is named from the tree', () => {
    const kind = (section: string, key: string) => {
      const known = historyField(section, key, null);
      return known === HIDDEN ? HIDDEN : known?.field.kind;
    };
    expect(kind('funds', 'dueMonthly')).toBe('money');
    expect(kind('certificate', 'funds')).toBe('money');
    expect(kind('funds', 'payMode')).toBe('dict');
    expect(kind('parent', 'parentId')).toBe('unionPicker');
    expect(kind('committee', 'officers')).toBe('rows');
  });

  it('a key an effect does not declare is named by the catalogue field of the module that wrote it', () => {
    const known = historyField('funds', 'financeContact', 'setup4');
    expect(known !== HIDDEN && known?.field.label.zh).toBe('财务联系人');
    expect(historyField('funds', 'financeContact', null)).toBeUndefined();
  });
});
