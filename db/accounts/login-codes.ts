import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../database';
import { newId } from '../ids';

/** Wrong tries a login code survives; then a new one must be requested. */
export const LOGIN_CODE_TRIES = 5;

/** sha256 of a code, as `sms_code.code_hash` keeps it. */
export function smsCodeHash(code: string): string {
  return createHash('sha256').update(code.trim(), 'utf8').digest('hex');
}

/** Active accounts of `tenantId` that use `phone`, main accounts first. */
export async function accountsByPhone(db: Kysely<Database>, tenantId: string, phone: string) {
  return db
    .selectFrom('app_user')
    .select(['id', 'account'])
    .where('tenant_id', '=', tenantId)
    .where('phone', '=', phone)
    .where('status', '=', 1)
    .where('is_deleted', '=', false)
    .orderBy('is_sub')
    .orderBy('id')
    .execute();
}

/** Login codes sent to `phone` since `seconds` ago (to space and cap sending). */
export async function loginCodesSince(db: Kysely<Database>, phone: string, seconds: number): Promise<number> {
  const row = await db
    .selectFrom('sms_code')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('phone', '=', phone)
    .where('purpose', '=', 'login')
    .where('create_time', '>', sql<Date>`now() - make_interval(secs => ${seconds})`)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function storeLoginCode(
  db: Kysely<Database>,
  input: { phone: string; userId: string | null; code: string; expireSeconds: number; ip?: string | null },
): Promise<string> {
  const id = newId();
  await db
    .insertInto('sms_code')
    .values({
      id,
      phone: input.phone,
      purpose: 'login',
      user_id: input.userId,
      code_hash: smsCodeHash(input.code),
      used_time: null,
      expire_time: sql<Date>`now() + make_interval(secs => ${input.expireSeconds})`,
      ip: input.ip ?? null,
    })
    .execute();
  return id;
}

export type LoginCodeCheck = { ok: true; userId: string | null } | { ok: false; reason: 'wrong' | 'tries' };

/**
 * Checks `code` against the newest live login code of `phone`, under a row lock: a right code is
 * used up, a wrong one costs a try, and after LOGIN_CODE_TRIES wrong tries the code is dead.
 */
export async function consumeLoginCode(db: Kysely<Database>, phone: string, code: string): Promise<LoginCodeCheck> {
  return db.transaction().execute(async (trx): Promise<LoginCodeCheck> => {
    const row = await trx
      .selectFrom('sms_code')
      .select(['id', 'code_hash', 'tries', 'user_id'])
      .where('phone', '=', phone)
      .where('purpose', '=', 'login')
      .where('used_time', 'is', null)
      .where('expire_time', '>', sql<Date>`now()`)
      .orderBy('create_time', 'desc')
      .limit(1)
      .forUpdate()
      .executeTakeFirst();
    if (!row) return { ok: false, reason: 'wrong' };
    if (row.tries >= LOGIN_CODE_TRIES) return { ok: false, reason: 'tries' };
    const right = row.code_hash === smsCodeHash(code);
    await trx
      .updateTable('sms_code')
      .set({ tries: row.tries + 1, ...(right ? { used_time: sql<Date>`now()` } : {}) })
      .where('id', '=', row.id)
      .execute();
    if (!right) return { ok: false, reason: row.tries + 1 >= LOGIN_CODE_TRIES ? 'tries' : 'wrong' };
    return { ok: true, userId: row.user_id === null ? null : String(row.user_id) };
  });
}
