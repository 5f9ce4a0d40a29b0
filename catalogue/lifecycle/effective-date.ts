/**
 * When an approval takes effect: at once, or on a later date the form names (`effects.effectiveFrom`:
 * a transfer's date). Pure, for the workflow and the effects alike; days are Beijing's (UTC+8, no
 * daylight saving), as the forms' dates are.
 */

const HOUR_MS = 3_600_000;

/** The date (yyyy-MM-dd) in Beijing of an instant. */
export function beijingDate(at: Date | number): string {
  return new Date(new Date(at).getTime() + 8 * HOUR_MS).toISOString().slice(0, 10);
}

/**
 * The date an approval given at `nowMs` waits for: the form's `field` when it is a date later than the
 * approval's day; undefined when it takes effect at once.
 */
export function effectDueOf(field: string | undefined, form: Readonly<Record<string, unknown>>, nowMs: number): string | undefined {
  if (!field) return undefined;
  const date = form[field];
  if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return undefined;
  return date > beijingDate(nowMs) ? date : undefined;
}

/**
 * How long the flow's timer waits from `nowMs` to the start of `date` in Beijing, at least 1 ms; in
 * the flow's hours (`hourMs`, shortened in tests as the stages' due times are).
 */
export function msUntilDate(date: string, nowMs: number, hourMs = HOUR_MS): number {
  const real = Date.parse(`${date}T00:00:00+08:00`) - nowMs;
  return Math.max(1, Math.ceil((real * hourMs) / HOUR_MS));
}
