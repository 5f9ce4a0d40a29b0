import { modules, type LifecycleAction } from '../../../catalogue';
import type { SessionUser } from '../../identity/auth';
import { rowActions } from '../../records/engine';
import type { TaskListRow } from './task-view';

/** The actions a task row can offer: a reviewer's, on the task itself. */
const TASK_ACTIONS: readonly LifecycleAction[] = ['claim', 'approve', 'return', 'decline'];

/**
 * What the viewer may do to each task now, by task id: the lifecycle table's answer for the task's
 * record (services/records/engine `rowActions`), kept to the reviewer's actions and only while the
 * task is the record's open one; a task already done or superseded offers nothing. The row carries
 * its record's facts (`recordColumns`) and is itself the open task, so nothing more is read.
 */
export function taskActions(viewer: SessionUser, tasks: readonly TaskListRow[]): Map<string, LifecycleAction[]> {
  const out = new Map<string, LifecycleAction[]>();
  for (const t of tasks) {
    const entry = Object.hasOwn(modules, t.module) ? modules[t.module] : undefined;
    if (!entry || !t.record_state || t.record_open_task_id !== t.id) {
      out.set(t.id, []);
      continue;
    }
    const record = {
      id: String(t.record_id),
      state: t.record_state,
      union_id: String(t.record_union_id),
      open_task_id: t.id,
      reviewer_acted: t.record_reviewer_acted === true,
      step: t.record_step ?? '',
    };
    const open =
      t.outcome === null
        ? { candidates: t.candidates, assigneeId: t.assignee_id === null ? null : String(t.assignee_id), decline: t.decline }
        : null;
    out.set(
      t.id,
      rowActions(viewer, entry, record, open).filter((a) => TASK_ACTIONS.includes(a)),
    );
  }
  return out;
}
