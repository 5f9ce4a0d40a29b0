import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db';
import type { SessionUser } from '../../identity/auth';
import { paginate, type Paging } from '../../platform/core';
import { someoneAnswers } from '../../records/engine';
import { filtered, recordColumns, TASK_SORTS, type TaskFilters } from './task-queries';

/**
 * One page of the open tasks of the viewer's tenant that no active account can take (the reviewer's
 * accounts were disabled or removed, or the flow began before the fallback reviewer existed): for
 * administrators, who can then create or re-enable a reviewer.
 */
export async function listUnassignedTasks(db: Kysely<Database>, viewer: SessionUser, paging: Paging & TaskFilters) {
  const q = db
    .selectFrom('flow_task')
    .innerJoin('record', 'record.id', 'flow_task.record_id')
    .where('flow_task.tenant_id', '=', viewer.tenantId)
    .where('flow_task.outcome', 'is', null)
    .where('flow_task.assignee_id', 'is', null)
    .where('record.state', '=', 'in_review')
    .where(({ not }) => not(someoneAnswers(sql.ref('flow_task.candidates'), sql.ref('record.union_id'), sql.ref('flow_task.tenant_id'))));
  const rows = filtered(q, paging, viewer).selectAll('flow_task').select(recordColumns(viewer));
  return paginate(rows, paging, {
    allow: TASK_SORTS,
    fallback: [{ column: 'flow_task.create_time', direction: 'asc' }],
    tieBreaker: { column: 'flow_task.id' },
  });
}
