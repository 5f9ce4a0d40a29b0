import type { Selectable } from 'kysely';

/**
 * Who reads an open review task, one row per key (a candidate `union:<id>`, `role:<key>`,
 * `user:<id>`, and `user:<assignee>` once claimed): kept from `flow_task` by a trigger in the same
 * transaction (migration 20261201T1000), so the reviewers' record lists and the claim list are
 * equality lookups on an index. Written by no code: the trigger is its only writer.
 */
export interface TaskReaderTable {
  tenant_id: string;
  task_id: string;
  reader: string;
  record_id: string;
  module: string;
  /** The record's union: a union never reviews its own records. */
  union_id: string;
  /** The record's creation time: the record lists' default order. */
  record_time: Date;
  /** The task's creation time: the claim list's default order. */
  task_time: Date;
  claimed: boolean;
  /** The row is the assignee's (`user:<assignee>`), not a candidate's: the 待办 todo list (migration 20261202T1000). */
  assigned: boolean;
}
export type TaskReaderRow = Selectable<TaskReaderTable>;
