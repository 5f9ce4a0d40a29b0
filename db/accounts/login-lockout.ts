import { sql, type Kysely } from 'kysely';
import type { Database } from '../database';

export interface LockoutPolicy {
  /** Wrong passwords in a row that lock the account. */
  attempts: number;
  /** How long the lock lasts; failures older than this no longer count either. */
  lockSeconds: number;
}

/** The account a login names, with what the password check and the lockout need. */
export async function findLoginAccount(db: Kysely<Database>, tenantId: string, account: string) {
  return (
    db
      .selectFrom('app_user')
      .select(['id', 'password_hash', 'status', sql<boolean>`coalesce(locked_until > now(), false)`.as('locked')])
      .where('tenant_id', '=', tenantId)
      .where('account', '=', account)
      // A removed account is kept for the records it signed but answers like an unknown one.
      .where('is_deleted', '=', false)
      .executeTakeFirst()
  );
}

/**
 * Counts one wrong password, atomically: a single UPDATE increments the counter (restarting it
 * when the last failure is older than the lock period) and sets the lock when it reaches the
 * limit. An account already locked is not touched, so parallel attempts count exactly up to the
 * limit. Answers whether the account is locked after this attempt.
 */
export async function recordFailedLogin(
  db: Kysely<Database>,
  userId: string,
  policy: LockoutPolicy,
): Promise<{ locked: boolean; count: number }> {
  const lock = sql`make_interval(secs => ${policy.lockSeconds})`;
  const count = sql<number>`case when last_failed_login_time is null or last_failed_login_time < now() - ${lock}
    then 1 else failed_login_count + 1 end`;
  const row = await db
    .updateTable('app_user')
    .set({
      failed_login_count: count,
      last_failed_login_time: sql`now()`,
      locked_until: sql`case when ${count} >= ${policy.attempts} then now() + ${lock} else null end`,
    })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', sql<Date>`now()`)]))
    .returning(['failed_login_count', 'locked_until'])
    .executeTakeFirst();
  if (!row) return { locked: true, count: policy.attempts };
  return { locked: row.locked_until !== null, count: row.failed_login_count };
}

/** Clears the failure count after a right password; false when the account is locked (the login is refused). */
export async function recordSuccessfulLogin(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db
    .updateTable('app_user')
    .set({ failed_login_count: 0, last_failed_login_time: null, locked_until: null })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', sql<Date>`now()`)]))
    .returning('id')
    .executeTakeFirst();
  return Boolean(row);
}
