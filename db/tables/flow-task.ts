import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** Read model of human review tasks, projected from flow events. */
export interface FlowTaskTable {
  id: string;
  tenant_id: string;
  process_instance_id: string;
  record_id: string;
  module: string;
  title: string;
  union_name: string;
  applicant_name: string;
  stage: number;
  stage_key: string;
  stage_name: string;
  /** `union:<id>` or `role:<key>`. */
  candidates: string[];
  /** The form fields the task's stage lets its reviewers see (visible and editable); null: the whole form. */
  visible_fields: string[] | null;
  /** The task's stage may decline the record (不予通过), as its flow's plan says. */
  decline: Generated<boolean>;
  assignee_id: string | null;
  assignee_name: string | null;
  create_time: Date;
  due_time: Date;
  claim_time: Date | null;
  complete_time: Date | null;
  /** approve, return, decline, withdrawn or cancelled; null while open. */
  outcome: string | null;
  comment: string | null;
}
export type FlowTaskRow = Selectable<FlowTaskTable>;
export type NewFlowTaskRow = Insertable<FlowTaskTable>;
export type FlowTaskUpdate = Updateable<FlowTaskTable>;
