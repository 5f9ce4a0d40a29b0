import type { Kysely } from 'kysely';
import {
  allowedActions,
  offeredActions,
  partiesOf,
  verdict,
  type FlowStatus,
  type LifecycleAction,
  type ModuleEntry,
  type RuleVerdict,
} from '../../../catalogue';
import type { Database, RecordRow } from '../../../db';
import type { SessionUser } from '../../identity/auth';

// child_count may be left out by lists of records that never have children (task rows).
type Row = Pick<RecordRow, 'id' | 'state' | 'union_id' | 'open_task_id' | 'reviewer_acted' | 'step'> &
  Partial<Pick<RecordRow, 'child_count'>>;

/** The open task's candidates and assignee of each row that has one, read in one query. */
async function openTasks(db: Kysely<Database>, tenantId: string, rows: readonly Row[]) {
  const ids = rows.filter((r) => r.state === 'in_review' && r.open_task_id).map((r) => r.open_task_id!);
  if (ids.length === 0) return new Map<string, { candidates: string[]; assigneeId: string | null }>();
  const tasks = await db
    .selectFrom('flow_task')
    .select(['id', 'candidates', 'assignee_id'])
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', ids)
    .where('outcome', 'is', null)
    .execute();
  return new Map(tasks.map((t) => [t.id, { candidates: t.candidates, assigneeId: t.assignee_id === null ? null : String(t.assignee_id) }]));
}

/**
 * What the viewer may do to each record now, read off the lifecycle table with the facts of the
 * read model: every list row and detail answer carries it, and the console draws its buttons from it.
 */
export async function actionsOf(
  db: Kysely<Database>,
  viewer: SessionUser,
  entry: ModuleEntry,
  rows: readonly Row[],
): Promise<Map<string, LifecycleAction[]>> {
  const tasks = await openTasks(db, viewer.tenantId, rows);
  const offered = offeredActions(entry);
  const firstStep = entry.steps?.[0]?.key ?? '';
  return new Map(
    rows.map((r) => {
      const task = r.state === 'in_review' && r.open_task_id ? (tasks.get(r.open_task_id) ?? null) : null;
      const actions = allowedActions(
        {
          state: r.state as FlowStatus,
          parties: partiesOf(viewer, { unionId: String(r.union_id), task }),
          reviewerActed: r.reviewer_acted,
          assigneeId: task?.assigneeId ?? null,
          callerId: viewer.id,
          stepApproved: r.step !== firstStep,
          hasChildren: (r.child_count ?? 0) > 0,
          publishOnly: entry.publishOnly === true,
        },
        offered,
      );
      return [String(r.id), actions];
    }),
  );
}

/** The table's verdict on one action by the viewer, on the facts of the read model (the workflow decides again). */
export async function verdictOn(
  db: Kysely<Database>,
  viewer: SessionUser,
  entry: ModuleEntry,
  row: Row,
  action: LifecycleAction,
): Promise<RuleVerdict> {
  const task = (await openTasks(db, viewer.tenantId, [row])).get(row.open_task_id ?? '') ?? null;
  return verdict(action, {
    state: row.state as FlowStatus,
    parties: partiesOf(viewer, { unionId: String(row.union_id), task }),
    reviewerActed: row.reviewer_acted,
    assigneeId: task?.assigneeId ?? null,
    callerId: viewer.id,
    stepApproved: row.step !== (entry.steps?.[0]?.key ?? ''),
    hasChildren: (row.child_count ?? 0) > 0,
    publishOnly: entry.publishOnly === true,
  });
}
