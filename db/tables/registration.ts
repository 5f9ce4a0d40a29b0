import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely';

export type RegistrationKind = 'guest' | 'union';
export type RegistrationStatus = 'pending' | 'approved' | 'rejected';

/** A self-registration waiting for an administrator; approval creates the account. */
export interface RegistrationTable {
  id: string;
  tenant_id: string;
  kind: RegistrationKind;
  account: string;
  name: string;
  /** Hashed as an account's password is, so approval only copies it. */
  password_hash: string;
  phone: string | null;
  link_name: string | null;
  union_name: string | null;
  credit_code: string | null;
  parent_union_id: string | null;
  status: ColumnType<RegistrationStatus, RegistrationStatus | undefined, RegistrationStatus>;
  reason: string | null;
  reviewer_id: string | null;
  review_time: Date | null;
  user_id: string | null;
  create_time: ColumnType<Date, Date | undefined, never>;
}
export type Registration = Selectable<RegistrationTable>;
export type NewRegistration = Insertable<RegistrationTable>;
export type RegistrationUpdate = Updateable<RegistrationTable>;
