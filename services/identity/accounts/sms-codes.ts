import { randomInt } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { newId, smsCodeHash, type Database, type SmsPurpose } from '../../../db';
import { outboxSmsProvider } from '../auth';
import { AppError, badRequest } from '../../platform/core';
import { codeMessage } from './sms-texts';

/** A code lives ten minutes, allows five wrong tries and is used once. */
export const SMS_CODE_TTL_MS = 10 * 60 * 1000;
export const SMS_CODE_MAX_TRIES = 5;
/** One code per number and purpose a minute, and ten codes per number a day. */
const RESEND_MS = 60 * 1000;
const DAILY_MAX = 10;

interface Log {
  info(obj: object, msg: string): void;
}

/**
 * Sends a fresh six-digit code to `phone` for `purpose` (through the SMS provider, by default the
 * outbox) and voids the earlier ones. 429 when the number had a code of this purpose within the
 * last minute or reached its daily count. Login codes are sent by the auth service (`sendLoginCode`).
 */
export async function issueSmsCode(
  db: Kysely<Database>,
  input: { phone: string; purpose: Exclude<SmsPurpose, 'login'>; tenantId: string | null; userId?: string; ip?: string; log?: Log },
): Promise<void> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.transaction().execute(async (trx) => {
    // Two parallel requests for one number would both pass the spacing check without this lock.
    await sql`select pg_advisory_xact_lock(hashtext(${`sms-code:${input.phone}`}))`.execute(trx);
    const recent = await trx
      .selectFrom('sms_code')
      .select([
        (eb) => eb.fn.countAll<string>().as('today'),
        (eb) =>
          eb.fn
            .countAll<string>()
            .filterWhere('purpose', '=', input.purpose)
            .filterWhere('create_time', '>', new Date(Date.now() - RESEND_MS))
            .as('last_minute'),
      ])
      .where('phone', '=', input.phone)
      .where('create_time', '>', new Date(Date.now() - 24 * 3600 * 1000))
      .executeTakeFirstOrThrow();
    if (Number(recent.last_minute) > 0 || Number(recent.today) >= DAILY_MAX) throw new AppError(429, 'smsTooSoon');
    await trx
      .updateTable('sms_code')
      .set({ used_time: new Date() })
      .where('phone', '=', input.phone)
      .where('purpose', '=', input.purpose)
      .where('used_time', 'is', null)
      .execute();
    await trx
      .insertInto('sms_code')
      .values({
        id: newId(),
        phone: input.phone,
        purpose: input.purpose,
        user_id: input.userId ?? null,
        code_hash: smsCodeHash(code),
        used_time: null,
        expire_time: new Date(Date.now() + SMS_CODE_TTL_MS),
        ip: input.ip ?? null,
      })
      .execute();
    // In the same transaction: a code exists exactly when its message does.
    await outboxSmsProvider(trx, input.log).send(codeMessage(input.purpose, input.tenantId, input.phone, code, SMS_CODE_TTL_MS / 60_000));
  });
}

/**
 * Checks a code against the newest live one of (phone, purpose), and of the account when
 * `userId` is given; with `consume` it is used up. A wrong code costs a try in the same statement
 * that compares it, so parallel guesses cannot get past five. 400 for a wrong, expired or used
 * code, or when the tries are spent.
 */
export async function checkSmsCode(
  db: Kysely<Database>,
  input: { purpose: SmsPurpose; phone: string; userId?: string; code: string; consume: boolean },
): Promise<void> {
  const code = (input.code ?? '').trim();
  if (!/^[0-9]{6}$/.test(code)) throw badRequest('code', 'smsCode', 'smsCodeWrong');
  const hash = smsCodeHash(code);
  const live = sql`
    select id from sms_code
    where phone = ${input.phone} and purpose = ${input.purpose} and used_time is null and expire_time > now()
      ${input.userId ? sql`and user_id = ${input.userId}` : sql``}
    order by create_time desc limit 1`;
  const result = await sql<{ matched: boolean; tries: number }>`
    update sms_code set
      tries = tries + case when code_hash = ${hash} then 0 else 1 end,
      used_time = case when code_hash = ${hash} and ${input.consume} then now() else used_time end
    where id = (${live}) and used_time is null and tries < ${SMS_CODE_MAX_TRIES}
    returning code_hash = ${hash} as matched, tries`.execute(db);
  const row = result.rows[0];
  if (row?.matched) return;
  const spent = row
    ? row.tries >= SMS_CODE_MAX_TRIES
    : (await sql<{ tries: number }>`select tries from sms_code where id = (${live})`.execute(db)).rows.some(
        (r) => r.tries >= SMS_CODE_MAX_TRIES,
      );
  throw badRequest('code', 'smsCode', spent ? 'smsCodeTries' : 'smsCodeWrong');
}
