import { sql, type Kysely } from 'kysely';
import type { Database } from '../database';

/** The longest a back-off lock lasts. */
export const MAX_LOCK_SECONDS = 24 * 3600;

export interface LockoutPolicy {
  /** Failures in a row from one source that lock the account name for that source. */
  attempts: number;
  /** The first lock; each further one lasts twice as long. Failures older than this no longer count. */
  lockSeconds: number;
  /** Failures from all sources together (within `lockSeconds`) after which a login needs the captcha. */
  captchaAfter: number;
}

/**
 * Whose failures count together: one account name (as typed, whether it exists or not, so the lock
 * does not tell which accounts exist) from one source address. A stranger's failures lock only the
 * stranger's source; the owner, elsewhere, is not locked out.
 */
export interface LoginKey {
  tenantId: string;
  account: string;
  source: string;
}

/** The account a login names, with what the password check needs. */
export async function findLoginAccount(db: Kysely<Database>, tenantId: string, account: string) {
  return (
    db
      .selectFrom('app_user')
      .select(['id', 'password_hash', 'status'])
      .where('tenant_id', '=', tenantId)
      .where('account', '=', account)
      // A removed account is kept for the records it signed but answers like an unknown one.
      .where('is_deleted', '=', false)
      .executeTakeFirst()
  );
}

const ofKey = (key: LoginKey) => sql`tenant_id = ${key.tenantId} and account = ${key.account} and source = ${key.source}`;

/** Seconds the key is still locked (0 when it is not), and whether the account name needs the captcha. */
export async function loginLockState(
  db: Kysely<Database>,
  key: LoginKey,
  policy: LockoutPolicy,
): Promise<{ lockedSeconds: number; captchaNeeded: boolean }> {
  const { rows } = await sql<{ locked_seconds: number | null; recent: number }>`
    select
      (select ceil(extract(epoch from locked_until - now()))::int from login_failure
        where ${ofKey(key)} and locked_until > now()) as locked_seconds,
      (select coalesce(sum(failed_count), 0)::int from login_failure
        where tenant_id = ${key.tenantId} and account = ${key.account}
          and last_failed_time > now() - make_interval(secs => ${policy.lockSeconds})) as recent`.execute(db);
  const row = rows[0];
  return { lockedSeconds: row?.locked_seconds ?? 0, captchaNeeded: (row?.recent ?? 0) >= policy.captchaAfter };
}

/**
 * Counts one failure of the key, atomically: one upsert increments the count (restarting it when
 * the last failure is older than the lock period) and locks when it reaches the limit, for
 * `lockSeconds` doubled per earlier lock of the last day. A key already locked is not touched, so
 * parallel attempts count exactly up to the limit. Answers the seconds the key is locked for now
 * (0 when it is not).
 */
export async function recordFailedLogin(db: Kysely<Database>, key: LoginKey, policy: LockoutPolicy): Promise<{ lockedSeconds: number }> {
  const window = sql`make_interval(secs => ${policy.lockSeconds})`;
  const count = sql`case when f.last_failed_time < now() - ${window} then 1 else f.failed_count + 1 end`;
  const locks = sql`case when f.last_failed_time < now() - interval '1 day' then 0 else f.lock_count end`;
  const first = policy.attempts <= 1;
  const { rows } = await sql<{ locked_seconds: number | null }>`
    insert into login_failure as f (tenant_id, account, source, failed_count, last_failed_time, locked_until, lock_count)
    values (${key.tenantId}, ${key.account}, ${key.source}, 1, now(),
      ${first ? sql`now() + ${window}` : sql`null`}, ${first ? 1 : 0})
    on conflict (tenant_id, account, source) do update set
      failed_count = ${count},
      last_failed_time = now(),
      locked_until = case when ${count} >= ${policy.attempts}
        then now() + make_interval(secs => least(${policy.lockSeconds} * power(2, ${locks}), ${MAX_LOCK_SECONDS}))
        else null end,
      lock_count = case when ${count} >= ${policy.attempts} then ${locks} + 1 else ${locks} end
    where f.locked_until is null or f.locked_until <= now()
    returning ceil(extract(epoch from f.locked_until - now()))::int as locked_seconds`.execute(db);
  await sweepStaleFailures(db);
  if (rows[0]) return { lockedSeconds: rows[0].locked_seconds ?? 0 };
  // Already locked by a parallel attempt.
  return { lockedSeconds: (await loginLockState(db, key, policy)).lockedSeconds || policy.lockSeconds };
}

/**
 * Deletes a few rows whose last failure is over a day old (no lock lasts longer, and the count of
 * locks restarts then), so names and addresses made up by callers do not pile up: no sweeper job.
 */
async function sweepStaleFailures(db: Kysely<Database>): Promise<void> {
  await sql`
    delete from login_failure where ctid in (
      select ctid from login_failure where last_failed_time < now() - interval '1 day' limit 100)`.execute(db);
}

/**
 * Forgets the key's failures after a successful login; false when a parallel failure locked it
 * meanwhile (the login is refused). Other sources keep their counts and locks.
 */
export async function recordSuccessfulLogin(db: Kysely<Database>, key: LoginKey): Promise<boolean> {
  const { rows } = await sql<{ locked: boolean }>`
    with gone as (delete from login_failure where ${ofKey(key)} and (locked_until is null or locked_until <= now()) returning 1)
    select exists (select 1 from login_failure where ${ofKey(key)} and locked_until > now()) as locked`.execute(db);
  return !rows[0]?.locked;
}

/** Forgets every failure of these account names, from every source (a proven phone, an administrator's reset). */
export async function clearLoginFailures(db: Kysely<Database>, tenantId: string, accounts: string[]): Promise<void> {
  if (accounts.length === 0) return;
  await db.deleteFrom('login_failure').where('tenant_id', '=', tenantId).where('account', 'in', accounts).execute();
}
