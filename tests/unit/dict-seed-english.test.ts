// Every system dictionary the portal seeds reads in English too (issue 18, item 12: the forms' options
// showed in Chinese in English mode). Table-driven over the seed, so a dictionary or entry added
// without its English fails here.
import { describe, expect, it } from 'vitest';
import { dictionaryWordIn } from '../../db';
import { SYSTEM_DICTIONARIES } from '../../db/seed/dictionaries';

const CJK = /[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]/;

describe('a seeded system dictionary', () => {
  for (const d of SYSTEM_DICTIONARIES) {
    it(`${d.code} (${d.name}) has its name and every entry in English`, () => {
      const missing = [[null, d.name] as const, ...d.items.map(([key, value]) => [key, value] as const)].filter(([key, value]) => {
        const en = dictionaryWordIn('en', d.code, key, value);
        return en === value || CJK.test(en);
      });
      expect(missing).toEqual([]);
    });
  }
});

describe('a dictionary entry', () => {
  it('reads as stored in Chinese', () => {
    expect(dictionaryWordIn('zh', 'sex', '1', '男')).toBe('男');
  });

  it('an administrator changed stays as typed in English', () => {
    expect(dictionaryWordIn('en', 'leave_type', '1', '事假(扣薪)')).toBe('事假(扣薪)');
  });
});
