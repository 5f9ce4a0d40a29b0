/**
 * Tolerant reads of an approved form. Effects run inside the approval's transaction, and a throw
 * there would make the activity retry for ever: so a value of an unexpected shape reads as absent,
 * and the effect does what it can. Modules name the same thing differently (organ5 `higherUnion`,
 * tradeunionunitinfo `newHigher`), hence the lists of names.
 */
export type Form = Record<string, unknown>;

export function textOf(form: Form, names: string[]): string | null {
  for (const name of names) {
    const v = form[name];
    if (typeof v === 'string' && v.trim()) return v.trim();
    if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  }
  return null;
}

export function intOf(form: Form, names: string[]): number | null {
  for (const name of names) {
    const v = form[name];
    const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d{1,9}$/.test(v.trim()) ? Number(v) : NaN;
    if (Number.isSafeInteger(n) && n >= 0) return n;
  }
  return null;
}

/** A yyyy-MM-dd date. */
export function dateOf(form: Form, names: string[]): string | null {
  const v = textOf(form, names);
  return v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : null;
}

/** An id-looking value (a union picker's). */
export function idOf(form: Form, names: string[]): string | null {
  for (const name of names) {
    const v = form[name];
    const s = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '';
    if (/^\d{1,19}$/.test(s)) return s;
  }
  return null;
}

export type Row = Record<string, unknown>;

/** The rows of a `rows` field (or a JSON text of them); rows that are not objects are left out. */
export function rowsOf(form: Form, name: string): Row[] {
  let v = form[name];
  if (typeof v === 'string') {
    try {
      v = JSON.parse(v);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(v)) return [];
  return v.filter((r): r is Row => typeof r === 'object' && r !== null && !Array.isArray(r));
}

export function rowText(row: Row, name: string): string {
  const v = row[name];
  return typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '';
}

/** The date in Beijing time (UTC+8, no daylight saving) of an instant. */
export { beijingDate } from '../../catalogue';
