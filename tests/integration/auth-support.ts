// Helpers of the auth-*.test.ts files: raw token-endpoint calls and hand-made JWTs.
import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { clientPasswordDigest } from '../../db';
import { BASIC, DEMO_PASSWORD } from '../support';

export const TOKEN_URL = '/api/blade-auth/oauth/token';
export const RIGHT_PASSWORD = clientPasswordDigest(DEMO_PASSWORD);

/** `POST oauth/token` with the web client's credentials; answers status and JSON body. */
export async function tokenRequest(
  app: FastifyInstance,
  params: Record<string, string>,
  opts: { headers?: Record<string, string>; remoteAddress?: string } = {},
) {
  const res = await app.inject({
    method: 'POST',
    url: TOKEN_URL,
    headers: { authorization: BASIC, ...opts.headers },
    payload: params,
    ...(opts.remoteAddress ? { remoteAddress: opts.remoteAddress } : {}),
  });
  return { status: res.statusCode, body: res.json() as Record<string, any> };
}

/** A password login of a demo account: the whole token answer. */
export async function passwordLogin(app: FastifyInstance, account: string, tenantId = '000000') {
  const res = await tokenRequest(app, { grant_type: 'password', username: account, password: RIGHT_PASSWORD, tenantId });
  if (res.status !== 200) throw new Error(`login of ${account} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { access_token: string; refresh_token: string; user_id: string } & Record<string, any>;
}

/** `GET` an authenticated call with `token` as the access token. */
export async function getWith(app: FastifyInstance, url: string, token: string) {
  const res = await app.inject({ method: 'GET', url, headers: { authorization: BASIC, 'miidc-auth': `bearer ${token}` } });
  return { status: res.statusCode, body: res.json() as Record<string, any> };
}

export const refreshWith = (app: FastifyInstance, refreshToken: string) =>
  tokenRequest(app, { grant_type: 'refresh_token', refresh_token: refreshToken, tenantId: '000000' });

const b64 = (value: object | string) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

/** The claims of a JWT, unchecked. */
export function claimsOf(token: string): Record<string, any> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
}

/** An HS256 JWT signed with `secret`, as an attacker or a test would make one. */
export function signHs256(claims: object, secret: string): string {
  const head = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims)}`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}

/** A JWT with `alg: none` and no signature. */
export function unsigned(claims: object): string {
  return `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`;
}
