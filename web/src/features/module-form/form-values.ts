import type { FieldError, FormData, ModuleEntry } from '../../catalogue';
import type { AttachmentInfo } from '../../api';

/** What the inputs hold: text for every kind but attachments, which hold upload ids. */
export type FormValues = Record<string, string | string[]>;

/** Blank values for every field of the entry. */
export function emptyValues(entry: ModuleEntry): FormValues {
  return Object.fromEntries(entry.fields.map((f) => [f.name, f.kind === 'attachments' ? [] : '']));
}

/** A stored form as input values. */
export function toFormValues(entry: ModuleEntry, form: FormData | null | undefined): FormValues {
  const values = emptyValues(entry);
  for (const field of entry.fields) {
    const v = form?.[field.name];
    if (v === undefined || v === null) continue;
    values[field.name] = Array.isArray(v) ? v.map(String) : String(v);
  }
  return values;
}

/** File names by upload id. */
export function attachmentNames(list: AttachmentInfo[] | undefined): Record<string, string> {
  return Object.fromEntries((list ?? []).map((a) => [a.id, a.name]));
}

/** The first message per field, and the messages that name no field of the entry. */
export function splitErrors(entry: ModuleEntry, errors: FieldError[]): { byField: Record<string, string>; other: string[] } {
  const names = new Set(entry.fields.map((f) => f.name));
  const byField: Record<string, string> = {};
  const other: string[] = [];
  for (const e of errors) {
    if (!names.has(e.field)) other.push(e.message);
    else byField[e.field] ??= e.message;
  }
  return { byField, other };
}
