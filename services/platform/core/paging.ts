import { Type, type Static } from '@sinclair/typebox';
import { badRequest } from './errors';

/** The last page a list may ask for: a million pages of the largest size is far past any table. */
export const MAX_PAGE = 1_000_000;

/** The paging parameters every list takes. */
export const PagingQuery = {
  // Bounded so that the offset ((current - 1) * size) stays an exact number Postgres takes.
  current: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1, description: 'Page number, 1-based' })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 10, description: 'Rows per page' })),
  descs: Type.Optional(Type.String({ maxLength: 200, description: 'Comma-separated fields to sort descending' })),
  ascs: Type.Optional(Type.String({ maxLength: 200, description: 'Comma-separated fields to sort ascending' })),
};
export const PagingSchema = Type.Object(PagingQuery);
export type Paging = Static<typeof PagingSchema>;

export interface SortTerm<C extends string> {
  column: C;
  direction: 'asc' | 'desc';
}

/**
 * The sort the client asked for, checked against the endpoint's allow-list (API field name to
 * column). A field not on the list is a 400, never a piece of SQL.
 */
export function parseSort<C extends string>(paging: Paging, allow: Record<string, C>, fallback: SortTerm<C>[]): SortTerm<C>[] {
  const terms: SortTerm<C>[] = [];
  for (const [param, direction] of [
    ['descs', 'desc'],
    ['ascs', 'asc'],
  ] as const) {
    const raw = paging[param];
    if (!raw) continue;
    for (const field of raw
      .split(',')
      .map((f) => f.trim())
      .filter(Boolean)) {
      const column = Object.hasOwn(allow, field) ? allow[field] : undefined;
      if (!column) throw badRequest(param, 'sortField', 'sortField', { field: field.slice(0, 40) });
      terms.push({ column, direction });
    }
  }
  return terms.length ? terms : fallback;
}

/**
 * How far past a page's first row a list counts: beyond it the total is a bound, not a count, so no
 * page costs a scan of everything the viewer may see (a district's list at a million records). A
 * count reads about this many index entries (docs/PERFORMANCE-LISTS.md: 10,000 cost a page 3 to
 * 70 ms at 1M records, 1,000 under a tenth of it), and a hundred pages past the one shown is as far
 * as anyone pages by hand.
 */
export const COUNT_BEYOND = 1_000;

/**
 * How far past the page a search (`keyword`) counts. No index serves a title's `ILIKE` under
 * row-level security, so a count reads every entry until it has seen this many matches: with one
 * title in 40 matching, `COUNT_BEYOND` would read 40,000 entries a page.
 */
export const SEARCH_COUNT_BEYOND = 100;

/** A list's total: exact, or (`exact` false) a lower bound, the rows counted up to `COUNT_BEYOND` past the page. */
export interface PageTotal {
  n: number;
  exact: boolean;
}

/** The most rows a count of the page needs to see: its offset and `COUNT_BEYOND` more (`SEARCH_COUNT_BEYOND` for a search). */
export const countBound = (paging: Paging & { keyword?: string }): number =>
  offsetOf(paging).offset + (paging.keyword ? SEARCH_COUNT_BEYOND : COUNT_BEYOND);

/** The total of `counted` rows counted up to `bound` (one more than the bound says there are more). */
export const totalOf = (counted: number, bound: number): PageTotal =>
  counted > bound ? { n: bound, exact: false } : { n: counted, exact: true };

/**
 * The page answer of CONVENTIONS.md. `searchCount` says whether `total` is an exact count; when it is
 * false, `total` is a lower bound (the console shows "1,000+") and `pages` the pages known so far.
 */
export function pageOf<T>(records: T[], total: number | PageTotal, paging: Paging) {
  const size = paging.size ?? 10;
  const { n, exact } = typeof total === 'number' ? { n: total, exact: true } : total;
  return {
    records,
    total: n,
    size,
    current: paging.current ?? 1,
    searchCount: exact,
    pages: Math.ceil(n / size),
  };
}

export function offsetOf(paging: Paging): { limit: number; offset: number } {
  const size = paging.size ?? 10;
  return { limit: size, offset: ((paging.current ?? 1) - 1) * size };
}
