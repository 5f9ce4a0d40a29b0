// Helpers of the accounts-*.test.ts and mass-assignment tests: calls as any client makes them,
// logins with a chosen password, and the codes the SMS outbox "sent".
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { clientPasswordDigest, type Database } from '../../db';
import { BASIC, type ApiAnswer, type ApiSession } from '../support';

export interface CallOptions {
  query?: Record<string, string>;
  body?: unknown;
  token?: string;
  /** The caller's address (rate limits are per address). */
  ip?: string;
  lang?: 'en';
  headers?: Record<string, string>;
}

/** Any call, logged in (`token`) or not, with the web client's credentials. */
export async function call(app: FastifyInstance, method: 'GET' | 'POST', url: string, opts: CallOptions = {}): Promise<ApiAnswer> {
  const res = await app.inject({
    method,
    url,
    headers: {
      authorization: BASIC,
      ...(opts.token ? { 'miidc-auth': `bearer ${opts.token}` } : {}),
      ...(opts.lang ? { 'accept-language': opts.lang } : {}),
      ...opts.headers,
    },
    ...(opts.query ? { query: opts.query } : {}),
    ...(opts.body === undefined ? {} : { payload: opts.body as object }),
    ...(opts.ip ? { remoteAddress: opts.ip } : {}),
  });
  return { status: res.statusCode, body: res.json() };
}

/** The token answer of a password login with `typed` (sent as its MD5, as the console does). */
export async function passwordToken(app: FastifyInstance, account: string, typed: string, tenantId = '000000') {
  const res = await app.inject({
    method: 'POST',
    url: '/api/blade-auth/oauth/token',
    headers: { authorization: BASIC, 'tenant-id': tenantId },
    payload: { grant_type: 'password', username: account, password: clientPasswordDigest(typed), tenantId },
  });
  return { status: res.statusCode, body: res.json() as Record<string, any> };
}

/** A session of an account logged in with `typed`. */
export async function loginAs(app: FastifyInstance, account: string, typed: string, tenantId = '000000'): Promise<ApiSession> {
  const answer = await passwordToken(app, account, typed, tenantId);
  if (answer.status !== 200) throw new Error(`login of ${account} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return sessionOf(app, answer.body.access_token as string);
}

export function sessionOf(app: FastifyInstance, token: string): ApiSession {
  return {
    token,
    get: (url, query) => call(app, 'GET', url, { token, ...(query ? { query } : {}) }),
    post: (url, body, query) => call(app, 'POST', url, { token, body, ...(query ? { query } : {}) }),
  };
}

/** The code in the newest message the SMS outbox holds for `phone`. */
export async function lastCode(db: Kysely<Database>, phone: string): Promise<string> {
  const row = await db
    .selectFrom('sms_outbox')
    .select('params')
    .where('phone', '=', phone)
    .orderBy('create_time', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return (row.params as Record<string, string>).code!;
}

/** Moves the codes of `phone` into the past, so the one-a-minute spacing lets the next one through. */
export async function ageCodes(db: Kysely<Database>, phone: string, seconds = 120): Promise<void> {
  await sql`update sms_code set create_time = create_time - make_interval(secs => ${seconds}) where phone = ${phone}`.execute(db);
}

/** Gives a demo account a phone number. */
export async function setPhone(db: Kysely<Database>, account: string, phone: string, tenantId = '000000'): Promise<void> {
  await db.updateTable('app_user').set({ phone }).where('tenant_id', '=', tenantId).where('account', '=', account).execute();
}

/** A fresh address for each caller, so one test's calls do not use up another's rate limit. */
let ipCounter = 0;
export const freshIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;
