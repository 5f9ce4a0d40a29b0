// The portal's API over real HTTP, as the console calls it: a password login, the bearer header, an
// Idempotency-Key on every command. A command that meets a dead API process (the proxy's 502, a reset
// connection) or an overloaded one (503) is sent again with the same key, so it is applied once.
import { randomUUID } from 'node:crypto';
import { clientPasswordDigest } from '../../db';
import { sleep } from './tools';

export interface Envelope<T> {
  code: number;
  success: boolean;
  msg: string;
  data: T;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    what: string,
    body: string,
  ) {
    super(`${what}: ${status} ${body.slice(0, 300)}`);
  }
}

const RETRIED = new Set([502, 503, 504]);

export interface PortalSession {
  account: string;
  get<T>(path: string, query?: Record<string, string>): Promise<T>;
  /** A command: sent with an Idempotency-Key, repeated with the same key while the API is unreachable. */
  command<T>(path: string, body: unknown): Promise<T>;
}

export interface LoginOptions {
  baseUrl: string;
  clientSecret: string;
  password: string;
  tenantId?: string;
  /** How long a call keeps retrying an unreachable API (default 60 s). */
  retryMs?: number;
}

export async function login(account: string, opts: LoginOptions): Promise<PortalSession> {
  const tenantId = opts.tenantId ?? '000000';
  const basic = `Basic ${Buffer.from(`web:${opts.clientSecret}`).toString('base64')}`;
  const retryMs = opts.retryMs ?? 60_000;

  const call = async (method: string, path: string, headers: Record<string, string>, body?: unknown): Promise<unknown> => {
    const deadline = Date.now() + retryMs;
    for (let attempt = 0; ; attempt += 1) {
      let status = 0;
      let text: string;
      try {
        const res = await fetch(`${opts.baseUrl}${path}`, {
          method,
          headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          signal: AbortSignal.timeout(30_000),
        });
        status = res.status;
        text = await res.text();
      } catch (error) {
        text = String((error as Error).cause ?? error);
      }
      if (status === 200) return JSON.parse(text);
      // 0: no answer at all (the connection died with the process).
      if ((status !== 0 && !RETRIED.has(status)) || Date.now() > deadline) throw new ApiError(status, `${method} ${path}`, text);
      await sleep(Math.min(2_000, 100 * 2 ** attempt));
    }
  };

  const token = await call(
    'POST',
    '/api/blade-auth/oauth/token',
    { authorization: basic, 'tenant-id': tenantId },
    {
      grant_type: 'password',
      username: account,
      password: clientPasswordDigest(opts.password),
      tenantId,
    },
  ).catch((error: unknown) => {
    throw new Error(`login of ${account} at ${opts.baseUrl} failed: ${String(error)}`);
  });
  // The token answer is not an envelope: the OAuth fields are at its top.
  const accessToken = (token as { access_token?: string }).access_token;
  if (!accessToken) throw new Error(`login of ${account}: no access_token in the answer`);
  const auth = { authorization: basic, 'miidc-auth': `bearer ${accessToken}` };
  return {
    account,
    get: async <T>(path: string, query?: Record<string, string>) =>
      ((await call('GET', query ? `${path}?${new URLSearchParams(query)}` : path, auth)) as Envelope<T>).data,
    command: async <T>(path: string, body: unknown) =>
      ((await call('POST', path, { ...auth, 'idempotency-key': randomUUID() }, body)) as Envelope<T>).data,
  };
}
