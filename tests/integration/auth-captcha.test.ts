import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knownCaptcha as solvedCaptcha, startTestStack, type TestStack } from '../support';
import { RIGHT_PASSWORD, tokenRequest } from './auth-support';

const CAPTCHA_URL = '/api/blade-auth/oauth/captcha';

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({ noWorker: true, env: { TOKEN_RATE_LIMIT: '1000', CAPTCHA_RATE_LIMIT: '5' } });
});
afterAll(async () => stack?.close());

async function newCaptcha(remoteAddress = '127.0.0.1') {
  const res = await stack.app.inject({ method: 'GET', url: CAPTCHA_URL, remoteAddress });
  return { status: res.statusCode, body: res.json() };
}

let addresses = 0;

/** A captcha whose code the test knows, from an address of its own each time (the rate limit is not what these tests are about). */
const knownCaptcha = (code = 'ABCDE') => solvedCaptcha(stack, `198.51.100.${++addresses}`, code);

const captchaLogin = (captcha: { key: string; code: string }, password = RIGHT_PASSWORD, account = 'corp1') =>
  tokenRequest(
    stack.app,
    { grant_type: 'captcha', tenantId: '000000', username: account, password, type: 'account' },
    { headers: { 'tenant-id': '000000', 'captcha-key': captcha.key, 'captcha-code': captcha.code } },
  );

describe('the captcha image', () => {
  it('answers a key and an SVG data URL in the envelope, without the code in the markup', async () => {
    const { status, body } = await newCaptcha('192.0.2.2');
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 200, success: true, msg: '操作成功' });
    expect(body.data.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.data.image).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(body.data.image.split(',')[1], 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg[^>]+width="130" height="48"/);
    expect(svg).not.toMatch(/<text/);
  });

  it('stores only a hash of the code, valid for two minutes', async () => {
    const { body } = await newCaptcha('192.0.2.3');
    const row = await stack.db.selectFrom('captcha').selectAll().where('key', '=', body.data.key).executeTakeFirstOrThrow();
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    const seconds = (row.expire_time.getTime() - row.create_time.getTime()) / 1000;
    expect(seconds).toBe(120);
  });

  it('limits captcha images per address and answers 429 in the envelope', async () => {
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await newCaptcha('203.0.113.9'));
    expect(answers.slice(0, 5).every((a) => a.status === 200)).toBe(true);
    expect(answers[5]).toMatchObject({ status: 429, body: { code: 429, success: false, msg: '请求过于频繁,请稍后再试' } });
    expect((await newCaptcha('203.0.113.10')).status).toBe(200);
  });
});

describe('the captcha grant', () => {
  it('logs in with the right captcha, account and password', async () => {
    const res = await captchaLogin(await knownCaptcha());
    expect(res.status).toBe(200);
    expect(res.body.account).toBe('corp1');
  });

  it('accepts the code in any case', async () => {
    const captcha = await knownCaptcha('XKDHT');
    expect((await captchaLogin({ ...captcha, code: 'xkdht' })).status).toBe(200);
  });

  it('refuses a captcha used a second time', async () => {
    const captcha = await knownCaptcha();
    expect((await captchaLogin(captcha)).status).toBe(200);
    const again = await captchaLogin(captcha);
    expect(again).toEqual({ status: 400, body: { error_code: 400, error_description: '验证码不正确或已过期' } });
  });

  it('uses up a captcha on a wrong answer, so the right one cannot follow', async () => {
    const captcha = await knownCaptcha();
    expect((await captchaLogin({ ...captcha, code: 'WRONG' })).status).toBe(400);
    expect((await captchaLogin(captcha)).body.error_description).toBe('验证码不正确或已过期');
  });

  it('lets only one of two parallel logins use a captcha', async () => {
    const captcha = await knownCaptcha();
    const answers = await Promise.all([captchaLogin(captcha), captchaLogin(captcha)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
  });

  it('refuses an expired captcha', async () => {
    const captcha = await knownCaptcha();
    await stack.db
      .updateTable('captcha')
      .set({ expire_time: new Date(Date.now() - 1000) })
      .where('key', '=', captcha.key)
      .execute();
    expect((await captchaLogin(captcha)).body.error_description).toBe('验证码不正确或已过期');
  });

  it('asks for the captcha when the headers are missing', async () => {
    const res = await tokenRequest(stack.app, { grant_type: 'captcha', tenantId: '000000', username: 'corp1', password: RIGHT_PASSWORD });
    expect(res).toEqual({ status: 400, body: { error_code: 400, error_description: '请输入验证码' } });
  });

  it('does not count a wrong captcha against the account', async () => {
    for (let i = 0; i < 6; i++) await captchaLogin({ key: (await knownCaptcha()).key, code: 'WRONG' }, RIGHT_PASSWORD, 'corp2');
    const failures = await stack.db.selectFrom('login_failure').selectAll().where('account', '=', 'corp2').execute();
    expect(failures).toEqual([]);
    expect((await captchaLogin(await knownCaptcha(), RIGHT_PASSWORD, 'corp2')).status).toBe(200);
  });
});
