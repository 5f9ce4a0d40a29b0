import type { SelectQueryBuilder, StringReference } from 'kysely';
import { offsetOf, parseSort, type Paging, type SortTerm } from './paging';

/** How a list may be sorted. */
export interface ListOrder<C extends string, T extends string> {
  /** API sort field to column: the only fields a client may sort by. */
  allow: Record<string, C>;
  /** The sort when the client asks for none. */
  fallback: SortTerm<C>[];
  /** A unique column sorted last, so that rows with equal sort keys keep their place from one page to the next. */
  tieBreaker: { column: T; direction?: SortTerm<C>['direction'] };
}

/**
 * One page of `rows` (filtered, with the columns of the page selected) in the order the client
 * asked for, and how many rows there are in all.
 */
export async function paginate<DB, TB extends keyof DB, O, C extends StringReference<DB, TB>, T extends StringReference<DB, TB>>(
  rows: SelectQueryBuilder<DB, TB, O>,
  paging: Paging,
  order: ListOrder<C, T>,
): Promise<{ records: O[]; total: number }> {
  let page = rows;
  for (const term of parseSort(paging, order.allow, order.fallback)) page = page.orderBy(term.column, term.direction);
  const { limit, offset } = offsetOf(paging);
  const [records, count] = await Promise.all([
    page.orderBy(order.tieBreaker.column, order.tieBreaker.direction).limit(limit).offset(offset).execute(),
    rows
      .clearSelect()
      .select((eb) => eb.fn.countAll<string>().as('n'))
      // Kysely cannot work out the selection of a builder whose tables are a type parameter.
      .$castTo<{ n: string }>()
      .executeTakeFirstOrThrow(),
  ]);
  return { records, total: Number(count.n) };
}
