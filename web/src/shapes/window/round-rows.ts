/** A row of a rows field as its inputs hold it: text by column. */
export type InputRow = Record<string, string>;

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/**
 * The rows a form should hold for the round's published ones: each published row's fixed columns as
 * the round has them, in its order, with what the union already typed in the other columns of the
 * row of the same code kept (its scores, evidence, answers); rows of codes the round has not are dropped.
 */
export function roundRows(published: readonly Record<string, unknown>[], fixed: readonly string[], typed: readonly InputRow[]): InputRow[] {
  const byCode = new Map(typed.map((row) => [row.code, row]));
  return published.map((item) => {
    const own = byCode.get(text(item.code)) ?? {};
    return { ...own, ...Object.fromEntries(fixed.map((column) => [column, text(item[column])])) };
  });
}

/** Whether the rows already hold the round's: same count, and each fixed column equal. */
export function holdsRoundRows(
  published: readonly Record<string, unknown>[],
  fixed: readonly string[],
  typed: readonly InputRow[],
): boolean {
  return published.length === typed.length && published.every((item, i) => fixed.every((c) => text(item[c]) === (typed[i]?.[c] ?? '')));
}
