import type { ColumnType, Selectable } from 'kysely';

/** Failed logins of one account name (known or not) from one source address; see db/accounts/login-lockout.ts. */
export interface LoginFailureTable {
  tenant_id: string;
  /** The account name as typed at the login, so an unknown name is counted like a known one. */
  account: string;
  /** The caller's address (`request.ip`). */
  source: string;
  failed_count: number;
  last_failed_time: Date;
  locked_until: Date | null;
  /** Locks so far (reset a day after the last failure): each lock lasts twice as long as the one before. */
  lock_count: ColumnType<number, number | undefined, number>;
}
export type LoginFailure = Selectable<LoginFailureTable>;
