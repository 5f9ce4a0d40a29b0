import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startTestStack, type ApiSession, type TestStack } from '../support';

let stack: TestStack;
let admin: ApiSession;
let getRoutes: string[];

beforeAll(async () => {
  stack = await startTestStack({ noWorker: true });
  admin = await login(stack.app, 'admin');
  getRoutes = stack.app.routeInventory
    .filter(
      (r) =>
        r.method === 'GET' && r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && !r.url.includes(':') && !r.url.includes('*'),
    )
    .map((r) => r.url);
});
afterAll(async () => stack?.close());

/** The GET routes that answered something other than 400, with what they answered. */
async function notRefused(query: Record<string, string>): Promise<string[]> {
  const out: string[] = [];
  for (const url of getRoutes) {
    const answer = await admin.get(url, query);
    if (answer.status !== 400) out.push(`${url} → ${answer.status}`);
  }
  return out;
}

describe('every GET route of the API', () => {
  it('answers 400 to an unknown query key', async () => {
    expect(getRoutes.length).toBeGreaterThan(50);
    expect(await notRefused({ unknownKey: '1' })).toEqual([]);
  });

  it('answers 400 to a sort on a sensitive column', async () => {
    expect(await notRefused({ descs: 'password' })).toEqual([]);
    expect(await notRefused({ ascs: 'password_hash' })).toEqual([]);
  });

  it('answers 400 to a sort that is SQL', async () => {
    expect(await notRefused({ descs: 'id;drop table record' })).toEqual([]);
    expect(await notRefused({ ascs: '(select 1)' })).toEqual([]);
  });
});
