import type { RoundBody, RoundRow, UnionNode } from '../../../api';
import { int, type ExtraField, type FormValues } from '../../platform/crud';

/** A higher union the round form allocates places to. */
export interface PlacesRow {
  unionId: string;
  unionName: string;
  /** Live nominations of the round in the union and below it, as `round/detail` counts them; absent for a union it allocates nothing. */
  used?: number;
}

/** The form value holding a higher union's places. */
export const placesName = (unionId: string) => `places.${unionId}`;

/** A round's allocations as form values, one per higher union that has one. */
export const placesValues = (allocations: RoundRow['allocations']): FormValues =>
  Object.fromEntries(allocations.map((a) => [placesName(a.unionId), String(a.places)]));

/**
 * The form's rows: every higher union (launion) of the organisation tree, in its order, then each
 * other union the round already allocates places to (a federation: the server allows it; or any while
 * the tree has not loaded), so that saving never drops an allocation the form did not show.
 */
export function placesRows(tree: readonly UnionNode[], allocations: readonly PlacesRow[]): PlacesRow[] {
  const rows: PlacesRow[] = [];
  const walk = (nodes: readonly UnionNode[]) => {
    for (const node of nodes) {
      if (node.kind === 'launion') rows.push({ unionId: node.id, unionName: node.title });
      walk(node.children);
    }
  };
  walk(tree);
  const shown = new Set(rows.map((r) => r.unionId));
  const used = new Map(allocations.map((a) => [a.unionId, a.used]));
  return [...rows, ...allocations.filter((a) => !shown.has(a.unionId))].map(({ unionId, unionName }) => ({
    unionId,
    unionName,
    ...(used.get(unionId) === undefined ? {} : { used: used.get(unionId) }),
  }));
}

/** What the form sends: each row's places as typed (the server checks them), a row left empty allocating none. */
export function allocationsOf(rows: readonly PlacesRow[], values: FormValues): NonNullable<RoundBody['allocations']> {
  return rows.flatMap((r) => {
    const places = int(values[placesName(r.unionId)]);
    return places === undefined ? [] : [{ unionId: r.unionId, places }];
  });
}

/** The places allocated in all (what is not a number yet counts none). */
export const placesTotal = (allocations: readonly { places: number }[]) =>
  allocations.reduce((sum, a) => sum + (Number.isFinite(a.places) ? a.places : 0), 0);

/**
 * The row input a server complaint names: `allocations.0.places` (its schema) or
 * `allocations[0].unionId` (its checks), by position among the allocations sent.
 */
export function placesField(rows: readonly PlacesRow[], serverField: string, values: FormValues): ExtraField | undefined {
  const at = /^allocations(?:\.(\d+)|\[(\d+)\])/.exec(serverField);
  if (!at) return undefined;
  const sent = allocationsOf(rows, values)[Number(at[1] ?? at[2])];
  const row = sent && rows.find((r) => r.unionId === sent.unionId);
  return row ? { name: placesName(row.unionId), label: row.unionName } : undefined;
}
