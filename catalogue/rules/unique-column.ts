import type { FormValue } from '../fields/values';
import { cellText, chosenRows } from './count-rules';

/**
 * `uniqueColumn`: each row that repeats an earlier row in all of `columns`, with the earlier row's
 * index. Rows whose cells are all empty are left to `required`.
 */
export function repeatedRows(v: FormValue, columns: readonly string[]): { index: number; first: number }[] {
  const seen = new Map<string, number>();
  const repeats: { index: number; first: number }[] = [];
  for (const { row, index } of chosenRows(v)) {
    const cells = columns.map((c) => cellText(row, c));
    if (cells.every((c) => c === '')) continue;
    const key = JSON.stringify(cells);
    const first = seen.get(key);
    if (first === undefined) seen.set(key, index);
    else repeats.push({ index, first });
  }
  return repeats;
}
