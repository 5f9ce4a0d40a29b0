import type { FieldDef, FormData, FormValue, ModuleEntry, RowValue } from '../../../catalogue';
import type { InputValue } from './input-types';
import { linesOf, presetLines } from './money-lines-rows';

/** A blank input of the field's kind. */
export function emptyInput(field: FieldDef): InputValue {
  switch (field.kind) {
    case 'dictMulti':
    case 'rows':
      return [];
    case 'attachments':
      return field.slots?.length ? {} : [];
    case 'dateRange':
      return { start: '', end: '' };
    case 'moneyLines':
      // A new form starts with the preset subjects (the federation's template), amounts blank.
      return presetLines(linesOf(field));
    default:
      return '';
  }
}

const text = (v: unknown) => (v === null || v === undefined ? '' : typeof v === 'object' ? '' : String(v));

/** A stored value as its input holds it (numbers as text, absent parts blank). */
export function toInput(field: FieldDef, stored: FormValue | undefined): InputValue {
  if (stored === undefined || stored === null) return emptyInput(field);
  switch (field.kind) {
    case 'dictMulti':
      return Array.isArray(stored) ? stored.map(String) : String(stored).split(',').filter(Boolean);
    case 'attachments':
      if (field.slots?.length) return typeof stored === 'object' && !Array.isArray(stored) ? (stored as Record<string, string[]>) : {};
      return Array.isArray(stored) ? stored.map(String) : [];
    case 'dateRange': {
      const r = typeof stored === 'object' && !Array.isArray(stored) ? (stored as Record<string, unknown>) : {};
      return { start: text(r.start), end: text(r.end) };
    }
    case 'rows':
      return Array.isArray(stored)
        ? (stored as RowValue[]).map((row) => Object.fromEntries((field.columns ?? []).map((c) => [c.name, text(row[c.name])])))
        : [];
    case 'moneyLines':
      return Array.isArray(stored)
        ? (stored as RowValue[]).map((row) => Object.fromEntries(Object.entries(row).map(([k, x]) => [k, text(x)])))
        : [];
    default:
      return text(stored);
  }
}

/** Blank inputs for every field of the entry. */
export function emptyInputs(entry: Pick<ModuleEntry, 'fields'>): Record<string, InputValue> {
  return Object.fromEntries(entry.fields.map((f) => [f.name, emptyInput(f)]));
}

/** A stored form as input values. */
export function toInputs(entry: Pick<ModuleEntry, 'fields'>, form: FormData | null | undefined): Record<string, InputValue> {
  return Object.fromEntries(entry.fields.map((f) => [f.name, toInput(f, form?.[f.name])]));
}

/** Inputs as the unsaved-changes check compares them: text and lists as they are, the rest as JSON. */
export function comparableInputs(values: Record<string, InputValue>): Record<string, string | readonly string[]> {
  return Object.fromEntries(
    Object.entries(values).map(([k, v]) => [
      k,
      typeof v === 'string' || (Array.isArray(v) && v.every((x) => typeof x === 'string')) ? (v as string | string[]) : JSON.stringify(v),
    ]),
  );
}
