import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientPasswordDigest } from '../../db';
import { startTestStack, type TestStack } from '../support';
import { RIGHT_PASSWORD, tokenRequest } from './auth-support';

const WRONG = clientPasswordDigest('not the password');

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({ noWorker: true, env: { TOKEN_RATE_LIMIT: '1000' } });
});
afterAll(async () => stack?.close());

const login = (account: string, password: string, remoteAddress = '127.0.0.1') =>
  tokenRequest(stack.app, { grant_type: 'password', username: account, password, tenantId: '000000' }, { remoteAddress });

/** The failure count and lock of `account` from `source` (no row: no failures). */
const counters = (account: string, source = '127.0.0.1') =>
  stack.db
    .selectFrom('login_failure')
    .select(['failed_count', 'locked_until'])
    .where('tenant_id', '=', '000000')
    .where('account', '=', account)
    .where('source', '=', source)
    .executeTakeFirst();

describe('lockout after wrong passwords, per account and source', () => {
  it('locks at exactly five under 50 parallel wrong passwords, and says so to the rest', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, () => login('corp1', WRONG)));
    const wrong = answers.filter((a) => a.body.error_description === '用户名或密码不正确');
    const locked = answers.filter((a) => a.body.error_description === '账号已锁定,请15分钟后再试');
    // Four plain refusals; the fifth failure locks the account and is told so, like all after it.
    expect(wrong).toHaveLength(4);
    expect(locked).toHaveLength(46);
    expect(locked.every((a) => a.status === 429 && a.body.error_code === 429)).toBe(true);
    const after = (await counters('corp1'))!;
    expect(after.failed_count).toBe(5);
    const minutes = (after.locked_until!.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
  });

  it('refuses even the right password from the locked source', async () => {
    const res = await login('corp1', RIGHT_PASSWORD);
    expect(res).toEqual({ status: 429, body: { error_code: 429, error_description: '账号已锁定,请15分钟后再试' } });
  });

  it('answers the lock in English when asked', async () => {
    const res = await tokenRequest(
      stack.app,
      { grant_type: 'password', username: 'corp1', password: RIGHT_PASSWORD, tenantId: '000000' },
      { headers: { 'accept-language': 'en' } },
    );
    expect(res.body.error_description).toBe('The account is locked; try again in 15 minutes');
  });

  it('lets the account in again once the lock has run out', async () => {
    await stack.db
      .updateTable('login_failure')
      .set({ locked_until: new Date(Date.now() - 1000), last_failed_time: new Date(Date.now() - 16 * 60_000) })
      .where('account', '=', 'corp1')
      .execute();
    expect((await login('corp1', RIGHT_PASSWORD)).status).toBe(200);
    expect(await counters('corp1')).toBeUndefined();
  });

  it('clears the count of earlier failures with a right password', async () => {
    for (let i = 0; i < 4; i++) expect((await login('corp2', WRONG)).status).toBe(400);
    expect((await counters('corp2'))?.failed_count).toBe(4);
    expect((await login('corp2', RIGHT_PASSWORD)).status).toBe(200);
    expect(await counters('corp2')).toBeUndefined();
    expect((await login('corp2', WRONG)).body.error_description).toBe('用户名或密码不正确');
  });

  it('counts per account: another account is not affected', async () => {
    await Promise.all(Array.from({ length: 6 }, () => login('corp3', WRONG)));
    expect((await login('launion1', RIGHT_PASSWORD)).status).toBe(200);
  });

  it('counts per source: the same account from another source is not affected', async () => {
    await Promise.all(Array.from({ length: 6 }, () => login('launion2', WRONG, '192.0.2.50')));
    expect((await login('launion2', RIGHT_PASSWORD, '192.0.2.50')).status).toBe(429);
    expect((await login('launion2', RIGHT_PASSWORD, '192.0.2.51')).status).toBe(200);
  });

  it('answers an unknown account like a wrong password', async () => {
    const res = await login('nobody', WRONG);
    expect(res).toEqual({ status: 400, body: { error_code: 400, error_description: '用户名或密码不正确' } });
  });
});

describe('rate limit of the token endpoint', () => {
  it('answers 429 in the OAuth shape once an address passes its limit', async () => {
    const limited = await startTestStack({ noWorker: true, env: { TOKEN_RATE_LIMIT: '3' } });
    try {
      const call = (remoteAddress: string) =>
        tokenRequest(limited.app, { grant_type: 'password', username: 'nobody', password: WRONG, tenantId: '000000' }, { remoteAddress });
      for (let i = 0; i < 3; i++) expect((await call('192.0.2.1')).status).toBe(400);
      expect(await call('192.0.2.1')).toEqual({ status: 429, body: { error_code: 429, error_description: '请求过于频繁,请稍后再试' } });
      expect((await call('192.0.2.2')).status).toBe(400);
    } finally {
      await limited.close();
    }
  });
});
