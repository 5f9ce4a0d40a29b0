import { describe, expect, it } from 'vitest';
import { SYSTEM_DICTIONARIES } from '../../db/seed/dictionaries';

describe('the seeded system dictionaries', () => {
  it('name each code once, as the dictionary calls accept codes', () => {
    const codes = SYSTEM_DICTIONARIES.map((d) => d.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-Za-z][A-Za-z0-9_-]{0,63}$/);
  });

  it('give each entry a key of its own within its code, and a label', () => {
    for (const d of SYSTEM_DICTIONARIES) {
      const keys = d.items.map(([key]) => key);
      expect(new Set(keys).size, d.code).toBe(keys.length);
      for (const [key, value] of d.items) {
        expect(key.length, d.code).toBeGreaterThan(0);
        expect(value.trim().length, `${d.code} ${key}`).toBeGreaterThan(0);
      }
    }
  });

  it('hold the 56 民族 of GB 3304 under the codes 01 to 56', () => {
    const nation = SYSTEM_DICTIONARIES.find((d) => d.code === 'nation')!;
    expect(nation.items.map(([key]) => key)).toEqual(Array.from({ length: 56 }, (_, i) => String(i + 1).padStart(2, '0')));
    expect(new Set(nation.items.map(([, value]) => value)).size).toBe(56);
    expect(nation.items.every(([, value]) => value.endsWith('族'))).toBe(true);
  });
});
