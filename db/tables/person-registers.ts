import type { ColumnType } from 'kysely';

/** The person of a register row: the HMAC of the ID number under the tenant's key (db/people), its mask and the name. */
interface PersonColumns {
  tenant_id: string;
  record_id: string;
  person_hash: string;
  id_mask: string;
  name: string;
  /** The applicant union of the record. */
  union_id: string;
}

/** A member covered by a mutual-aid plan for a year (rights1's approval, `coverMembers`). */
export interface MutualAidCoverTable extends PersonColumns {
  plan: string;
  year: number;
  period_start: string | null;
  period_end: string | null;
  covered_on: string;
  ended_on: ColumnType<string | null, string | null | undefined, string | null>;
  /** The follow-up row that ended the cover (a `withdrawn` row's id): a correction voiding it opens the cover again. */
  ended_by: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Help given to a member (`recordAssistance`: a relief; `fileHardship`: a case filed; rights4's legal aid). */
export interface MemberAssistanceTable extends PersonColumns {
  kind: 'relief' | 'hardship' | 'legal';
  cause: string | null;
  /** In fen. */
  amount: ColumnType<string | null, number | null, number | null>;
  approved_on: string;
}

/** A worker on file in lasting hardship (rights3's approval, `fileHardship`), until the case is closed. */
export interface HardshipFileTable extends PersonColumns {
  category: string;
  since: string;
  next_review: string;
  state: ColumnType<'onFile' | 'exited', 'onFile' | 'exited' | undefined, 'onFile' | 'exited'>;
  /** The day the file was exited (a follow-up `exit` row's day), null while on file. */
  exited_on: ColumnType<string | null, string | null | undefined, string | null>;
  /** The follow-up row that exited the file (an `exit` row's id): a correction voiding it puts the file on file again. */
  exited_by: ColumnType<string | null, string | null | undefined, string | null>;
  /** The flow event (its sequence number) of the yearly review that last set `category`; null: the filing's. */
  category_seq: ColumnType<number | null, number | null | undefined, number | null>;
}
