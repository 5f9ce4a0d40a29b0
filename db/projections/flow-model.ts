import type { StagePlan } from '../event-store/events';
import type { FlowCcRow } from '../tables/flow-cc';
import type { FlowTaskRow } from '../tables/flow-task';
import type { RecordRow } from '../tables/record';
import type { RecordFollowUpRow } from '../tables/record-follow-up';

/** A record row as the projection holds it in memory: every column, the forms as objects. */
// `fields_limited` is kept by flow_task's trigger, not folded from events (docs/ARCHITECTURE.md).
export type RecordValues = Omit<RecordRow, 'fields_limited'>;
/** A task row (`flow_task`), every column. */
export type TaskValues = FlowTaskRow;
/** A copy sent (`flow_cc`), every column. */
export type CcValues = FlowCcRow;
/** A follow-up row (`record_follow_up`), every column: written once, never changed. */
export type FollowUpValues = RecordFollowUpRow;

/** A row and what changed in it since it was read (new rows are written whole). */
export interface Tracked<Row> {
  row: Row;
  isNew: boolean;
  dirty: Set<keyof Row>;
}

/**
 * One flow's read models in memory: its record row, its task rows, its copies sent and its follow-up rows, with the
 * stage plans of its events so far (`flow.started`, then each `flow.migrated`). The projection
 * folds events into it (project-event.ts); the live path reads it from the tables and writes back
 * what changed (flow-model-store.ts), the rebuild folds every event of a flow and writes it whole.
 */
export interface FlowModel {
  record: Tracked<RecordValues> | null;
  /** In creation order. */
  tasks: Tracked<TaskValues>[];
  ccs: Tracked<CcValues>[];
  /** The follow-up rows the events folded (the live path holds only the new ones: rows are never changed). */
  followUps: Tracked<FollowUpValues>[];
  /** Oldest first. */
  plans: StagePlan[][];
}

export const emptyFlowModel = (): FlowModel => ({ record: null, tasks: [], ccs: [], followUps: [], plans: [] });

export const tracked = <Row>(row: Row, isNew: boolean): Tracked<Row> => ({ row, isNew, dirty: new Set() });

/** Sets columns of a tracked row, marking them changed. */
export function patch<Row>(t: Tracked<Row>, values: Partial<Row>): void {
  for (const key of Object.keys(values) as (keyof Row)[]) {
    t.row[key] = values[key] as Row[keyof Row];
    t.dirty.add(key);
  }
}

/** Everything in the model is as written now: nothing new, nothing changed. */
export function markWritten(model: FlowModel): void {
  for (const t of [model.record, ...model.tasks, ...model.ccs, ...model.followUps]) {
    if (!t) continue;
    t.isNew = false;
    t.dirty.clear();
  }
}
