import type { Kysely } from 'kysely';
import type { Database } from '../database';
import type { FlowEventType, StoredFlowEvent } from '../event-store/events';
import { patch, type FlowModel, type RecordValues } from './flow-model';

export type Db = Kysely<Database>;

/**
 * How one type of stored event changes a flow's read models, in memory (flow-model.ts): the live
 * path and the rebuild fold events with the same projectors. Everything written comes from the
 * event itself (never the clock).
 */
export type Projector<T extends FlowEventType> = (m: FlowModel, e: Extract<StoredFlowEvent, { type: T }>) => void;

/** A part of the projection: the events of one concern (record rows, tasks, a shape's) and how each projects. */
export type Projection = { [T in FlowEventType]?: Projector<T> };

/** The projection of every event type, joined from its parts (project-event.ts). */
export type FullProjection = { [T in FlowEventType]: Projector<T> };

/** Sets columns of the flow's record row (nothing when the flow has none, as an UPDATE of no row). */
export function setRecord(m: FlowModel, values: Partial<RecordValues>): void {
  if (m.record) patch(m.record, values);
}

/** What every event leaves on its record row: the last event applied and when. */
export const touch = (e: StoredFlowEvent) => ({ last_seq: e.seq, update_time: new Date(e.at) });

/** What a task row and a copy sent repeat of their flow and record: the flow's keys, the record's title and who applied. */
export function recordHeading(m: FlowModel, e: StoredFlowEvent) {
  if (!m.record) throw new Error(`flow ${e.processInstanceId}: ${e.type} at ${e.seq} before its record`);
  const { title, union_name, applicant_name } = m.record.row;
  return {
    flow: { tenant_id: e.tenantId, process_instance_id: e.processInstanceId, record_id: e.recordId, module: e.module, title, union_name },
    applicant_name,
  };
}
