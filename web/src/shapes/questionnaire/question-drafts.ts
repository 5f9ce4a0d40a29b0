import type { Question, QuestionKind } from '../../catalogue';

/** A key not yet used among `taken`: `prefix1`, `prefix2`, ... */
export function freeKey(prefix: string, taken: readonly string[]): string {
  for (let n = taken.length + 1; ; n++) if (!taken.includes(`${prefix}${n}`)) return `${prefix}${n}`;
}

/** A new question of `kind`, keeping what the kinds share (id, title, required, help, showWhen) from `from`. */
export function questionOfKind(
  kind: QuestionKind,
  from: Pick<Question, 'id' | 'title' | 'required' | 'showWhen'> & { help?: string },
): Question {
  const base = {
    id: from.id,
    title: from.title,
    required: from.required,
    ...(from.help ? { help: from.help } : {}),
    ...(from.showWhen ? { showWhen: from.showWhen } : {}),
  };
  switch (kind) {
    case 'single':
    case 'multiple':
      return {
        ...base,
        kind,
        options: [
          { key: 'o1', label: '' },
          { key: 'o2', label: '' },
        ],
      };
    case 'text':
      return { ...base, kind: 'text', maxLength: 200 };
    case 'scale':
      return { ...base, kind: 'scale', min: 1, max: 5 };
    case 'number':
      return { ...base, kind: 'number', min: 0, max: 10000 };
    case 'table':
      return { ...base, kind: 'table', columns: [{ key: 'c1', label: '', kind: 'text' }] };
  }
}

/** The list with items `i` and `j` swapped (reordering questions, options and columns). */
export function swapped<T>(list: readonly T[], i: number, j: number): T[] {
  if (i < 0 || j < 0 || i >= list.length || j >= list.length) return [...list];
  const next = [...list];
  [next[i], next[j]] = [next[j]!, next[i]!];
  return next;
}

/** A whole number from an input, or undefined when empty or not a number. */
export function intOrUndefined(text: string): number | undefined {
  return /^-?\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : undefined;
}
