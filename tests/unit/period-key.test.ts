import { describe, expect, it } from 'vitest';
import type { ModuleEntry } from '../../catalogue';
import { periodShape } from '../../services/records/shapes/period';
import { periodValue } from '../../services/records/shapes/period/period-key';
import { PERIOD_PLAN_TEST_ENTRY as entry } from '../support/period-plan-entry';

describe('the key of a period with alsoBy and onlyWhen', () => {
  it('is the year, then each alsoBy field by name and value', () => {
    expect(periodValue(entry, { year: 2026, category: '3', enrolKind: 1 })).toBe('2026#category=3');
  });

  it('is none while an alsoBy field is empty', () => {
    expect(periodValue(entry, { year: 2026, category: '', enrolKind: 1 })).toBeNull();
  });

  it('is none for a filing its onlyWhen leaves out', () => {
    expect(periodValue(entry, { year: 2026, category: '3', enrolKind: 2 })).toBeNull();
  });

  it('stops the app at start on a period naming a field the form lacks', () => {
    const wrong = { ...entry, period: { ...entry.period!, alsoBy: ['planType'] } } as ModuleEntry;
    expect(() => periodShape.option(wrong)).toThrow(/period names planType/);
  });
});
