import type { FlowRecord } from '../../api';
import type { RecordState } from '../../catalogue';

/** How many of an entry's children stand in each state (`total` leaves removed ones out). */
export type ChildCounts = { total: number } & Partial<Record<RecordState, number>>;

/** A parent record (a union's entry for an activity) with its children's progress. */
export interface ParentRecord extends FlowRecord {
  children?: ChildCounts;
}

/** A child record (one work) under its parent. */
export interface ChildRecord extends FlowRecord {
  parentId: string;
}

/** What `begin` answers: the entry, new or the union's existing one for that activity. */
export interface BeginAnswer {
  id: string;
  processInstanceId: string;
  state: RecordState;
}
