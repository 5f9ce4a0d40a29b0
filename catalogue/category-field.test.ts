import { describe, expect, it } from 'vitest';
import { modules } from './index';

describe('a module that lists its records by kind', () => {
  it('names one of its own fields as the kind', () => {
    const wrong = Object.values(modules)
      .filter((m) => m.categoryField !== undefined && !m.fields.some((f) => f.name === m.categoryField))
      .map((m) => `${m.key}.${m.categoryField}`);
    expect(wrong).toEqual([]);
    expect(modules.activity!.categoryField).toBe('category');
  });
});
