import type { ModuleEntry } from '../../../catalogue';

/**
 * The entry narrowed to the fields the caller may see of a record (the server's `visibleFields`: a
 * reviewer of stages with field permissions), in the entry's order. The server left the others out
 * of the answer, files included, so they are not shown at all (not as empty). Without the list the
 * entry is shown whole.
 */
export function visibleEntry(entry: ModuleEntry, visibleFields: readonly string[] | undefined): ModuleEntry {
  if (!visibleFields) return entry;
  const shown = new Set(visibleFields);
  return { ...entry, fields: entry.fields.filter((f) => shown.has(f.name)) };
}
