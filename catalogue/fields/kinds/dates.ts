import { isIsoDate } from '../../rules/formats';
import type { KindDef, Problem } from '../kind-def';
import { isPlainObject, type DateRangeValue, type FormValue } from '../values';
import { normaliseText } from './text-like';

const DATE = { type: 'string', pattern: '^(\\d{4}-\\d{2}-\\d{2})?$', example: '2026-06-01' };

export const date: KindDef = {
  scalar: true,
  empty: () => null,
  schema: () => ({ ...DATE, nullable: true }),
  normalise: (raw) => normaliseText(raw),
  check: (v) => (typeof v === 'string' && isIsoDate(v) ? [] : [{ rule: 'date' }]),
  comparable: (v) => (typeof v === 'string' ? { kind: 'date', d: v } : undefined),
  cellText: (_f, v) => String(v),
  excelCell: (_f, v) => String(v),
};

export function asDateRange(v: FormValue | undefined): DateRangeValue | undefined {
  return isPlainObject(v) && typeof v.start === 'string' && typeof v.end === 'string' ? { start: v.start, end: v.end } : undefined;
}

/** `{ start, end }`; both ends or neither (a half-filled range is malformed). */
export const dateRange: KindDef = {
  scalar: false,
  empty: () => null,
  schema: () => ({
    type: 'object',
    nullable: true,
    properties: { start: DATE, end: DATE },
    additionalProperties: false,
    example: { start: '2026-01-01', end: '2030-12-31' },
  }),
  normalise: (raw) => {
    if (!isPlainObject(raw)) return { value: null, rule: 'dateRange' };
    const keys = Object.keys(raw);
    const start = raw.start ?? '';
    const end = raw.end ?? '';
    if (keys.some((k) => k !== 'start' && k !== 'end') || typeof start !== 'string' || typeof end !== 'string') {
      return { value: null, rule: 'dateRange' };
    }
    if (start.trim() === '' && end.trim() === '') return { value: null };
    return { value: { start: start.trim(), end: end.trim() } };
  },
  check: (v): Problem[] => {
    const r = asDateRange(v);
    if (!r || !isIsoDate(r.start) || !isIsoDate(r.end)) return [{ rule: 'dateRange' }];
    return r.start > r.end ? [{ rule: 'dateOrder' }] : [];
  },
  // A range is bounded by its end: "the term ends no later than ...".
  comparable: (v) => {
    const r = asDateRange(v);
    return r ? { kind: 'date', d: r.end } : undefined;
  },
  cellText: (_f, v) => {
    const r = asDateRange(v);
    return r ? `${r.start} ~ ${r.end}` : '';
  },
  excelCell: (_f, v) => {
    const r = asDateRange(v);
    return r ? `${r.start} ~ ${r.end}` : null;
  },
};
