import { clientPasswordDigest } from '../../db';
import { DEMO_PASSWORD } from '../support';

export interface Answer<T = any> {
  status: number;
  body: { code: number; success: boolean; msg: string; data: T };
}

/** A logged-in account calling the API over real HTTP. */
export interface HttpSession {
  account: string;
  /** The headers every call sends: the client's basic auth and the bearer token. */
  headers: Record<string, string>;
  get<T = any>(path: string, query?: Record<string, string | number>): Promise<Answer<T>>;
  post<T = any>(path: string, body?: unknown): Promise<Answer<T>>;
}

/** The client's basic auth for a deployment's CLIENT_SECRET. */
export const basicAuth = (clientSecret: string) => `Basic ${Buffer.from(`web:${clientSecret}`).toString('base64')}`;

/** Logs `account` in with the demo password (the bench's district accounts share it) and answers a session. */
export async function httpLogin(baseUrl: string, clientSecret: string, account: string, tenantId = '000000'): Promise<HttpSession> {
  const basic = basicAuth(clientSecret);
  const res = await fetch(`${baseUrl}/api/blade-auth/oauth/token`, {
    method: 'POST',
    headers: { authorization: basic, 'tenant-id': tenantId, 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', username: account, password: clientPasswordDigest(DEMO_PASSWORD), tenantId }),
  });
  if (res.status !== 200) throw new Error(`login of ${account} failed: ${res.status} ${await res.text()}`);
  const token = ((await res.json()) as { access_token: string }).access_token;
  const headers = { authorization: basic, 'miidc-auth': `bearer ${token}` };
  const call = async (method: string, path: string, body?: unknown): Promise<Answer> => {
    const r = await fetch(`${baseUrl}${path}`, {
      method,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await r.text();
    return { status: r.status, body: text ? JSON.parse(text) : { code: r.status, success: false, msg: '', data: null } };
  };
  const withQuery = (path: string, query?: Record<string, string | number>) =>
    query ? `${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}` : path;
  return {
    account,
    headers,
    get: (path, query) => call('GET', withQuery(path, query)),
    post: (path, body) => call('POST', path, body),
  };
}

/** The answer's data, or an error naming what failed. */
export function dataOf<T>(answer: Answer<T>, what: string): T {
  if (answer.status !== 200) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
  return answer.body.data;
}
