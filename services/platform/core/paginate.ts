import {
  AliasNode,
  IdentifierNode,
  RawNode,
  SelectionNode,
  SelectQueryNode,
  sql,
  type Kysely,
  type KyselyPlugin,
  type SelectQueryBuilder,
  type StringReference,
} from 'kysely';
import { countBound, offsetOf, parseSort, totalOf, type PageTotal, type Paging, type SortTerm } from './paging';

/** How a list may be sorted. */
export interface ListOrder<C extends string, T extends string> {
  /** API sort field to column: the only fields a client may sort by. */
  allow: Record<string, C>;
  /** The sort when the client asks for none. */
  fallback: SortTerm<C>[];
  /** A unique column sorted last, so that rows with equal sort keys keep their place from one page to the next. */
  tieBreaker: { column: T; direction?: SortTerm<C>['direction'] };
}

/** Runs a select as `select count(*) as n from (<select>) as counted`: the count of a bounded query in one round trip. */
const countedAround: KyselyPlugin = {
  transformQuery: ({ node }) => {
    if (!SelectQueryNode.is(node)) return node;
    const count = AliasNode.create(RawNode.createWithSql('count(*)'), IdentifierNode.create('n'));
    const outer = SelectQueryNode.createFrom([AliasNode.create(node, IdentifierNode.create('counted'))]);
    return SelectQueryNode.cloneWithSelections(outer, [SelectionNode.create(count)]);
  },
  transformResult: async ({ result }) => result,
};

/**
 * `select count(*) as n from (<rows> limit bound + 1)`: how many rows `rows` (filtered) holds,
 * counted no further than `bound` (one more than the bound says there are more), reading at most
 * `bound + 1` rows however many match. A statement of its own (`countUpTo`), or a column of the
 * statement that reads the page (`.select(countOf(...).as(...))`), which saves a round trip.
 */
export function countOf<DB, TB extends keyof DB, O>(rows: SelectQueryBuilder<DB, TB, O>, bound: number) {
  return rows
    .clearSelect()
    .clearOrderBy()
    .clearOffset()
    .select(sql<number>`1`.as('one'))
    .limit(bound + 1)
    .withPlugin(countedAround)
    .$castTo<{ n: string }>();
}

/** How many rows `rows` holds, counted no further than `bound` (`countOf`), in a statement of its own. */
export async function countUpTo<DB, TB extends keyof DB, O>(rows: SelectQueryBuilder<DB, TB, O>, bound: number): Promise<number> {
  return Number((await countOf(rows, bound).executeTakeFirstOrThrow()).n);
}

/**
 * A count made of parts (`parts`, each without the rows of the parts before it), up to `bound`, the
 * count of the parts before them (`counted`) given: one statement, each part counted (`countOf`)
 * only while the count so far stays within the bound (a `case` in a lateral chain: PostgreSQL runs a
 * part's subquery only when its value is needed). Over the bound the answer is some number past it.
 */
export async function countParts<DB, TB extends keyof DB, O>(
  db: Kysely<DB>,
  parts: readonly SelectQueryBuilder<DB, TB, O>[],
  bound: number,
  counted = 0,
): Promise<number> {
  if (parts.length === 0 || counted > bound) return counted;
  const names = parts.map((_, i) => sql.id(`p${i + 1}`));
  let from = sql`(select ${counted}::bigint as n) as p0`;
  for (const [i, part] of parts.entries()) {
    const before = sql.join(
      [sql.id('p0'), ...names.slice(0, i)].map((p) => sql`${p}.n`),
      sql` + `,
    );
    from = sql`${from} cross join lateral (select case when ${before} > ${bound} then 0 else (${countOf(part, bound)}) end as n) as ${names[i]!}`;
  }
  const total = sql.join(
    [sql.id('p0'), ...names].map((p) => sql`${p}.n`),
    sql` + `,
  );
  const { rows } = await sql<{ n: string }>`select ${total} as n from ${from}`.execute(db);
  return Number(rows[0]!.n);
}

/**
 * `rows` in the order the client asked for (checked against the allow-list), the tie-breaker last,
 * cut to the page: run as it is, or the ids of a page whose rows a statement around it reads.
 */
export function orderedPage<DB, TB extends keyof DB, O, C extends StringReference<DB, TB>, T extends StringReference<DB, TB>>(
  rows: SelectQueryBuilder<DB, TB, O>,
  paging: Paging,
  order: ListOrder<C, T>,
): SelectQueryBuilder<DB, TB, O> {
  let page = rows;
  for (const term of parseSort(paging, order.allow, order.fallback)) page = page.orderBy(term.column, term.direction);
  const { limit, offset } = offsetOf(paging);
  return page.orderBy(order.tieBreaker.column, order.tieBreaker.direction).limit(limit).offset(offset);
}

/**
 * One page of `rows` (filtered, with the columns of the page selected) in the order the client
 * asked for, and the total: exact up to `COUNT_BEYOND` rows past the page, a bound beyond.
 */
export async function paginate<DB, TB extends keyof DB, O, C extends StringReference<DB, TB>, T extends StringReference<DB, TB>>(
  rows: SelectQueryBuilder<DB, TB, O>,
  paging: Paging,
  order: ListOrder<C, T>,
): Promise<{ records: O[]; total: PageTotal }> {
  const bound = countBound(paging);
  const [records, counted] = await Promise.all([orderedPage(rows, paging, order).execute(), countUpTo(rows, bound)]);
  return { records, total: totalOf(counted, bound) };
}
