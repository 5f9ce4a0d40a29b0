import { modules, type ModuleEntry, type RollUpDef } from '../../../../catalogue';

/** The modules a roll-up gathers from: its `sources` by kind, or its one `source`. */
export function sourceKeys(def: RollUpDef): string[] {
  return def.sources ? [...new Set(Object.values(def.sources))] : [def.source];
}

/** The summary's field naming its kind: `rollUp.kindField`, else its period field. */
export const kindFieldOf = (summary: ModuleEntry): string | undefined => summary.rollUp?.kindField ?? summary.period?.field;

/** The source a summary of kind `kind` (its period field's value) gathers: `sources[kind]`, else `source`. */
export function sourceOfKind(summary: ModuleEntry, kind: unknown): ModuleEntry {
  const def = summary.rollUp!;
  const key = (typeof kind === 'string' && def.sources?.[kind]) || def.source;
  return modules[key]!;
}

/** The source a summary's stored or sent form gathers from, by its period field. */
export function sourceOfForm(summary: ModuleEntry, form: unknown): ModuleEntry {
  const field = kindFieldOf(summary);
  const value = field ? (form as Record<string, unknown> | null)?.[field] : undefined;
  return sourceOfKind(summary, value);
}

/** The kind of the summary that gathers `source` (the key of `sources` naming it); undefined with one source. */
export function kindOfSource(summary: ModuleEntry, source: string): string | undefined {
  const def = summary.rollUp!;
  return def.sources ? Object.entries(def.sources).find(([, key]) => key === source)?.[0] : undefined;
}

/** The summary module that gathers the entry's records, when the entry is a roll-up's source with one. */
export const summaryOfSource = (entry: ModuleEntry): ModuleEntry | undefined =>
  Object.values(modules).find((m) => m.rollUp && m.rollUp.summary !== false && sourceKeys(m.rollUp).includes(entry.key));

/** The entry is a roll-up source that no summary gathers (`rollUp.summary: false`): its queryCrop and excel only. */
export const isSoloSource = (entry: ModuleEntry): boolean => entry.rollUp?.summary === false;
