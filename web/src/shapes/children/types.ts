import type { RecordView } from '../../api';
import type { RecordState } from '../../catalogue';

/** How many of an entry's children stand in each state (`total` leaves removed ones out). */
export type ChildCounts = { total: number } & Partial<Record<RecordState, number>>;

/** A parent record (a union's entry for an activity) with its children's progress. */
export interface ParentRecord extends RecordView {
  children?: ChildCounts;
}

/** A child record (one work) under its parent. */
export interface ChildRecord extends RecordView {
  parentId: string;
}

/** What `begin` answers: the entry, new or the union's existing one for that activity. */
export interface BeginAnswer {
  id: string;
  processInstanceId: string;
  state: RecordState;
}

/** What `excel` answers: how many works the workbook added, as drafts, and their ids. */
export interface ImportAnswer {
  imported: number;
  ids: string[];
}
