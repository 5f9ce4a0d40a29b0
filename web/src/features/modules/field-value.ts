import type { FieldDef, FormValue } from '../../catalogue';

/** File names by upload id, to show attachments by name. */
export type AttachmentNames = Readonly<Record<string, string>>;

/** A stored value as a person reads it; empty values read as `empty`. */
export function displayValue(field: FieldDef, value: FormValue | undefined, names: AttachmentNames, empty = '—'): string {
  if (value === undefined || value === null || value === '') return empty;
  if (Array.isArray(value)) {
    if (value.length === 0) return empty;
    return value.map((id) => names[id] ?? id).join('、');
  }
  return String(value);
}
