import type { Kysely } from 'kysely';
import type { Database } from '../database';
import type { FlowEventType, StoredFlowEvent } from '../event-store/events';

export type Db = Kysely<Database>;

/** How one type of stored event changes the read models. Everything written comes from the event itself (never the clock). */
export type Projector<T extends FlowEventType> = (db: Db, e: Extract<StoredFlowEvent, { type: T }>) => Promise<void>;

/** A part of the projection: the events of one concern (record rows, tasks, a shape's) and how each projects. */
export type Projection = { [T in FlowEventType]?: Projector<T> };

/** The projection of every event type, joined from its parts (project-event.ts). */
export type FullProjection = { [T in FlowEventType]: Projector<T> };

/** The record row of the event's flow, to update. */
export const recordOf = (db: Db, e: StoredFlowEvent) => db.updateTable('record').where('process_instance_id', '=', e.processInstanceId);

/** What every event leaves on its record row: the last event applied and when. */
export const touch = (e: StoredFlowEvent) => ({ last_seq: e.seq, update_time: new Date(e.at) });

/** What a task row and a copy sent repeat of their record: its title and who applied. */
export const recordHeading = (db: Db, e: StoredFlowEvent) =>
  db
    .selectFrom('record')
    .select(['title', 'union_name', 'applicant_name'])
    .where('process_instance_id', '=', e.processInstanceId)
    .executeTakeFirstOrThrow();
