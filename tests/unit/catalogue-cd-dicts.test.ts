import { describe, expect, it } from 'vitest';
import { groupCDictCodes, groupCDictKeyCodes, groupCDictKeys } from '../../catalogue/modules/group-c-dicts';
import { groupDDictCodes, groupDDictKeyCodes, groupDDictKeys } from '../../catalogue/modules/group-d-dicts';
import { SYSTEM_DICTIONARIES } from '../../db/seed/dictionaries';

const seeded: Record<string, string[]> = Object.fromEntries(SYSTEM_DICTIONARIES.map((d) => [d.code, d.items.map((i) => i[0])]));

const groups = [
  {
    group: 'C',
    codes: groupCDictCodes,
    keys: groupCDictKeys as Record<string, Record<string, string>>,
    keyCodes: groupCDictKeyCodes as Record<string, string>,
  },
  {
    group: 'D',
    codes: groupDDictCodes,
    keys: groupDDictKeys as Record<string, Record<string, string>>,
    keyCodes: groupDDictKeyCodes as Record<string, string>,
  },
];

describe.each(groups)('the dictionaries group $group reads', ({ codes, keys, keyCodes }) => {
  it.each([...codes])('%s is seeded', (code) => {
    expect(seeded[code]?.length ?? 0).toBeGreaterThan(0);
  });

  it.each(Object.keys(keys))('the keys named for %s are options of their dictionary', (name) => {
    const code = keyCodes[name]!;
    for (const key of Object.values(keys[name]!)) expect(seeded[code] ?? [], `${code} ${key}`).toContain(key);
  });
});
