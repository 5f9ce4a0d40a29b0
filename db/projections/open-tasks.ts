import { patch, type FlowModel } from './flow-model';

/** Closes one task still open (a timeout, a migration closes the task it moved). */
export function closeTask(m: FlowModel, taskId: string | null, outcome: string, comment: string | null, at: Date): void {
  if (!taskId) return;
  for (const t of m.tasks) if (t.row.id === taskId && t.row.outcome === null) patch(t, { outcome, comment, complete_time: at });
}

/** Closes every task of the flow still open (a return, withdrawal or end closes the other reviewers' tasks too). */
export function closeOpenTasks(m: FlowModel, outcome: string, at: Date, comment: string | null = null): void {
  for (const t of m.tasks) if (t.row.outcome === null) patch(t, { outcome, comment, complete_time: at });
}

/** The flow's first task still open: the earliest created, then the least id. */
function firstOpenTask(m: FlowModel) {
  let first: (typeof m.tasks)[number]['row'] | undefined;
  for (const { row } of m.tasks) {
    if (row.outcome !== null) continue;
    const earlier =
      !first ||
      row.create_time.getTime() < first.create_time.getTime() ||
      (row.create_time.getTime() === first.create_time.getTime() && row.id < first.id);
    if (earlier) first = row;
  }
  return first;
}

/** The record points at a task still open when the one it pointed at closed and others remain (countersign, parallel). */
export function pointAtOpenTask(m: FlowModel): void {
  const open = firstOpenTask(m);
  if (open && m.record) patch(m.record, { open_task_id: open.id, stage: open.stage, stage_name: open.stage_name });
}
