import type { Selectable } from 'kysely';

/** Read model of 知会 (a stage's CC): a read-only task its candidates acknowledge (readflow). */
export interface FlowCcTable {
  id: string;
  tenant_id: string;
  process_instance_id: string;
  record_id: string;
  module: string;
  title: string;
  union_name: string;
  stage_key: string;
  stage_name: string;
  /** Candidate keys, as a review task's. */
  candidates: string[];
  create_time: Date;
  read_by: string | null;
  read_name: string | null;
  read_time: Date | null;
}
export type FlowCcRow = Selectable<FlowCcTable>;
