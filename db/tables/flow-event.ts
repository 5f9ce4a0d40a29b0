import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** The append-only event store: one row per event of a flow, chained by hash. */
export interface FlowEventTable {
  id: Generated<string>;
  tenant_id: string;
  process_instance_id: string;
  seq: number;
  type: string;
  module: string;
  record_id: string;
  actor_id: string | null;
  actor_name: string;
  actor_union: string;
  at: Date;
  payload: ColumnType<Record<string, unknown>, string, never>;
  prev_hash: string;
  hash: string;
}
export type FlowEventRow = Selectable<FlowEventTable>;
export type NewFlowEventRow = Insertable<FlowEventTable>;
