import type { FieldDef, FieldError, ModuleEntry } from '../../../catalogue';
import { ApiError, type FieldAccess } from '../../../api';
import { comparableInputs, type InputValue } from '../../records/fields';

/** The fields a reviewer's stage lets them change, in the entry's order. */
export function editableFields(entry: ModuleEntry, access: FieldAccess | undefined): FieldDef[] {
  const editable = new Set(access?.editable ?? []);
  return entry.fields.filter((f) => editable.has(f.name));
}

/** The fields whose input differs from what the record held. */
export function changedFields(
  fields: readonly FieldDef[],
  initial: Readonly<Record<string, InputValue>>,
  values: Readonly<Record<string, InputValue>>,
): FieldDef[] {
  const before = comparableInputs({ ...initial });
  const now = comparableInputs({ ...values });
  return fields.filter((f) => JSON.stringify(before[f.name]) !== JSON.stringify(now[f.name]));
}

/** The field a path of the answer names: `form.remark` and `remark[2].name` belong to `remark`. */
const fieldOf = (path: string) => /^[^[.]+/.exec(path.replace(/^form\./, ''))?.[0] ?? path;

/**
 * The first message per editable field of a 400 answer to the approval, or null when it names none
 * of them. A message the server left blank reads as the answer's own (which names field and rule).
 */
export function editErrors(err: unknown, fields: readonly FieldDef[]): Record<string, string> | null {
  if (!(err instanceof ApiError)) return null;
  const names = new Set(fields.map((f) => f.name));
  const byField: Record<string, string> = {};
  for (const e of err.fieldErrors as FieldError[]) {
    const name = fieldOf(e.field);
    if (names.has(name)) byField[name] ??= e.message || err.message;
  }
  return Object.keys(byField).length > 0 ? byField : null;
}
