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
  /** The command that wrote the event (a Temporal update's id, or the flow's timer command); null before commands were named. */
  command_id: ColumnType<string | null, string | null | undefined, never>;
}
export type FlowEventRow = Selectable<FlowEventTable>;
export type NewFlowEventRow = Insertable<FlowEventTable>;
