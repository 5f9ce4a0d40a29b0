// Working days over the federation's calendar: Monday to Friday, less the holidays, plus the make-up days.
import { describe, expect, it } from 'vitest';
import { HOLIDAYS_2026, isWorkingDay, periodEnd, workingDaysAfter, workingDaysBetween, type WorkCalendar } from '../../catalogue';

const calendar: WorkCalendar = new Map(HOLIDAYS_2026.map((d) => [d.day, d.kind]));
const none: WorkCalendar = new Map();

describe('working days', () => {
  it('counts Monday to Friday without a calendar entry', () => {
    expect(workingDaysAfter('2026-03-06', 5, none)).toBe('2026-03-13'); // Friday + 5 → next Friday
    expect(isWorkingDay('2026-03-07', none)).toBe(false); // Saturday
  });

  it('skips the May Day holiday and counts its Saturday make-up day', () => {
    // Thursday 30 April: 1–5 May are off, Wednesday 6 to Friday 8 count, Saturday 9 May is a make-up working day.
    expect(workingDaysAfter('2026-04-30', 4, calendar)).toBe('2026-05-09');
    expect(workingDaysAfter('2026-04-30', 4, none)).toBe('2026-05-06');
  });

  it('counts the Sunday make-up day before the National Day holiday and skips the week off', () => {
    expect(isWorkingDay('2026-09-20', calendar)).toBe(true);
    // A publicity of 5 working days from Monday 28 September: 28, 29, 30 September, then 8 and 9 October.
    expect(periodEnd('2026-09-28', 5, calendar)).toBe('2026-10-09');
  });

  it('counts a period that begins on a day off from the next working day', () => {
    expect(periodEnd('2026-02-15', 1, calendar)).toBe('2026-02-24');
  });

  it('counts the working days of a range, both ends included', () => {
    expect(workingDaysBetween('2026-04-27', '2026-05-09', calendar)).toBe(8);
    expect(workingDaysBetween('2026-05-09', '2026-04-27', calendar)).toBe(0);
  });

  it('refuses a count below one and a date that is not one', () => {
    expect(() => workingDaysAfter('2026-03-01', 0, none)).toThrow();
    expect(() => workingDaysAfter('2026-02-30', 1, none)).toThrow();
  });
});
