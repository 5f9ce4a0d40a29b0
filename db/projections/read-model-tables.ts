import { sql, type RawBuilder } from 'kysely';
import type { FlowModel } from './flow-model';

/**
 * The tables the projection maintains, each with the rows a folded flow holds for it: what a
 * rebuild empties and fills again, and what its check compares. A table the projection comes to
 * maintain is added here (and to FlowModel), so the rebuild and its check cover it.
 */
export interface ReadModelTable {
  table: 'record' | 'flow_task' | 'flow_cc' | 'record_follow_up';
  /** How a difference names a row. */
  label: string;
  rows: (m: FlowModel) => object[];
  /** Columns no event writes (the projection leaves them null): a rebuild keeps what the rows held. */
  kept?: readonly string[];
}

/** Parents before children: filled in this order, emptied in the reverse. */
export const READ_MODEL_TABLES: readonly ReadModelTable[] = [
  { table: 'record', label: 'record', rows: (m) => (m.record ? [m.record.row] : []) },
  { table: 'flow_task', label: 'task', rows: (m) => m.tasks.map((t) => t.row) },
  // An acknowledgement (readflow) is a receipt in the read model, not an event.
  { table: 'flow_cc', label: 'cc', rows: (m) => m.ccs.map((c) => c.row), kept: ['read_by', 'read_name', 'read_time'] },
  // The followUps shape's rows after approval (db/projections/shapes/follow-ups.ts).
  { table: 'record_follow_up', label: 'follow-up', rows: (m) => m.followUps.map((f) => f.row) },
];

/**
 * Tables kept from the read models by their triggers (not folded from events): once the read
 * models equal the rebuild, a rebuild compares each by its key with what its trigger's own function
 * derives from them, and writes what differs.
 */
export interface DerivedTable {
  table: 'task_reader';
  label: string;
  key: readonly string[];
  /** The rows the trigger keeps, derived from the read models as they are. */
  derived: RawBuilder<unknown>;
}

export const DERIVED_TABLES: readonly DerivedTable[] = [
  // Migration 20261201T1000: the keys that read each open review task, kept by flow_task's trigger.
  { table: 'task_reader', label: 'reader', key: ['task_id', 'reader'], derived: sql`select r.* from flow_task t, task_readers_of(t) r` },
];
