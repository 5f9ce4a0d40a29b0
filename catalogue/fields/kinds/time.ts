import type { KindDef } from '../kind-def';
import { normaliseText } from './text-like';

/** A time of day `HH:mm` (00:00 to 23:59); a one-digit hour is written with its zero (9:30 → 09:30). */
export function asTime(text: string): string | undefined {
  const m = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(text);
  return m ? `${m[1]!.padStart(2, '0')}:${m[2]}` : undefined;
}

/** A time of day (opening hours): `HH:mm`, compared as times; its list and Excel cells are the text as written. */
export const time: KindDef = {
  scalar: true,
  empty: () => null,
  schema: () => ({ type: 'string', nullable: true, pattern: '^(\\d{1,2}:\\d{2})?$', example: '09:00' }),
  normalise: (raw) => {
    const read = normaliseText(raw);
    if (read.rule || typeof read.value !== 'string') return read;
    return { value: asTime(read.value) ?? read.value };
  },
  check: (v) => (typeof v === 'string' && asTime(v) === v ? [] : [{ rule: 'time' }]),
  comparable: (v) => (typeof v === 'string' ? { kind: 'time', t: v } : undefined),
  cellText: (_f, v) => String(v),
  // Text, never an Excel time (a fraction of a day) that a reader's locale would reformat.
  excelCell: (_f, v) => String(v),
};
