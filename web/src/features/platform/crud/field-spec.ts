import type { MessageKey } from '../../../i18n';

/** How a field is typed in; `union` picks a union of the organisation tree (its id is the value). */
export type FieldKind = 'text' | 'password' | 'number' | 'textarea' | 'select' | 'switch' | 'date' | 'multi' | 'union';

/** A choice of a select or multi field. */
export interface FieldOption {
  value: string;
  label: string;
}

/** One field of an admin form. */
export interface FieldSpec {
  name: string;
  label: MessageKey;
  kind?: FieldKind;
  required?: boolean;
  options?: readonly FieldOption[];
  /** Shown, not changeable, when editing (codes and aliases are fixed once created). */
  fixedOnEdit?: boolean;
  /** Only when creating (initial passwords, numbers chosen once). */
  createOnly?: boolean;
  /** A line under the field. */
  hint?: MessageKey;
  /** Suggestions for a text field (an HTML datalist). */
  suggestions?: readonly FieldOption[];
  /** Spans both columns. */
  wide?: boolean;
}

/** A form's values: text, a switch, or the picks of a multi field. */
export type FieldValue = string | boolean | string[];
export type FormValues = Record<string, FieldValue>;

/** The message key of an empty required field: 请输入 for what is typed, 请选择 for what is picked. */
export function requiredMessage(field: FieldSpec): MessageKey {
  return field.kind === 'select' || field.kind === 'multi' || field.kind === 'union' ? 'form.chooseField' : 'form.enterField';
}

/** True when a required field has nothing in it. */
export function isEmpty(value: FieldValue | undefined): boolean {
  if (value === undefined) return true;
  if (Array.isArray(value)) return value.length === 0;
  return typeof value === 'string' && value.trim() === '';
}

/** The fields shown when creating (`editing` false) or editing a record. */
export function visibleFields(fields: readonly FieldSpec[], editing: boolean): FieldSpec[] {
  return fields.filter((f) => !(editing && f.createOnly));
}

/** The names of the shown required fields left empty. */
export function missingFields(fields: readonly FieldSpec[], values: FormValues, editing: boolean): string[] {
  return visibleFields(fields, editing)
    .filter((f) => f.required && isEmpty(values[f.name]))
    .map((f) => f.name);
}

/** A value as text (for bodies). */
export const text = (value: FieldValue | undefined): string => (typeof value === 'string' ? value.trim() : '');
/** A value exactly as typed (passwords keep their spaces). */
export const raw = (value: FieldValue | undefined): string => (typeof value === 'string' ? value : '');
/** A value as an integer, or undefined when empty. */
export const int = (value: FieldValue | undefined): number | undefined => {
  const t = text(value);
  return t === '' ? undefined : Number(t);
};
/** A switch as the servers' 1 / 0. */
export const flag = (value: FieldValue | undefined): number => (value === true ? 1 : 0);
/** A multi field's picks. */
export const picks = (value: FieldValue | undefined): string[] => (Array.isArray(value) ? value : []);
