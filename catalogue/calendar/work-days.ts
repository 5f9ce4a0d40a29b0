/**
 * Working days (docs/forms/group-a.md "A working-day calendar"): Monday to Friday, less the State
 * Council's holidays and plus its make-up working days (调休), as the federation's calendar holds
 * them. Pure: the publicity's end date and the rule on a unit's notice period read the same days.
 */

/** The days a calendar moves, by yyyy-MM-dd: a holiday on a weekday, a make-up working day on a weekend. */
export type WorkCalendar = ReadonlyMap<string, 'holiday' | 'workday'>;

const DAY = 86_400_000;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

function toUtc(day: string): number {
  const m = ISO.exec(day);
  if (!m) throw new Error(`not a yyyy-MM-dd date: ${day}`);
  const t = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  if (new Date(t).toISOString().slice(0, 10) !== day) throw new Error(`not a calendar date: ${day}`);
  return t;
}

const fromUtc = (t: number) => new Date(t).toISOString().slice(0, 10);

/** The day `days` after `day` (before it when negative). */
export const addDays = (day: string, days: number): string => fromUtc(toUtc(day) + days * DAY);

/** A working day: a make-up day always, a holiday never, else Monday to Friday. */
export function isWorkingDay(day: string, calendar: WorkCalendar): boolean {
  const moved = calendar.get(day);
  if (moved) return moved === 'workday';
  const weekday = new Date(toUtc(day)).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

/** The `n`th working day after `day` (`day` itself not counted); `n` ≥ 1. */
export function workingDaysAfter(day: string, n: number, calendar: WorkCalendar): string {
  if (!Number.isInteger(n) || n < 1) throw new Error(`working days must be a whole number ≥ 1: ${n}`);
  let at = day;
  // Bounded: the longest run of days off in a year is nine (the Spring Festival), so n working days lie within 3n + 30 days.
  for (let left = n, guard = 3 * n + 30; left > 0; guard--) {
    if (guard === 0) throw new Error(`no ${n} working days after ${day} within the calendar`);
    at = addDays(at, 1);
    if (isWorkingDay(at, calendar)) left--;
  }
  return at;
}

/** The last day of a period of `n` working days that begins on `start` (counted when it is a working day). */
export const periodEnd = (start: string, n: number, calendar: WorkCalendar): string => workingDaysAfter(addDays(start, -1), n, calendar);

/** The working days from `from` to `to`, both counted; 0 when `to` is before `from`. */
export function workingDaysBetween(from: string, to: string, calendar: WorkCalendar): number {
  let n = 0;
  for (let at = from; at <= to; at = addDays(at, 1)) if (isWorkingDay(at, calendar)) n++;
  return n;
}

const daysOff = (from: string, to: string, name: string) => {
  const days: { day: string; kind: 'holiday'; name: string }[] = [];
  for (let at = from; at <= to; at = addDays(at, 1)) days.push({ day: at, kind: 'holiday', name });
  return days;
};
const workday = (day: string, name: string) => ({ day, kind: 'workday' as const, name });

/**
 * The State Council's arrangement of the 2026 holidays (国务院办公厅关于2026年部分节假日安排的通知,
 * 国办发明电〔2025〕7号; the notice's dates, to confirm against its text): every day off, and the
 * make-up working days.
 */
export const HOLIDAYS_2026: readonly { day: string; kind: 'holiday' | 'workday'; name: string }[] = [
  ...daysOff('2026-01-01', '2026-01-03', '元旦'),
  workday('2026-01-04', '元旦'),
  workday('2026-02-14', '春节'),
  ...daysOff('2026-02-15', '2026-02-23', '春节'),
  workday('2026-02-28', '春节'),
  ...daysOff('2026-04-04', '2026-04-06', '清明节'),
  ...daysOff('2026-05-01', '2026-05-05', '劳动节'),
  workday('2026-05-09', '劳动节'),
  ...daysOff('2026-06-19', '2026-06-21', '端午节'),
  workday('2026-09-20', '国庆节'),
  ...daysOff('2026-09-25', '2026-09-27', '中秋节'),
  ...daysOff('2026-10-01', '2026-10-07', '国庆节'),
  workday('2026-10-10', '国庆节'),
];
