/**
 * A timer's `timeDuration` (ISO 8601) in hours: weeks, days, hours, minutes and seconds
 * (`PT24H`, `P3D`, `P1DT12H`); years and months are refused, their length depends on the calendar.
 * The hours may be fractional; `validateModel` wants whole ones and says so.
 */
export function hoursOf(duration: string): number | undefined {
  const m = duration.trim().match(/^P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?)?$/);
  if (!m || duration.trim() === 'P' || duration.trim().endsWith('T')) return undefined;
  const [w, d, h, min, s] = m.slice(1).map((x) => Number(x ?? 0)) as [number, number, number, number, number];
  return (w * 7 + d) * 24 + h + min / 60 + s / 3600;
}

/** Whole days as `P3D`, otherwise hours as `PT36H`. */
export const durationOf = (hours: number): string => (hours > 0 && hours % 24 === 0 ? `P${hours / 24}D` : `PT${hours}H`);
