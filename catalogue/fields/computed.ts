import type { FieldDef } from '../types';
import { fieldKinds } from './registry';
import { isEmptyValue } from './values';

type Computed = NonNullable<FieldDef['computed']>;

/** `num`/`den` of `n`, rounded half up to the unit (2 % of 1 234 567 fen is 24 691 fen). */
export function computedFigure(c: Pick<Computed, 'num' | 'den'>, n: number): number {
  return Math.floor((2 * n * c.num + c.den) / (2 * c.den));
}

/** The number a field holds, read as its kind reads input (money typed as fen text); undefined when it holds none. */
export function numberIn(field: FieldDef, raw: unknown): number | undefined {
  if (isEmptyValue(raw)) return undefined;
  const kind = fieldKinds[field.kind];
  const { value, rule } = kind.normalise(raw, field);
  const c = rule ? undefined : kind.comparable?.(value);
  return c?.kind === 'number' ? c.n : undefined;
}

/**
 * The computed fields that follow field `name` when it takes `raw`, each with its figure (null when
 * `raw` holds no number): the console fills them as the figure they follow is typed.
 */
export function computedFollowing(fields: readonly FieldDef[], name: string, raw: unknown): { field: FieldDef; figure: number | null }[] {
  const source = fields.find((f) => f.name === name);
  if (!source) return [];
  const n = numberIn(source, raw);
  return fields
    .filter((f) => f.computed?.from === name)
    .map((field) => ({ field, figure: n === undefined ? null : computedFigure(field.computed!, n) }));
}
