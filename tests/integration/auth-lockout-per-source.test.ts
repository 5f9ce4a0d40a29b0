// Item 10 of issue 8: the lock is per account and source, with back-off, so a stranger's failures
// never lock the owner out; failures from many sources make the account ask for the captcha instead.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientPasswordDigest } from '../../db';
import { captchaCodeHash } from '../../services/identity/auth/captcha';
import { startTestStack, type TestStack } from '../support';
import { RIGHT_PASSWORD, tokenRequest } from './auth-support';

const WRONG = clientPasswordDigest('not the password');

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({ noWorker: true, env: { TOKEN_RATE_LIMIT: '1000', CAPTCHA_RATE_LIMIT: '1000' } });
});
afterAll(async () => stack?.close());

const login = (account: string, password: string, source: string) =>
  tokenRequest(stack.app, { grant_type: 'password', username: account, password, tenantId: '000000' }, { remoteAddress: source });

async function captchaLogin(account: string, password: string, source: string) {
  const res = await stack.app.inject({ method: 'GET', url: '/api/blade-auth/oauth/captcha', remoteAddress: source });
  const key = res.json().data.key as string;
  await stack.db
    .updateTable('captcha')
    .set({ code_hash: captchaCodeHash(stack.config.jwtSecret, key, 'ABCDE') })
    .where('key', '=', key)
    .execute();
  return tokenRequest(
    stack.app,
    { grant_type: 'captcha', username: account, password, tenantId: '000000' },
    { remoteAddress: source, headers: { 'captcha-key': key, 'captcha-code': 'ABCDE' } },
  );
}

const LOCKED_15 = { status: 429, body: { error_code: 429, error_description: '账号已锁定,请15分钟后再试' } };

describe('lock per account and source', () => {
  it('does not lock the owner out at another source when a stranger fails five times', async () => {
    for (let i = 0; i < 5; i++) await login('corp1', WRONG, '198.51.100.66');
    expect(await login('corp1', RIGHT_PASSWORD, '198.51.100.66')).toEqual(LOCKED_15);
    expect((await login('corp1', RIGHT_PASSWORD, '192.0.2.10')).status).toBe(200);
  });

  it('makes each further lock of the same account and source last twice as long', async () => {
    for (let i = 0; i < 5; i++) await login('corp2', WRONG, '198.51.100.67');
    expect(await login('corp2', RIGHT_PASSWORD, '198.51.100.67')).toEqual(LOCKED_15);
    // The first lock runs out; five more failures lock it again, for 30 minutes.
    await stack.db
      .updateTable('login_failure')
      .set({ locked_until: new Date(Date.now() - 1000), last_failed_time: new Date(Date.now() - 16 * 60_000) })
      .where('account', '=', 'corp2')
      .execute();
    for (let i = 0; i < 4; i++) expect((await login('corp2', WRONG, '198.51.100.67')).status).toBe(400);
    const fifth = await login('corp2', WRONG, '198.51.100.67');
    expect(fifth).toEqual({ status: 429, body: { error_code: 429, error_description: '账号已锁定,请30分钟后再试' } });
  });

  it('locks an unknown account name exactly like a known one, so the lock does not tell which exist', async () => {
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await login('nobody-here', WRONG, '198.51.100.68'));
    expect(answers.slice(0, 4).every((a) => a.body.error_description === '用户名或密码不正确')).toBe(true);
    expect(answers[4]).toEqual(LOCKED_15);
    expect(answers[5]).toEqual(LOCKED_15);
  });
});

describe('old failures', () => {
  it('are swept away a day after the last failure, as new failures come', async () => {
    const old = new Date(Date.now() - 25 * 3600_000);
    await stack.db
      .insertInto('login_failure')
      .values({
        tenant_id: '000000',
        account: 'made-up',
        source: '203.0.113.9',
        failed_count: 1,
        last_failed_time: old,
        locked_until: null,
      })
      .execute();
    await login('someone-else', WRONG, '203.0.113.10');
    expect(await stack.db.selectFrom('login_failure').selectAll().where('account', '=', 'made-up').execute()).toEqual([]);
  });
});

describe('failures from many sources', () => {
  it('make the account ask for the captcha, and the owner still gets in with a correct one', async () => {
    // Four failures from each of five sources: no source is locked, but the account has seen twenty.
    for (let s = 1; s <= 5; s++) for (let i = 0; i < 4; i++) await login('launion1', WRONG, `198.18.0.${s}`);
    const plain = await login('launion1', RIGHT_PASSWORD, '192.0.2.20');
    expect(plain).toEqual({ status: 400, body: { error_code: 400, error_description: '请输入验证码' } });
    expect((await captchaLogin('launion1', RIGHT_PASSWORD, '192.0.2.20')).status).toBe(200);
  });

  it('leave other accounts alone', async () => {
    expect((await login('launion2', RIGHT_PASSWORD, '192.0.2.21')).status).toBe(200);
  });
});
