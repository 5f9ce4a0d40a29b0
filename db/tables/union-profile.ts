import type { ColumnType, Insertable, Selectable } from 'kysely';

type Json<T> = ColumnType<T, string, string>;

/** Where a union stands: a placeholder before its set-up is approved, active, or released by a transfer out. */
export type UnionStatus = 'preparing' | 'active' | 'transferredOut';

/** The section data of a union's profile: section key to its fields (see services/organisation/union-profile). */
export type ProfileSections = Record<string, Record<string, unknown>>;

/** One row per union that has profile data; a union without one shows the defaults. */
export interface UnionProfileTable {
  union_id: string;
  tenant_id: string;
  /** yyyy-MM-dd; null while the union is a placeholder. */
  established_on: ColumnType<string | null, string | null | undefined, string | null>;
  status: ColumnType<UnionStatus, UnionStatus | undefined, UnionStatus>;
  member_count: ColumnType<number, number | undefined, number>;
  female_members: ColumnType<number, number | undefined, number>;
  sections: ColumnType<ProfileSections, string | undefined, string>;
  update_time: ColumnType<Date, Date | undefined, Date>;
}
export type UnionProfile = Selectable<UnionProfileTable>;
export type NewUnionProfile = Insertable<UnionProfileTable>;

/** One change of a union's profile, name, place in the tree or certificate, with who and when. */
export interface UnionProfileHistoryTable {
  id: string;
  tenant_id: string;
  union_id: string;
  section: string;
  before: ColumnType<Record<string, unknown> | null, string | null, never>;
  after: Json<Record<string, unknown>>;
  actor_id: string | null;
  actor_name: string;
  /** Null for a direct edit; else the approved record that made the change. */
  source_module: string | null;
  source_record_id: string | null;
  at: Date;
}
export type UnionProfileHistory = Selectable<UnionProfileHistoryTable>;

/** Which body an officer sits on: the committee, the funds review committee, the women's committee. */
export type CommitteeKind = 'committee' | 'finance' | 'female';

/** A member of one of the union's committees; `end_date` set once they left (kept as history). */
export interface UnionOfficerTable {
  id: string;
  tenant_id: string;
  union_id: string;
  committee: CommitteeKind;
  name: string;
  position: string;
  is_chair: boolean;
  details: Json<Record<string, unknown>>;
  start_date: string;
  end_date: string | null;
  /** The term (第N届) the officer was elected for; null where the form did not say (a union registered as it stood). */
  term_no: ColumnType<number | null, number | null | undefined, number | null>;
  source_module: string | null;
  source_record_id: string | null;
}
export type UnionOfficer = Selectable<UnionOfficerTable>;
