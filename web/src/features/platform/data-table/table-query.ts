import type { SortingState } from '@tanstack/react-table';

/** Page sizes the console offers. */
export const PAGE_SIZES = [10, 30, 50, 100, 200] as const;
export const DEFAULT_PAGE_SIZE = 10;

/** A list's state as the URL holds it. */
export interface TableQuery {
  /** 1-based page. */
  current: number;
  size: number;
  sorting: SortingState;
  filters: Record<string, string>;
}

function positiveInt(raw: string | null, fallback: number): number {
  const n = raw === null ? NaN : Number(raw);
  return Number.isSafeInteger(n) && n > 0 ? n : fallback;
}

/**
 * Reads the list state from the URL; only `filterKeys` count as filters. With `sortable`, a sort by
 * any other field is dropped (the server would refuse it), so a hand-typed URL still lists.
 */
export function parseTableQuery(params: URLSearchParams, filterKeys: readonly string[], sortable?: readonly string[]): TableQuery {
  const size = positiveInt(params.get('size'), DEFAULT_PAGE_SIZE);
  const sorting: SortingState = [];
  const descs = params.get('descs');
  const ascs = params.get('ascs');
  if (descs) sorting.push({ id: descs, desc: true });
  else if (ascs) sorting.push({ id: ascs, desc: false });
  if (sortable && sorting[0] && !sortable.includes(sorting[0].id)) sorting.pop();
  const filters: Record<string, string> = {};
  for (const key of filterKeys) {
    const value = params.get(key);
    if (value) filters[key] = value;
  }
  return {
    current: positiveInt(params.get('current'), 1),
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    sorting,
    filters,
  };
}

/** Writes the list state into URL parameters, keeping the ones that are not the list's (a tab). */
export function writeTableQuery(base: URLSearchParams, query: TableQuery, filterKeys: readonly string[]): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const key of ['current', 'size', 'descs', 'ascs', ...filterKeys]) next.delete(key);
  if (query.current > 1) next.set('current', String(query.current));
  if (query.size !== DEFAULT_PAGE_SIZE) next.set('size', String(query.size));
  const sort = query.sorting[0];
  if (sort) next.set(sort.desc ? 'descs' : 'ascs', sort.id);
  for (const key of filterKeys) {
    const value = query.filters[key];
    if (value) next.set(key, value);
  }
  return next;
}

/** The list state as the server's paging parameters. */
export function toServerQuery(query: TableQuery): Record<string, string | number> {
  const sort = query.sorting[0];
  return {
    current: query.current,
    size: query.size,
    ...(sort ? { [sort.desc ? 'descs' : 'ascs']: sort.id } : {}),
    ...query.filters,
  };
}
