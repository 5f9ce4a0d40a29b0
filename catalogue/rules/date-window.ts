/** How far back a date may lie (`withinPast`): a number of days, or of years. */
export type PastWindow = { days: number; years?: never } | { years: number; days?: never };

/**
 * The earliest day (yyyy-MM-dd) a date `withinPast` may be, counted back from `today`: 180 days before
 * it, or the same day `years` years before (29 February falling back to the 28th in a common year).
 */
export function earliestWithin(today: string, window: PastWindow): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  if (window.days !== undefined) return new Date(Date.UTC(y, m - 1, d - window.days)).toISOString().slice(0, 10);
  const year = y - window.years!;
  const lastOfMonth = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(Math.min(d, lastOfMonth)).padStart(2, '0')}`;
}

/** Whether every day from `start` to `end` (yyyy-MM-dd) lies in `year`. */
export const withinYear = (start: string, end: string, year: number): boolean =>
  start.slice(0, 4) === String(year) && end.slice(0, 4) === String(year);

/** The day (yyyy-MM-dd) `days` days after `today`: a deadline on it or before it falls within them. */
export function latestWithin(today: string, days: number): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
