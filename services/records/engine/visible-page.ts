import {
  expressionBuilder,
  sql,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import type { Database, RecordRow } from '../../../db';
import type { SessionUser } from '../../identity/auth';
import { countBound, countOf, countParts, offsetOf, totalOf, type PageTotal, type Paging, type SortTerm } from '../../platform/core';
import { baseOf, readerKeysOf, scopeHoldsReviews, scopeParts } from './visibility';

/** A condition on the `record` row. */
export type RecordCondition = (eb: ExpressionBuilder<Database, 'record'>) => Expression<SqlBool>;

/** A sort term of a record list: a column of `record` (`column`), or an expression of the row (the title as the viewer reads it). */
export interface RecordSortKey {
  key: RawBuilder<unknown>;
  direction: SortTerm<string>['direction'];
  column?: string;
}

/** One module's list as a viewer sees it. */
export interface VisibleList {
  viewer: SessionUser;
  module: string;
  /** The list's own conditions: its module, parents only, the filters. */
  where: RecordCondition;
  /** The page's order; `record.id desc` breaks ties after it. */
  order: RecordSortKey[];
}

/**
 * The columns of a page's rows: every column of `record` but the submitted form, which no list row
 * shows (`ListedRow`) and which would be parsed for each row (a form's JSON) only to be dropped.
 */
const LISTED_COLUMNS = (
  [
    'id',
    'tenant_id',
    'module',
    'process_instance_id',
    'union_id',
    'union_path',
    'union_name',
    'applicant_id',
    'applicant_name',
    'state',
    'stage',
    'stage_name',
    'step',
    'parent_id',
    'child_count',
    'model_key',
    'flow_version',
    'flow_version_id',
    'title',
    'form',
    'open_task_id',
    'last_comment',
    'reviewer_acted',
    'submit_count',
    'last_seq',
    'create_time',
    'update_time',
    'submit_time',
    'first_submit_time',
    'end_time',
    'fields_limited',
    'effect_due',
  ] as const satisfies readonly Exclude<keyof RecordRow, 'submitted_form'>[]
).map((c) => `record.${c}` as const);

/** A condition as an expression (it names `record` columns only, so it serves a query of `record` joined to others too). */
const on = (condition: RecordCondition): Expression<SqlBool> => condition(expressionBuilder<Database, 'record'>());

const inReview: RecordCondition = (eb) => eb('record.state', '=', 'in_review');

/** The list's sort keys, selected as `k0`, `k1`, ... */
const keysOf = (list: VisibleList) => list.order.map((term, i) => ({ ...term, name: `k${i}` }));

/**
 * One part of the visible records: a part of the data scope and reach (`walk`: the viewer's widest,
 * read in the page's order from the order's index), or the records in review a reader key reads.
 */
type Part = { scope: RecordCondition; walk: boolean } | { readerKey: string };

/** The parts of what the viewer may see of a list: its scope's and reach's, then a part per key it reads open tasks by. */
function partsOf(viewer: SessionUser): Part[] {
  const parts: Part[] = scopeParts(viewer).map((scope, i) => ({ scope, walk: i === 0 }));
  if (!scopeHoldsReviews(viewer)) for (const readerKey of readerKeysOf(viewer)) parts.push({ readerKey });
  return parts;
}

/**
 * The first `reach` rows, in the list's order, of one part of the visible records: a query of its
 * own per part, so each part reads its own index and stops at `reach` rows.
 */
function partRows(db: Kysely<Database>, list: VisibleList, reach: number, part: Part, conditions: Expression<SqlBool>[]) {
  const keys = keysOf(list);
  if ('scope' in part) {
    const rows = db
      .selectFrom('record')
      .where((eb) => eb.and([...conditions, on(part.scope)]))
      .select('record.id')
      .select(keys.map((k) => k.key.as(k.name)));
    if (part.walk) {
      const sorted = keys.reduce((q, k) => q.orderBy(sql.ref(k.name), k.direction), rows);
      return db.selectFrom(sorted.orderBy('record.id', 'desc').limit(reach).as('part')).selectAll();
    }
    // A narrow part (a union's own records, the notices above) is read whole by its own index, then
    // sorted: `offset 0` keeps the planner from walking the order's index in search of rows that
    // may not be there at all (the federation's own records of an enterprise's module).
    const whole = db.selectFrom(rows.offset(0).as('whole')).selectAll();
    const sorted = keys.reduce((q, k) => q.orderBy(sql.ref(`whole.${k.name}`), k.direction), whole);
    return db.selectFrom(sorted.orderBy('whole.id', 'desc').limit(reach).as('part')).selectAll();
  }
  let rows = db
    .selectFrom('task_reader')
    .innerJoin('record', 'record.id', 'task_reader.record_id')
    .where('task_reader.tenant_id', '=', list.viewer.tenantId)
    .where('task_reader.reader', '=', part.readerKey)
    .where('task_reader.module', '=', list.module)
    .where((eb) => eb.and([...conditions, on(inReview)]))
    .select('record.id')
    .select(keys.map((k) => k.key.as(k.name)));
  const [first] = list.order;
  if (list.order.length === 1 && first?.column === 'record.create_time') {
    // In creation order the part walks task_reader's index, which carries the record's creation time.
    rows = rows.orderBy('task_reader.record_time', first.direction).orderBy('task_reader.record_id', 'desc');
  } else {
    for (const k of keys) rows = rows.orderBy(sql.ref(k.name), k.direction);
    rows = rows.orderBy('record.id', 'desc');
  }
  return db.selectFrom(rows.limit(reach).as('part')).selectAll();
}

/**
 * One page of the records the viewer may see of the list, in the list's order: the rows of the page's
 * ids, read around them in one statement. The visible records are the union of parts each reached
 * by an index in the list's order: the data scope and the shapes' reach (the record's own columns),
 * and, for each key the viewer reads open tasks by, the records in review it reads. Each part stops
 * at the page's end, so a page reads about `offset + size` entries per part however many records
 * there are; only the page's ids (and sort keys) leave the union, and only their rows are read.
 */
export function visiblePageRows(db: Kysely<Database>, list: VisibleList, paging: Paging) {
  const { limit, offset } = offsetOf(paging);
  const reach = offset + limit;
  const keys = keysOf(list);
  // What every part holds to, built once for all of them (expressions are immutable).
  const conditions = [on(baseOf(list.viewer)), on(list.where)];
  const parts = partsOf(list.viewer).map((part) => partRows(db, list, reach, part, conditions));
  // UNION: a record seen two ways is one row.
  const seen = parts.slice(1).reduce((all, part) => all.union(part), parts[0]!);
  let ids = db
    .selectFrom(seen.as('seen'))
    .select('seen.id')
    .select(keys.map((k) => sql.ref(`seen.${k.name}`).as(k.name)));
  for (const k of keys) ids = ids.orderBy(sql.ref(`seen.${k.name}`), k.direction);
  let rows = db
    .selectFrom(ids.orderBy('seen.id', 'desc').limit(limit).offset(offset).as('page'))
    .innerJoin('record', 'record.id', 'page.id')
    .select(LISTED_COLUMNS);
  // The page's order again, on its few rows.
  for (const k of keys) rows = rows.orderBy(sql.ref(`page.${k.name}`), k.direction);
  return rows.orderBy('page.id', 'desc');
}

/**
 * The records of each part of the visible records the list counts (`partCounted`), the first `n`
 * parts: each part without the records of the parts before it.
 */
function partsCounted(db: Kysely<Database>, list: VisibleList, parts: Part[], n = parts.length) {
  // Built once for all parts: the list's rows, and each part as a condition for the parts after it.
  const listed = db.selectFrom('record').where(baseOf(list.viewer)).where(list.where);
  const held = parts.slice(0, n - 1).map((p) => on('scope' in p ? p.scope : reviewedBy(list.viewer, p.readerKey, list.module)));
  return parts.slice(0, n).map((part, i) => partCounted(list, listed, part, held.slice(0, i)));
}

/** The records of `part` the list counts, without those of the parts before it (`before`). */
function partCounted(list: VisibleList, listed: SelectQueryBuilder<Database, 'record', object>, part: Part, before: Expression<SqlBool>[]) {
  const rows =
    'scope' in part
      ? listed.where(part.scope)
      : listed
          .where(inReview)
          .where('record.id', 'in', (eb) =>
            eb
              .selectFrom('task_reader')
              .select('task_reader.record_id')
              .where('task_reader.tenant_id', '=', list.viewer.tenantId)
              .where('task_reader.module', '=', list.module)
              .where('task_reader.reader', '=', part.readerKey),
          );
  return before.length ? rows.where((eb) => eb.not(eb.or(before))) : rows;
}

/**
 * The count of the list's first part up to the bound (`countVisible`), as a column of the statement
 * that reads the page: the first part usually passes the bound, and the page then needs no other.
 */
export const firstPartCount = (db: Kysely<Database>, list: VisibleList, paging: Paging) =>
  countOf(partsCounted(db, list, partsOf(list.viewer), 1)[0]!, countBound(paging));

/**
 * How many records of the list the viewer may see, counted up to `COUNT_BEYOND` past the page: part
 * by part (each without the records of the parts before it, so none counts twice), until the count
 * passes the bound, in one statement (`countParts`). The first part usually passes it (the submitted
 * records of a subtree or the tenant), and a count then reads `COUNT_BEYOND` index entries past the
 * page, however many records there are. `first`: the first part's count, read with the page
 * (`firstPartCount`): the rest then costs no statement, or one.
 */
export async function countVisible(db: Kysely<Database>, list: VisibleList, paging: Paging, first?: number): Promise<PageTotal> {
  const bound = countBound(paging);
  // Past the bound already: the other parts' statements are not even built.
  if (first !== undefined && first > bound) return totalOf(first, bound);
  const parts = partsOf(list.viewer);
  const counted = partsCounted(db, list, parts);
  // The parts after the first in one statement, each read only while the count stays within the bound.
  const n = first === undefined ? await countParts(db, counted, bound) : await countParts(db, counted.slice(1), bound, first);
  return totalOf(n, bound);
}

/** The records in review the reader key `key` reads an open task of, as a condition on the record. */
function reviewedBy(viewer: SessionUser, key: string, module: string): RecordCondition {
  return (eb) =>
    eb.and([
      inReview(eb),
      eb.exists(
        eb
          .selectFrom('task_reader')
          .select(sql`1`.as('one'))
          .whereRef('task_reader.record_id', '=', 'record.id')
          .where('task_reader.tenant_id', '=', viewer.tenantId)
          .where('task_reader.module', '=', module)
          .where('task_reader.reader', '=', key),
      ),
    ]);
}
