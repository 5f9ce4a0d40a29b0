import { sql, type ExpressionBuilder, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { RecordState } from '../../../catalogue';
import { taskOutcomes, type Database } from '../../../db';
import type { SessionUser } from '../../identity/auth';
import {
  containing,
  COUNT_BEYOND,
  countBound,
  countOf,
  countParts,
  countUpTo,
  offsetOf,
  orderedPage,
  parseSort,
  totalOf,
  type Paging,
  type SortTerm,
} from '../../platform/core';
import { assigneeKeyOf, fieldsSeenSql, readerKeysOf, titleShownSql, visibleTo } from '../../records/engine';

/** API sort fields of the task lists and the columns they mean. */
export const TASK_SORTS = {
  createTime: 'flow_task.create_time',
  dueTime: 'flow_task.due_time',
  claimTime: 'flow_task.claim_time',
  completeTime: 'flow_task.complete_time',
  stage: 'flow_task.stage',
} as const;

export interface TaskFilters {
  module?: string;
  keyword?: string;
}

export type TaskList = 'claim' | 'todo' | 'done';

/** The viewer's done tasks: those it completed (its own rows of `flow_task`, by index). */
const done = (db: Kysely<Database>, viewer: SessionUser) =>
  db
    .selectFrom('flow_task')
    .where('flow_task.tenant_id', '=', viewer.tenantId)
    .where('flow_task.assignee_id', '=', viewer.id)
    .where('flow_task.outcome', 'in', [...taskOutcomes]);

/** The task list's filters; `keyword` never matches a title made from a field hidden to the viewer (the stage field rule). */
export function filtered<O>(q: SelectQueryBuilder<Database, 'flow_task' | 'record', O>, f: TaskFilters, viewer: SessionUser) {
  if (f.module) q = q.where('flow_task.module', '=', f.module);
  if (f.keyword) q = q.where('flow_task.title', 'ilike', containing(f.keyword)).where(titleShownSql(viewer));
  return q;
}

/**
 * What a task row needs beyond the task: its record's state and the facts its actions are read from
 * (task-actions.ts), and what the viewer may see of the record (its title as the viewer may read it).
 */
export const recordColumns = (viewer: SessionUser) => [
  sql.ref<RecordState>('record.state').as('record_state'),
  fieldsSeenSql(viewer).as('seen'),
  sql.ref<string | null>('record.parent_id').as('record_parent_id'),
  sql.ref<string>('record.union_id').as('record_union_id'),
  sql.ref<string | null>('record.open_task_id').as('record_open_task_id'),
  sql.ref<boolean>('record.reviewer_acted').as('record_reviewer_acted'),
  sql.ref<string>('record.step').as('record_step'),
];

type TaskOrder = SortTerm<(typeof TASK_SORTS)[keyof typeof TASK_SORTS]>[];

/**
 * The rows of one page of tasks as the lists show them, in one statement around the page's ids
 * (`page`: ordered and cut to the page), in the page's order (`order`, then the task's id), each
 * with the count `counted` (`countOf`: the list's, or its first part's) as `first_counted`.
 */
function pageRows(
  db: Kysely<Database>,
  viewer: SessionUser,
  page: SelectQueryBuilder<Database, never, { id: string }>,
  order: TaskOrder,
  counted: ReturnType<typeof countOf>,
) {
  let rows = db
    .selectFrom(page.as('page'))
    .innerJoin('flow_task', 'flow_task.id', 'page.id')
    .innerJoin('record', 'record.id', 'flow_task.record_id')
    .selectAll('flow_task')
    .select(recordColumns(viewer))
    .select(counted.as('first_counted'))
    .where('flow_task.tenant_id', '=', viewer.tenantId);
  for (const t of order) rows = rows.orderBy(t.column, t.direction);
  return rows.orderBy('flow_task.id').execute();
}

/** The task's title holds `keyword`, and the viewer reads that title (never a match by a field hidden to it). */
function titleHolds(viewer: SessionUser, keyword: string) {
  return (eb: ExpressionBuilder<Database, 'flow_task'>) =>
    eb.and([
      eb('flow_task.title', 'ilike', containing(keyword)),
      eb.exists(
        eb
          .selectFrom('record')
          .select(sql`1`.as('one'))
          .whereRef('record.id', '=', 'flow_task.record_id')
          .where(titleShownSql(viewer)),
      ),
    ]);
}

/**
 * One page of the viewer's claim, todo or done list. Separation of duties: a union never reviews its
 * own records, so they are not offered to it (claim) nor held by it (todo). The claim and todo lists
 * read `task_reader` (which carries the record's union), the done list the viewer's own rows of
 * `flow_task`, each by index; the page's rows then in one fetch.
 */
export async function listTasks(db: Kysely<Database>, viewer: SessionUser, list: TaskList, paging: Paging & TaskFilters) {
  if (list !== 'done') return listRead(db, viewer, list, paging);
  let q = done(db, viewer);
  if (paging.module) q = q.where('flow_task.module', '=', paging.module);
  if (paging.keyword) q = q.where(titleHolds(viewer, paging.keyword));
  const ids = q.select('flow_task.id');
  const order = { allow: TASK_SORTS, fallback: DONE_ORDER, tieBreaker: { column: 'flow_task.id' as const } };
  const bound = countBound(paging);
  const records = await pageRows(
    db,
    viewer,
    orderedPage(ids, paging, order),
    parseSort(paging, TASK_SORTS, DONE_ORDER),
    countOf(ids, bound),
  );
  // Past the end there is no row to bring the count.
  const counted = records[0] ? Number(records[0].first_counted) : await countUpTo(ids, bound);
  return { records, total: totalOf(counted, bound) };
}

/** The done list's order when the client asks for none: the latest done first. */
const DONE_ORDER: TaskOrder = [{ column: TASK_SORTS.completeTime, direction: 'desc' }];

type ReadList = Exclude<TaskList, 'done'>;

/** The keys a list reads `task_reader` by: every key the viewer reads open tasks by (claim), its own as the assignee (todo). */
const keysOf = (viewer: SessionUser, list: ReadList) => (list === 'claim' ? readerKeysOf(viewer) : [assigneeKeyOf(viewer)]);

/**
 * The open tasks of records of other unions the reader key `key` reads, filtered: those nobody
 * claimed (claim), or those it holds as the assignee (todo: `task_reader.assigned`, since a `user:`
 * key is a candidate's too and others may have claimed the task).
 */
function readBy(db: Kysely<Database>, viewer: SessionUser, key: string, list: ReadList, f: TaskFilters) {
  let q = db
    .selectFrom('task_reader')
    .where('task_reader.tenant_id', '=', viewer.tenantId)
    .where('task_reader.reader', '=', key)
    .where(list === 'claim' ? 'task_reader.claimed' : 'task_reader.assigned', '=', sql.lit(list === 'todo'))
    .where('task_reader.union_id', '!=', viewer.unionId);
  if (f.module) q = q.where('task_reader.module', '=', f.module);
  // A keyword reads the task's title and its record's field rule.
  const keyword = f.keyword;
  if (keyword) {
    q = q.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('flow_task')
          .select(sql`1`.as('one'))
          .whereRef('flow_task.id', '=', 'task_reader.task_id')
          .where(titleHolds(viewer, keyword)),
      ),
    );
  }
  return q;
}

/**
 * The claim list (the open tasks nobody claimed whose candidates include the viewer) or the todo
 * list (those the viewer holds), of records of other unions: a part per key the list reads
 * (`task_reader`, walked in the page's order when it is by arrival), each cut at the page's end,
 * then the page.
 */
async function listRead(db: Kysely<Database>, viewer: SessionUser, list: ReadList, paging: Paging & TaskFilters) {
  const order = parseSort(paging, TASK_SORTS, [{ column: TASK_SORTS.createTime, direction: 'desc' }]);
  const byArrival = order.length === 1 && order[0]!.column === TASK_SORTS.createTime;
  const { limit, offset } = offsetOf(paging);
  const parts = keysOf(viewer, list).map((key) => {
    let part = readBy(db, viewer, key, list, paging).innerJoin('flow_task', 'flow_task.id', 'task_reader.task_id').select('flow_task.id');
    for (const [i, t] of order.entries()) part = part.select(sql.ref(t.column).as(`k${i}`));
    // By arrival, the part walks task_reader's index, which carries the task's creation time.
    if (byArrival) part = part.orderBy('task_reader.task_time', order[0]!.direction).orderBy('task_reader.task_id');
    else part = order.reduce((q, t) => q.orderBy(t.column, t.direction), part).orderBy('flow_task.id');
    return db.selectFrom(part.limit(offset + limit).as('part')).selectAll();
  });
  // UNION: a task the viewer reads by two keys is one row.
  const all = parts.slice(1).reduce((u, part) => u.union(part), parts[0]!);
  let page = db.selectFrom(all.as('seen')).select('seen.id');
  for (const [i, t] of order.entries()) page = page.orderBy(sql.ref(`seen.k${i}`), t.direction);
  const bound = countBound(paging);
  const records = await pageRows(
    db,
    viewer,
    page.orderBy('seen.id').limit(limit).offset(offset),
    order,
    countOf(readPart(db, viewer, list, paging, 0), bound),
  );
  const first = records[0]?.first_counted;
  return {
    records,
    total: totalOf(await countRead(db, viewer, list, paging, bound, first === undefined ? undefined : Number(first)), bound),
  };
}

/** The tasks of the list's `i`th key, without those an earlier key reads: the parts the list counts. */
function readPart(db: Kysely<Database>, viewer: SessionUser, list: ReadList, f: TaskFilters, i: number) {
  const keys = keysOf(viewer, list);
  const earlier = keys.slice(0, i);
  const part = readBy(db, viewer, keys[i]!, list, f);
  if (earlier.length === 0) return part;
  return part.where(({ not, exists, selectFrom }) =>
    not(
      exists(
        selectFrom('task_reader as other')
          .select(sql`1`.as('one'))
          .whereRef('other.task_id', '=', 'task_reader.task_id')
          .where('other.reader', 'in', earlier),
      ),
    ),
  );
}

/**
 * The list's tasks counted key by key (each without the tasks an earlier key reads) up to `bound`
 * (more: there are more), in one statement (`countParts`). `first`: the first key's count, read
 * with the page: the rest then costs no statement, or one.
 */
async function countRead(db: Kysely<Database>, viewer: SessionUser, list: ReadList, f: TaskFilters, bound: number, first?: number) {
  // Past the bound already: the other keys' statements are not even built.
  if (first !== undefined && first > bound) return first;
  const parts = keysOf(viewer, list).map((_, i) => readPart(db, viewer, list, f, i));
  // The keys after the first in one statement, each read only while the count stays within the bound.
  return first === undefined ? countParts(db, parts, bound) : countParts(db, parts.slice(1), bound, first);
}

/**
 * What waits for the viewer: tasks claimed and not yet done, tasks open to claim, and the union's
 * records returned for changes (an applicant's only notice of a return). Each is counted up to
 * `COUNT_BEYOND` (one more says there are more; the console's badge shows 99+ long before).
 */
export async function countTasks(db: Kysely<Database>, viewer: SessionUser) {
  const returned = db
    .selectFrom('record')
    .where(visibleTo(viewer))
    .where('record.union_id', '=', viewer.unionId)
    .where('record.state', '=', 'returned');
  const [todoN, claim, returnedN] = await Promise.all([
    countRead(db, viewer, 'todo', {}, COUNT_BEYOND),
    countRead(db, viewer, 'claim', {}, COUNT_BEYOND),
    countUpTo(returned, COUNT_BEYOND),
  ]);
  return { todo: todoN, claim, returned: returnedN, total: todoN + claim + returnedN };
}
