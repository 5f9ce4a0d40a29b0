import type { Kysely } from 'kysely';
import { modules, type LifecycleAction } from '../../../catalogue';
import type { Database, FlowTaskRow } from '../../../db';
import type { SessionUser } from '../../identity/auth';
import { actionsOf } from '../../records/engine';

/** The actions a task row can offer: a reviewer's, on the task itself. */
const TASK_ACTIONS: readonly LifecycleAction[] = ['claim', 'approve', 'return'];

type TaskFacts = Pick<FlowTaskRow, 'id' | 'record_id' | 'module'>;

/**
 * What the viewer may do to each task now, by task id: the lifecycle table's answer for the task's
 * record (services/records/engine `actionsOf`), kept to the reviewer's actions and only while the task is the
 * record's open one; a task already done or superseded offers nothing.
 */
export async function taskActions(
  db: Kysely<Database>,
  viewer: SessionUser,
  tasks: readonly TaskFacts[],
): Promise<Map<string, LifecycleAction[]>> {
  const out = new Map<string, LifecycleAction[]>(tasks.map((t) => [t.id, []]));
  if (tasks.length === 0) return out;
  const records = await db
    .selectFrom('record')
    .select(['id', 'module', 'state', 'union_id', 'open_task_id', 'reviewer_acted', 'step'])
    .where('tenant_id', '=', viewer.tenantId)
    .where(
      'id',
      'in',
      tasks.map((t) => String(t.record_id)),
    )
    .execute();
  const byModule = new Map<string, typeof records>();
  for (const r of records) byModule.set(r.module, [...(byModule.get(r.module) ?? []), r]);
  const allowed = new Map<string, LifecycleAction[]>();
  for (const [key, rows] of byModule) {
    const entry = Object.hasOwn(modules, key) ? modules[key] : undefined;
    if (!entry) continue;
    for (const [id, actions] of await actionsOf(db, viewer, entry, rows)) allowed.set(id, actions);
  }
  const openTask = new Map(records.map((r) => [String(r.id), r.open_task_id]));
  for (const t of tasks) {
    const recordId = String(t.record_id);
    if (openTask.get(recordId) !== t.id) continue;
    out.set(
      t.id,
      (allowed.get(recordId) ?? []).filter((a) => TASK_ACTIONS.includes(a)),
    );
  }
  return out;
}
