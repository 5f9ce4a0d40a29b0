import type { FormData, ModuleEntry } from '../../catalogue';
import type { AttachmentInfo, FieldAccess } from '../../api';

/**
 * The entry narrowed to the fields a reviewer's stage shows: its visible and editable fields, in the
 * entry's order. The server left the others out of the answer, so they are not shown at all (not as
 * empty). Without a list of visible fields the entry is shown whole.
 */
export function visibleEntry(entry: ModuleEntry, access: FieldAccess | undefined): ModuleEntry {
  if (!access || access.visible === null) return entry;
  const shown = new Set([...access.visible, ...access.editable]);
  return { ...entry, fields: entry.fields.filter((f) => shown.has(f.name)) };
}

/** Every text a value holds, however deep (upload ids in lists, slots and table cells). */
function textsOf(value: unknown, into: Set<string>): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) for (const v of value) textsOf(v, into);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) textsOf(v, into);
  return into;
}

/** The record's files a narrowed form still names: a file of a hidden field is not listed either. */
export function visibleAttachments(
  entry: ModuleEntry,
  form: FormData,
  attachments: readonly AttachmentInfo[],
  access: FieldAccess | undefined,
): AttachmentInfo[] {
  if (!access || access.visible === null) return [...attachments];
  const named = new Set<string>();
  for (const f of visibleEntry(entry, access).fields) textsOf(form[f.name], named);
  return attachments.filter((a) => named.has(a.id));
}
