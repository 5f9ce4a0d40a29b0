import type { FieldDef } from '../../types';
import type { CheckContext, JsonSchema, KindDef, Problem } from '../kind-def';
import type { FormValue } from '../values';

/** Trimmed text from a string or a number; anything else breaks `type`. */
export function normaliseText(raw: unknown, transform: (s: string) => string = (s) => s) {
  if (typeof raw !== 'string' && typeof raw !== 'number') return { value: null, rule: 'type' } as const;
  return { value: transform(String(raw).trim()) };
}

function maxLengthOf(field: FieldDef): number | undefined {
  const r = field.rules.find((x) => x.rule === 'maxLength');
  return r && 'value' in r ? r.value : undefined;
}

/** The schema of a text kind: a string, with the field's maximum length and pattern when it has them. */
export function textSchema(field: FieldDef, extra: JsonSchema = {}): JsonSchema {
  const max = maxLengthOf(field);
  return { type: 'string', nullable: true, ...(max !== undefined ? { maxLength: max } : {}), ...extra };
}

/**
 * A kind stored as one string: text, textarea and the formats (mobile, email, ...). `valid` is its
 * format check (none for free text); the rule it breaks is `rule`.
 */
export function stringKind(opts: {
  rule?: string;
  valid?: (s: string, ctx: CheckContext) => boolean;
  transform?: (s: string) => string;
  schema?: JsonSchema;
  scalar?: boolean;
  mask?: (s: string) => string;
}): KindDef {
  return {
    scalar: opts.scalar ?? true,
    ...(opts.mask ? { mask: opts.mask } : {}),
    empty: () => null,
    schema: (field) => textSchema(field, opts.schema),
    normalise: (raw) => normaliseText(raw, opts.transform),
    check: (value: FormValue, _field, ctx): Problem[] =>
      opts.valid && typeof value === 'string' && !opts.valid(value, ctx) ? [{ rule: opts.rule ?? 'type' }] : [],
    cellText: (_f, value) => String(value),
    excelCell: (_f, value) => String(value),
  };
}
