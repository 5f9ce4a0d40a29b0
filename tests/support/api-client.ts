import type { FastifyInstance, InjectOptions } from 'fastify';
import { clientPasswordDigest } from '../../db';
import { CLIENT_SECRET, DEMO_PASSWORD } from './test-database';

export const BASIC = `Basic ${Buffer.from(`web:${CLIENT_SECRET}`).toString('base64')}`;

export interface ApiAnswer<T = any> {
  status: number;
  body: { code: number; success: boolean; msg: string; data: T };
}

/** A logged-in caller of the API through `app.inject`. */
export interface ApiSession {
  token: string;
  get<T = any>(url: string, query?: Record<string, string>): Promise<ApiAnswer<T>>;
  post<T = any>(url: string, body?: unknown, query?: Record<string, string>, headers?: Record<string, string>): Promise<ApiAnswer<T>>;
}

export async function loginToken(app: FastifyInstance, account: string, tenantId = '000000'): Promise<string> {
  return (await loginAnswer(app, account, tenantId)).access_token as string;
}

/** The token endpoint's whole answer to a demo account's password login (tokens, user, expiry). */
export async function loginAnswer(app: FastifyInstance, account: string, tenantId = '000000') {
  const res = await app.inject({
    method: 'POST',
    url: '/api/blade-auth/oauth/token',
    headers: { authorization: BASIC, 'tenant-id': tenantId },
    payload: { grant_type: 'password', username: account, password: clientPasswordDigest(DEMO_PASSWORD), tenantId },
  });
  if (res.statusCode !== 200) throw new Error(`login of ${account} failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** Logs in a demo account and answers a session for it. */
export async function login(app: FastifyInstance, account: string, tenantId = '000000'): Promise<ApiSession> {
  const token = await loginToken(app, account, tenantId);
  const call = async (opts: InjectOptions): Promise<ApiAnswer> => {
    const res = await app.inject({ ...opts, headers: { authorization: BASIC, 'miidc-auth': `bearer ${token}`, ...(opts.headers ?? {}) } });
    const body = res.headers['content-type']?.toString().includes('json')
      ? res.json()
      : { code: res.statusCode, success: false, msg: '', data: res.rawPayload };
    return { status: res.statusCode, body };
  };
  return {
    token,
    get: (url, query) => call({ method: 'GET', url, ...(query ? { query } : {}) }),
    post: (url, body, query, headers) =>
      call({
        method: 'POST',
        url,
        ...(body === undefined ? {} : { payload: body as object }),
        ...(query ? { query } : {}),
        ...(headers ? { headers } : {}),
      }),
  };
}

/** GET `url` as `session` with the answer's raw bytes (files: sheets, PDFs, zips). */
export async function download(app: FastifyInstance, session: ApiSession, url: string) {
  const res = await app.inject({ method: 'GET', url, headers: { authorization: BASIC, 'miidc-auth': `bearer ${session.token}` } });
  return { status: res.statusCode, headers: res.headers, bytes: res.rawPayload, json: () => res.json() };
}
