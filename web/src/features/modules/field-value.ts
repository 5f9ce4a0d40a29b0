import { cellText, type FieldDef, type FormValue } from '../../catalogue';

/** File names by upload id, to show attachments by name. */
export type AttachmentNames = Readonly<Record<string, string>>;

/** A stored value as a person reads it (its kind's list text); empty values read as `empty`. */
export function displayValue(field: FieldDef, value: FormValue | undefined, names: AttachmentNames, empty = '—'): string {
  return cellText(field, value, { lang: 'zh', attachmentNames: names }, empty);
}
