import type { FieldDef } from '../../types';
import type { JsonSchema, KindDef } from '../kind-def';
import { fenToYuan } from '../values';

/** A whole number from a number or a string of digits; anything else breaks `rule`. */
function normaliseInteger(raw: unknown, rule: string) {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^-?\d+$/.test(raw.trim()) ? Number(raw) : NaN;
  return Number.isSafeInteger(n) ? { value: n } : { value: null, rule };
}

function bound(field: FieldDef, rule: 'min' | 'max'): number | undefined {
  for (const r of field.rules) if ((r.rule === 'min' || r.rule === 'max') && r.rule === rule) return r.value;
  return undefined;
}

function integerSchema(field: FieldDef, extra: JsonSchema): JsonSchema {
  const min = bound(field, 'min');
  const max = bound(field, 'max');
  // OpenAPI 3.0 reads `nullable` only beside a `type`: each alternative says it.
  return {
    anyOf: [
      { type: 'integer', nullable: true, ...(min !== undefined ? { minimum: min } : {}), ...(max !== undefined ? { maximum: max } : {}) },
      { type: 'string', nullable: true, pattern: '^(-?\\d+)?$' },
    ],
    ...extra,
  };
}

export const integer: KindDef = {
  scalar: true,
  empty: () => null,
  schema: (field) => integerSchema(field, {}),
  normalise: (raw) => normaliseInteger(raw, 'integer'),
  check: () => [],
  comparable: (v) => (typeof v === 'number' ? { kind: 'number', n: v } : undefined),
  cellText: (_f, v) => String(v),
  excelCell: (_f, v) => (typeof v === 'number' ? v : null),
};

/** Money is stored in fen (whole numbers, no rounding errors) and shown in yuan with two decimals. */
export const money: KindDef = {
  scalar: true,
  empty: () => null,
  schema: (field) => integerSchema(field, { description: 'In fen (1 yuan = 100 fen)', example: 1250000 }),
  normalise: (raw) => normaliseInteger(raw, 'money'),
  check: () => [],
  comparable: (v) => (typeof v === 'number' ? { kind: 'number', n: v } : undefined),
  cellText: (_f, v) => (typeof v === 'number' ? fenToYuan(v) : String(v)),
  excelCell: (_f, v) => (typeof v === 'number' ? v / 100 : null),
};
