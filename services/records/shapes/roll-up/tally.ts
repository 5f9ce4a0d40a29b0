import type { ModuleEntry } from '../../../../catalogue';

/**
 * The summary's counts computed from the forms of the records it gathers (`rollUp.tally`): each
 * field counts the records whose `column` holds one of `values` (every record without a column).
 * The server's count replaces whatever the body sent, so the figures sent upward match the list.
 */
export function tallyOf(summary: ModuleEntry, forms: readonly unknown[]): Record<string, number> {
  const tally = summary.rollUp?.tally;
  if (!tally) return {};
  return Object.fromEntries(
    Object.entries(tally).map(([field, t]) => [
      field,
      forms.filter((form) => {
        if (!t.column) return true;
        const value = (form as Record<string, unknown> | null)?.[t.column];
        return value !== null && value !== undefined && (t.values ?? []).includes(String(value));
      }).length,
    ]),
  );
}
