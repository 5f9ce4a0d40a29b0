import type { ColumnType, Insertable, Selectable } from 'kysely';

/** `disabled`: the account was disabled or removed (a trigger, see the migration revoke-sessions-on-disable). */
export type RevokeReason = 'logout' | 'refresh_replay' | 'admin' | 'disabled';

/** One login: the family of every access and refresh token issued from it. */
export interface AuthSessionTable {
  id: string;
  tenant_id: string;
  user_id: string;
  client_id: string;
  grant_type: string;
  ip: string | null;
  user_agent: string | null;
  create_time: ColumnType<Date, Date | undefined, never>;
  refresh_time: Date | null;
  /** Moves forward with each refresh: the session lives as long as its newest refresh token. */
  expire_time: Date;
  revoke_time: Date | null;
  revoke_reason: RevokeReason | null;
}
export type AuthSession = Selectable<AuthSessionTable>;
export type NewAuthSession = Insertable<AuthSessionTable>;
