import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../../../db';
import type { SessionUser } from '../../identity/auth';
import { containing, paginate, type Paging } from '../../platform/core';
import { candidateKeysOf } from '../../../catalogue';
import { fieldsSeenSql, titleShownSql, visibleTo } from '../../records/engine';

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

function scoped(db: Kysely<Database>, viewer: SessionUser, list: TaskList) {
  let q = db
    .selectFrom('flow_task')
    .innerJoin('record', 'record.id', 'flow_task.record_id')
    .where('flow_task.tenant_id', '=', viewer.tenantId);
  // Separation of duties: a union never reviews its own records, so they are not offered to it.
  if (list !== 'done') q = q.where('record.union_id', '!=', viewer.unionId);
  if (list === 'claim') {
    q = q
      .where('flow_task.outcome', 'is', null)
      .where('flow_task.assignee_id', 'is', null)
      .where(sql<boolean>`flow_task.candidates && ${sql.val(candidateKeysOf(viewer))}::text[]`);
  } else if (list === 'todo') {
    q = q.where('flow_task.outcome', 'is', null).where('flow_task.assignee_id', '=', viewer.id);
  } else {
    q = q.where('flow_task.assignee_id', '=', viewer.id).where('flow_task.outcome', 'in', ['approve', 'return']);
  }
  return q;
}

/** The task list's filters; `keyword` never matches a title made from a field hidden to the viewer (the stage field rule). */
export function filtered<O>(q: SelectQueryBuilder<Database, 'flow_task' | 'record', O>, f: TaskFilters, viewer: SessionUser) {
  if (f.module) q = q.where('flow_task.module', '=', f.module);
  if (f.keyword) q = q.where('flow_task.title', 'ilike', containing(f.keyword)).where(titleShownSql(viewer));
  return q;
}

/** What a task row needs beyond the task to show its record's title as the viewer may read it. */
export const seenColumns = (viewer: SessionUser) => [
  fieldsSeenSql(viewer).as('seen'),
  sql.ref<string | null>('record.parent_id').as('record_parent_id'),
];

/** One page of the viewer's claim, todo or done list. */
export async function listTasks(db: Kysely<Database>, viewer: SessionUser, list: TaskList, paging: Paging & TaskFilters) {
  const fallback = list === 'done' ? 'flow_task.complete_time' : 'flow_task.create_time';
  const rows = filtered(scoped(db, viewer, list), paging, viewer)
    .selectAll('flow_task')
    .select('record.state as record_state')
    .select(seenColumns(viewer));
  return paginate(rows, paging, {
    allow: TASK_SORTS,
    fallback: [{ column: fallback, direction: 'desc' }],
    tieBreaker: { column: 'flow_task.id' },
  });
}

/** How many of the viewer's union's records were returned and wait for it to resubmit them. */
async function countReturned(db: Kysely<Database>, viewer: SessionUser): Promise<number> {
  const row = await db
    .selectFrom('record')
    .where(visibleTo(viewer))
    .where('record.union_id', '=', viewer.unionId)
    .where('record.state', '=', 'returned')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * What waits for the viewer: tasks claimed and not yet done, tasks open to claim, and the union's
 * records returned for changes (an applicant's only notice of a return).
 */
export async function countTasks(db: Kysely<Database>, viewer: SessionUser) {
  const count = async (list: TaskList) =>
    Number(
      (
        await scoped(db, viewer, list)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const [todo, claim, returned] = await Promise.all([count('todo'), count('claim'), countReturned(db, viewer)]);
  return { todo, claim, returned, total: todo + claim + returned };
}
