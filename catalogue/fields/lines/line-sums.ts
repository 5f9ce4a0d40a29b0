import type { LinesDef } from '../../types';
import { isPlainObject } from '../values';
import { isTopLevel, keyColumn } from './line-keys';

/**
 * The sum of a lines field's `column` over its top-level lines (of the `where` classes): a total.
 * An empty amount counts 0 (a preset line may stay empty); undefined while the field holds no lines
 * or an amount is not whole fen.
 */
export function linesSum(lines: LinesDef, column: string, raw: unknown, where?: readonly string[]): number | undefined {
  if (!Array.isArray(raw) || raw.length === 0) return undefined;
  const keyCol = keyColumn(lines);
  // A share read from another field is the server's to fill (the console leaves it empty): no sum until it is.
  const computed = lines.columns.find((c) => c.name === column)?.computed;
  const serverFigure = computed !== undefined && 'percentFrom' in computed;
  let sum = 0;
  for (const line of raw) {
    if (!isPlainObject(line)) return undefined;
    if (!isTopLevel(lines, String(line[keyCol] ?? '').trim(), where)) continue;
    const cell = line[column];
    if (serverFigure && (cell === null || cell === undefined || cell === '')) return undefined;
    const n =
      cell === null || cell === undefined || cell === '' ? 0 : typeof cell === 'string' && /^-?\d+$/.test(cell) ? Number(cell) : cell;
    if (typeof n !== 'number' || !Number.isSafeInteger(n)) return undefined;
    sum += n;
  }
  return sum;
}
