import type { FieldDef, ServerFilledColumn } from '../../types';
import { isPlainObject, type FormData } from '../values';
import { keyColumn } from './line-keys';

/** A lines field's column the server writes, and where it reads it. */
export interface ServerFilledAt {
  field: string;
  column: string;
  from: ServerFilledColumn;
}

/** The `serverFilled` columns of `fields`' lines fields. */
export const serverFilledColumns = (fields: readonly FieldDef[]): ServerFilledAt[] =>
  fields.flatMap((f) =>
    (f.lines?.columns ?? []).flatMap((c) => (c.serverFilled ? [{ field: f.name, column: c.name, from: c.serverFilled }] : [])),
  );

/**
 * The lines fields of `form` with each `serverFilled` column taken from the source record's line of
 * the same key (`sources` by module: the union's approved record, absent when it has none), 0 where
 * the source or its line is missing: whatever was sent, as a read-only prefill. A source null (the
 * form names no year to read it by) empties the column: no figure, so nothing deviates from it.
 * Lines are neither added nor removed: the union says which subjects it reports.
 */
export function fillServerColumns(
  fields: readonly FieldDef[],
  form: Readonly<Record<string, unknown>>,
  sources: Readonly<Record<string, Readonly<Record<string, unknown>> | null | undefined>>,
): FormData {
  const out: FormData = {};
  for (const at of serverFilledColumns(fields)) {
    const lines = (out[at.field] ?? form[at.field]) as unknown;
    if (!Array.isArray(lines)) continue;
    const key = keyColumn(fields.find((f) => f.name === at.field)!.lines!);
    const from = sources[at.from.module];
    const source = from?.[at.field];
    const figures = new Map(
      (Array.isArray(source) ? source : []).filter(isPlainObject).map((l) => [String(l[key]), l[at.from.column]] as const),
    );
    const filled = lines.map((line: unknown) => {
      if (!isPlainObject(line)) return line;
      const figure = figures.get(String(line[key]));
      return { ...line, [at.column]: from === null ? null : typeof figure === 'number' ? figure : 0 };
    });
    out[at.field] = filled.map((line) => subtotalOf(line, filled, key, at.column, figures)) as FormData[string];
  }
  return out;
}

/**
 * A subtotal line (a subject with detail lines under it, 501 over 50101 …) the source does not hold
 * takes the sum of its details' filled figures: the source's subtotals may be left to be worked out.
 */
function subtotalOf(line: unknown, lines: readonly unknown[], key: string, column: string, figures: ReadonlyMap<string, unknown>) {
  if (!isPlainObject(line)) return line;
  const code = String(line[key]);
  if (typeof figures.get(code) === 'number' || line[column] === null) return line;
  const details = lines.filter(
    (l): l is Record<string, unknown> => isPlainObject(l) && String(l[key]).length > code.length && String(l[key]).startsWith(code),
  );
  if (details.length === 0) return line;
  return { ...line, [column]: details.reduce((sum, d) => sum + (typeof d[column] === 'number' ? (d[column] as number) : 0), 0) };
}
