import { randomInt } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { accountsByPhone, loginCodesSince, storeLoginCode, type Database } from '../../../../db';
import { outboxSmsProvider, type SmsLog } from './outbox-provider';
import type { SmsProvider } from './sms-provider';

/** How long a login code lives. */
export const LOGIN_CODE_SECONDS = 300;
/** At most one code per phone in this many seconds. */
const RESEND_SECONDS = 60;
/** At most this many codes per phone per day. */
const DAILY_LIMIT = 10;

export type SendLoginCodeResult =
  | { sent: true; expireSeconds: number }
  /** `unknownPhone`: no active account of the tenant uses the number (the route should not say so). */
  | { sent: false; reason: 'unknownPhone' | 'tooSoon' | 'dailyLimit' };

/**
 * Sends a six-digit login code to `phone` when an active account of `tenantId` uses it, at most
 * once a minute and ten times a day per phone. The code is stored hashed (`sms_code`, purpose
 * `login`) and checked by the `smscode` grant of the token endpoint.
 */
export async function sendLoginCode(
  db: Kysely<Database>,
  tenantId: string,
  phone: string,
  opts: { provider?: SmsProvider; log?: SmsLog; ip?: string | null } = {},
): Promise<SendLoginCodeResult> {
  const accounts = await accountsByPhone(db, tenantId, phone);
  if (accounts.length === 0) return { sent: false, reason: 'unknownPhone' };
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const refused = await db.transaction().execute(async (trx) => {
    // Two parallel requests for one phone would both pass the spacing check without this lock.
    await sql`select pg_advisory_xact_lock(hashtext(${`sms-login:${phone}`}))`.execute(trx);
    if ((await loginCodesSince(trx, phone, RESEND_SECONDS)) > 0) return 'tooSoon' as const;
    if ((await loginCodesSince(trx, phone, 86_400)) >= DAILY_LIMIT) return 'dailyLimit' as const;
    await storeLoginCode(trx, {
      phone,
      userId: accounts.length === 1 ? String(accounts[0]!.id) : null,
      code,
      expireSeconds: LOGIN_CODE_SECONDS,
      ip: opts.ip ?? null,
    });
    return null;
  });
  if (refused) return { sent: false, reason: refused };
  const provider = opts.provider ?? outboxSmsProvider(db, opts.log);
  const minutes = String(LOGIN_CODE_SECONDS / 60);
  await provider.send({
    tenantId,
    phone,
    template: 'login-code',
    params: { code, minutes },
    content: `您的登录验证码为${code},${minutes}分钟内有效。如非本人操作,请忽略本短信。`,
  });
  return { sent: true, expireSeconds: LOGIN_CODE_SECONDS };
}
