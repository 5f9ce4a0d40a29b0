import type { ChildUnion, GatheredRecord } from './types';

/** The chosen ids with `id` added or taken out. */
export function toggleChosen(chosen: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(chosen);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** The chosen records in the order the unions list them (what the summary gathers). */
export function chosenRecords(unions: readonly ChildUnion[], chosen: ReadonlySet<string>): GatheredRecord[] {
  return unions.flatMap((u) => u.records.filter((r) => chosen.has(r.id)));
}
