import type { FieldDef } from '../types';
import { attachmentIds } from './kinds/files';
import { isPlainObject, type FormValue } from './values';

/**
 * Where a form holds each of its files, by upload id: the image field (`photo`), the attachments field
 * or its slot (`files.photos`), or a file cell of a row (`venues[2].photo`). What `downloadfile` names
 * beside each file, and which files a viewer seeing only some fields may list.
 */
export function filePlaces(
  fields: readonly FieldDef[],
  form: Readonly<Record<string, unknown>> | null | undefined,
  prefix = '',
): Map<string, string> {
  const places = new Map<string, string>();
  if (!form) return places;
  for (const f of fields) {
    const v = form[f.name] as FormValue | undefined;
    const at = `${prefix}${f.name}`;
    if (f.kind === 'image' && typeof v === 'string' && v) places.set(v, at);
    if (f.kind === 'attachments' && isPlainObject(v)) {
      for (const [slot, ids] of Object.entries(v)) for (const id of attachmentIds(ids as FormValue)) places.set(id, `${at}.${slot}`);
    } else if (f.kind === 'attachments') for (const id of attachmentIds(v)) places.set(id, at);
    if (f.kind === 'rows' && Array.isArray(v)) {
      v.forEach((row, i) => {
        if (isPlainObject(row)) for (const [id, place] of filePlaces(f.columns ?? [], row, `${at}[${i}].`)) places.set(id, place);
      });
    }
  }
  return places;
}
