/** A form's values as the unsaved-changes check compares them: text, a list of choices, or nothing yet. */
export type ComparableValues = Readonly<Record<string, string | number | boolean | readonly string[] | null | undefined>>;

function same(a: ComparableValues[string], b: ComparableValues[string]): boolean {
  // An untouched field may be missing, null or empty: none of those is a change.
  const blank = (v: ComparableValues[string]) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);
  if (blank(a) || blank(b)) return blank(a) && blank(b);
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => x === b[i]);
  }
  return String(a) === String(b);
}

/**
 * True when `current` differs from `saved` (what was loaded or last saved) in any field: then leaving
 * the form loses something and the person is asked first.
 */
export function hasUnsavedChanges(saved: ComparableValues, current: ComparableValues): boolean {
  const names = new Set([...Object.keys(saved), ...Object.keys(current)]);
  for (const name of names) if (!same(saved[name], current[name])) return true;
  return false;
}
