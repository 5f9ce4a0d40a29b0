import type { ColumnType, Selectable } from 'kysely';

/** One full view of a record's personal data (append-only: the log of `reveal` and the other full ways out). */
export interface PersonalDataViewTable {
  id: ColumnType<string, string | undefined, never>;
  at: ColumnType<Date, Date | undefined, never>;
  tenant_id: string;
  /** Who viewed, and the account's union. */
  account_id: string;
  union_id: string;
  /** Which entitlement answered: `applicant` (the record's union) or `reviewer` (of one of its tasks). */
  role: 'applicant' | 'reviewer';
  record_id: string;
  module: string;
  /** The fields answered in full (a table's column as `members[].idCard`). */
  fields: ColumnType<string[], string[], never>;
  /** `reveal`, `edit`, `detail` (private fields), `print`, `file`, `zip`. */
  channel: string;
  /** As the caller sent it (`reveal`), else the channel's own. */
  purpose: string;
  request_id: string | null;
  ip: string | null;
  user_agent: string | null;
}
export type PersonalDataView = Selectable<PersonalDataViewTable>;
