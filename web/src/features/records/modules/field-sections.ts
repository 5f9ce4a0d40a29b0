import type { FieldDef, I18nText, ModuleEntry } from '../../../catalogue';

/** A group of fields under one heading (no heading for fields outside any section). */
export interface FieldSection {
  key: string;
  title?: I18nText;
  fields: FieldDef[];
}

/** The entry's fields grouped by its `sections`, in their order; loose fields come last. */
export function fieldSections(entry: ModuleEntry): FieldSection[] {
  const declared = (entry.sections ?? []).map((s) => ({
    key: s.key,
    title: s.title,
    fields: entry.fields.filter((f) => f.section === s.key),
  }));
  const known = new Set(declared.map((s) => s.key));
  const loose = entry.fields.filter((f) => !f.section || !known.has(f.section));
  return [...declared, ...(loose.length ? [{ key: '_other', fields: loose }] : [])].filter((s) => s.fields.length > 0);
}
