import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely';
import type { RecordState } from '../../catalogue/lifecycle';

type Json = ColumnType<Record<string, unknown>, string, string>;

/** Read model of a module record, projected from its flow's events. */
export interface RecordTable {
  id: string;
  tenant_id: string;
  module: string;
  process_instance_id: string;
  union_id: string;
  union_path: string;
  union_name: string;
  applicant_id: string;
  applicant_name: string;
  /** The lifecycle table's states (catalogue/lifecycle), projected from the flow's events. */
  state: RecordState;
  stage: number;
  stage_name: string;
  /** The open step of a stepped record; '' for a record of one step. */
  step: ColumnType<string, string | undefined, string>;
  /** A child record's parent record (a work's entry); null for a record of its own. */
  parent_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** How many child records the record's flow added. */
  child_count: ColumnType<number, number | undefined, number>;
  /** The flow model version the record's flow walks (flow.started, flow.migrated); null before deployments existed. */
  model_key: ColumnType<string | null, string | null | undefined, string | null>;
  flow_version: ColumnType<number | null, number | null | undefined, number | null>;
  flow_version_id: ColumnType<string | null, string | null | undefined, string | null>;
  title: string;
  form: Json;
  submitted_form: ColumnType<Record<string, unknown> | null, string | null, string | null>;
  open_task_id: string | null;
  last_comment: string | null;
  reviewer_acted: boolean;
  submit_count: number;
  last_seq: number;
  create_time: Date;
  update_time: Date;
  submit_time: Date | null;
  /** The record's first submission (a resubmission keeps it): the year its checks read the federation's settings for. */
  first_submit_time: ColumnType<Date | null, Date | null | undefined, Date | null>;
  end_time: Date | null;
  /** One of the record's tasks shows its reviewers only some fields (kept by a trigger on flow_task): only then may the field rule hide any. */
  fields_limited: ColumnType<boolean, boolean | undefined, boolean>;
  /** yyyy-MM-dd: the approval's effect waits for this date (a transfer's move); null once it ran, or when none waits. */
  effect_due: ColumnType<string | null, string | null | undefined, string | null>;
}
export type RecordRow = Selectable<RecordTable>;
export type NewRecordRow = Insertable<RecordTable>;
export type RecordUpdate = Updateable<RecordTable>;
