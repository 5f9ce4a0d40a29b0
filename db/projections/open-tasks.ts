import type { Db } from './projection';

/** Closes one task still open (a timeout, a migration closes the task it moved). */
export async function closeTask(db: Db, taskId: string | null, outcome: string, comment: string | null, at: Date): Promise<void> {
  if (!taskId) return;
  await db
    .updateTable('flow_task')
    .set({ outcome, comment, complete_time: at })
    .where('id', '=', taskId)
    .where('outcome', 'is', null)
    .execute();
}

/** Closes every task of the flow still open (a return, withdrawal or end closes the other reviewers' tasks too). */
export async function closeOpenTasks(
  db: Db,
  processInstanceId: string,
  outcome: string,
  at: Date,
  comment: string | null = null,
): Promise<void> {
  await db
    .updateTable('flow_task')
    .set({ outcome, comment, complete_time: at })
    .where('process_instance_id', '=', processInstanceId)
    .where('outcome', 'is', null)
    .execute();
}

/** The record points at a task still open when the one it pointed at closed and others remain (countersign, parallel). */
export async function pointAtOpenTask(db: Db, processInstanceId: string): Promise<void> {
  const open = await db
    .selectFrom('flow_task')
    .select(['id', 'stage', 'stage_name'])
    .where('process_instance_id', '=', processInstanceId)
    .where('outcome', 'is', null)
    .orderBy('create_time')
    .orderBy('id')
    .executeTakeFirst();
  if (open) {
    await db
      .updateTable('record')
      .set({ open_task_id: open.id, stage: open.stage, stage_name: open.stage_name })
      .where('process_instance_id', '=', processInstanceId)
      .execute();
  }
}
