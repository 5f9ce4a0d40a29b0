import type { ColumnType, Selectable } from 'kysely';

/** A follow-up row of an approved record (`followUp.added`), with the case's state after it. */
export interface RecordFollowUpTable {
  id: string;
  tenant_id: string;
  process_instance_id: string;
  record_id: string;
  module: string;
  /** The event's sequence number in the record's flow. */
  seq: number;
  kind: string;
  /** The day it happened (yyyy-MM-dd). */
  day: string;
  /** Money in fen. */
  amount: ColumnType<string | null, string | number | null, never>;
  outcome: string | null;
  note: string | null;
  /** The row's files: attachment ids of the record. */
  files: ColumnType<string[], string, never>;
  /** The row a correction voids. */
  corrects: string | null;
  /** The record's member row the row names (its ID number, as the record's form holds it; answers mask it). */
  member: ColumnType<string | null, string | null | undefined, never>;
  writer: 'reviewer' | 'applicant';
  actor_id: string | null;
  actor_name: string;
  actor_union: string;
  create_time: Date;
  case_state: 'open' | 'closed';
  next_due_kind: string | null;
  next_due_day: string | null;
}
export type RecordFollowUpRow = Selectable<RecordFollowUpTable>;
