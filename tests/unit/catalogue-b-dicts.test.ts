import { describe, expect, it } from 'vitest';
import { validateForm } from '../../catalogue';
import { groupB } from '../../catalogue/modules/group-b';
import { dictKeyCodes, dictKeys, groupBDictCodes } from '../../catalogue/modules/group-b-dicts';
import { SYSTEM_DICTIONARIES } from '../../db/seed/dictionaries';
import { todayInShanghai } from './catalogue-b-support';

const seeded: Record<string, string[]> = Object.fromEntries(SYSTEM_DICTIONARIES.map((d) => [d.code, d.items.map((i) => i[0])]));

describe('the dictionaries group B reads', () => {
  it.each([...groupBDictCodes])('%s is seeded', (code) => {
    expect(seeded[code]?.length ?? 0).toBeGreaterThan(0);
  });

  it.each(Object.keys(dictKeys) as (keyof typeof dictKeys)[])('the keys named for %s are options of their dictionary', (group) => {
    const code = dictKeyCodes[group];
    for (const key of Object.values(dictKeys[group])) expect(seeded[code] ?? [], `${code} ${key}`).toContain(key);
  });

  it.each(Object.keys(groupB))('%s: every dictionary value of the example is a seeded option', (key) => {
    const entry = groupB[key]!;
    const result = validateForm(entry, entry.example, { lang: 'zh', mode: 'submit', today: todayInShanghai(), dicts: seeded });
    expect(result.errors.filter((e) => e.rule === 'dict')).toEqual([]);
  });
});
