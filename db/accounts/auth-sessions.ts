import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../database';
import type { RevokeReason } from '../tables/auth-session';

type Db = Kysely<Database> | Transaction<Database>;

export interface NewSessionInput {
  /** Chosen by the caller (newId()), because the first refresh token names it. */
  id: string;
  tenantId: string;
  userId: string;
  clientId: string;
  grantType: string;
  ip: string | null;
  userAgent: string | null;
  /** sha256 of the first refresh token's jti. */
  refreshJtiHash: string;
  refreshExpireTime: Date;
}

/** Starts a login session with its first refresh token. */
export async function createSession(db: Kysely<Database>, input: NewSessionInput): Promise<void> {
  const id = input.id;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('auth_session')
      .values({
        id,
        tenant_id: input.tenantId,
        user_id: input.userId,
        client_id: input.clientId,
        grant_type: input.grantType,
        ip: input.ip,
        user_agent: input.userAgent?.slice(0, 300) ?? null,
        refresh_time: null,
        expire_time: input.refreshExpireTime,
        revoke_time: null,
        revoke_reason: null,
      })
      .execute();
    await trx
      .insertInto('refresh_token')
      .values({
        jti_hash: input.refreshJtiHash,
        session_id: id,
        tenant_id: input.tenantId,
        expire_time: input.refreshExpireTime,
        used_time: null,
      })
      .execute();
    // The account's sessions that ended over a day ago go, with their refresh tokens: no sweeper job.
    await trx
      .deleteFrom('auth_session')
      .where('tenant_id', '=', input.tenantId)
      .where('user_id', '=', input.userId)
      .where('expire_time', '<', sql<Date>`now() - interval '1 day'`)
      .execute();
  });
}

/** What decides whether tokens of a session still count. */
export interface SessionState {
  id: string;
  tenantId: string;
  userId: string;
  clientId: string;
  /** Null while the session counts; otherwise why it does not. */
  ended: 'revoked' | 'expired' | 'passwordChanged' | 'userDisabled' | null;
}

/** The state of session `id`, or null when there is no such session. */
export async function readSessionState(db: Db, id: string): Promise<SessionState | null> {
  if (!/^\d{1,19}$/.test(id)) return null;
  const row = await db
    .selectFrom('auth_session as s')
    .innerJoin('app_user as u', 'u.id', 's.user_id')
    .select([
      's.id',
      's.tenant_id',
      's.user_id',
      's.client_id',
      (eb) => eb('s.revoke_time', 'is not', null).as('revoked'),
      sql<boolean>`s.expire_time <= now()`.as('expired'),
      // Sessions that began before the last password change are over, whatever their tokens say.
      sql<boolean>`coalesce(s.create_time < u.password_changed_at, false)`.as('password_changed'),
      'u.status',
      'u.is_deleted',
      'u.tenant_id as user_tenant_id',
    ])
    .where('s.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const ended = row.revoked
    ? 'revoked'
    : row.expired
      ? 'expired'
      : row.password_changed
        ? 'passwordChanged'
        : row.status !== 1 || row.is_deleted || row.user_tenant_id !== row.tenant_id
          ? 'userDisabled'
          : null;
  return { id: String(row.id), tenantId: row.tenant_id, userId: String(row.user_id), clientId: row.client_id, ended };
}

/** Ends a session: every access and refresh token of it stops working. Idempotent. */
export async function revokeSession(db: Db, id: string, reason: RevokeReason): Promise<void> {
  await db
    .updateTable('auth_session')
    .set({ revoke_time: sql`now()`, revoke_reason: reason })
    .where('id', '=', id)
    .where('revoke_time', 'is', null)
    .execute();
}

export type RotateResult =
  | { kind: 'rotated'; session: SessionState }
  /** The token was used before: the whole session was revoked. */
  | { kind: 'replayed'; sessionId: string }
  | { kind: 'ended'; session: SessionState }
  | { kind: 'unknown' };

/**
 * Trades refresh token `jtiHash` for `next`, in one transaction: the old token is marked used
 * (only one caller can win that), the new one stored, the session's expiry moved. A token that
 * was already used is a replay: someone holds a copy, so the whole session is revoked.
 */
export async function rotateRefreshToken(
  db: Kysely<Database>,
  jtiHash: string,
  next: { jtiHash: string; expireTime: Date },
  /** What the token's claims say the session is; a mismatch changes nothing and answers `unknown`. */
  matches: (session: SessionState) => boolean,
): Promise<RotateResult> {
  return db
    .transaction()
    .execute(async (trx): Promise<RotateResult> => {
      const taken = await trx
        .updateTable('refresh_token')
        .set({ used_time: sql`now()` })
        .where('jti_hash', '=', jtiHash)
        .where('used_time', 'is', null)
        .where('expire_time', '>', sql<Date>`now()`)
        .returning(['session_id', 'tenant_id'])
        .executeTakeFirst();
      if (!taken) {
        const known = await trx
          .selectFrom('refresh_token')
          .select(['session_id', 'used_time'])
          .where('jti_hash', '=', jtiHash)
          .executeTakeFirst();
        if (known?.used_time) {
          await revokeSession(trx, String(known.session_id), 'refresh_replay');
          return { kind: 'replayed', sessionId: String(known.session_id) };
        }
        return { kind: 'unknown' };
      }
      const session = await readSessionState(trx, String(taken.session_id));
      if (!session) return { kind: 'unknown' };
      if (!matches(session)) throw MISMATCH;
      if (session.ended) return { kind: 'ended', session };
      await trx
        .insertInto('refresh_token')
        .values({
          jti_hash: next.jtiHash,
          session_id: session.id,
          tenant_id: taken.tenant_id,
          expire_time: next.expireTime,
          used_time: null,
        })
        .execute();
      await trx
        .updateTable('auth_session')
        .set({ refresh_time: sql`now()`, expire_time: next.expireTime })
        .where('id', '=', session.id)
        .execute();
      return { kind: 'rotated', session };
    })
    .catch((err: unknown) => {
      if (err === MISMATCH) return { kind: 'unknown' } as const;
      throw err;
    });
}

/** Thrown inside the rotation to roll it back. */
const MISMATCH = new Error('refresh token does not match its session');
