import { describe, expect, it } from 'vitest';
import { dayEnd, dayOf, dayStart, isoDate } from './dates';

describe('dates', () => {
  it('writes a local date as yyyy-MM-dd', () => {
    expect(isoDate(new Date(2026, 0, 5))).toBe('2026-01-05');
  });

  it('turns a day into the bounds of a server time range', () => {
    expect(dayStart('2026-03-01')).toBe('2026-03-01 00:00:00');
    expect(dayEnd('2026-03-01')).toBe('2026-03-01 23:59:59');
    expect(dayOf('2026-03-01 23:59:59')).toBe('2026-03-01');
  });
});
