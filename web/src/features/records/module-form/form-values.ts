import { consentByCodeOf, type FieldError, type ModuleEntry } from '../../../catalogue';
import type { AttachmentInfo } from '../../../api';
import { emptyInputs, toInputs, type InputValue } from '../fields';

/** What the inputs hold, by field name (see `InputValue`). */
export type FormValues = Record<string, InputValue>;

/** Blank values for every field of the entry. */
export const emptyValues: (entry: ModuleEntry) => FormValues = emptyInputs;

/** A stored form as input values. */
export const toFormValues: (entry: ModuleEntry, form: Parameters<typeof toInputs>[1]) => FormValues = toInputs;

/** File names by upload id. */
export function attachmentNames(list: AttachmentInfo[] | undefined): Record<string, string> {
  return Object.fromEntries((list ?? []).map((a) => [a.id, a.name]));
}

/** The field a message belongs to: `members[3].name` and `files.licence` belong to `members` and `files`. */
const baseName = (path: string) => /^[^[.]+/.exec(path)?.[0] ?? path;

/**
 * The first message per path (a field, a cell `field[3].column`, a slot `field.slot`, the nominee's
 * `consentCode` where the consent slot takes one), and the messages that name no field of the entry.
 */
export function splitErrors(entry: ModuleEntry, errors: FieldError[]): { byField: Record<string, string>; other: string[] } {
  const names = new Set([...entry.fields.map((f) => f.name), ...(consentByCodeOf(entry.fields) ? ['consentCode'] : [])]);
  const byField: Record<string, string> = {};
  const other: string[] = [];
  for (const e of errors) {
    if (!names.has(baseName(e.field))) other.push(e.message);
    else byField[e.field] ??= e.message;
  }
  return { byField, other };
}
