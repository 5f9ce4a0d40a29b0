// Item 6 of issue 8: one password policy for every place a password is set, and a new password
// that differs from the old one wherever the old one is known.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientPasswordDigest } from '../../db';
import { DEMO_PASSWORD, login, startTestStack, type ApiSession, type TestStack } from '../support';
import { call, lastCode, passwordToken, setPhone } from './accounts-support';

const REUSED = '新密码不能与原密码相同';
// A 32-character MD5 breaks the length rule first.
const TOO_LONG = '密码长度为8到18位';

let stack: TestStack;
let admin: ApiSession;
let corp1: ApiSession;

beforeAll(async () => {
  stack = await startTestStack({ noWorker: true });
  admin = await login(stack.app, 'admin');
  corp1 = await login(stack.app, 'corp1');
  await setPhone(stack.db, 'corp3', '13800003333');
});
afterAll(async () => stack?.close());

const fieldOf = (answer: { body: any }) => answer.body.data?.errors?.[0]?.field as string | undefined;

describe('changing the own password (savePwd)', () => {
  it('refuses the old password as the new one, naming pwd', async () => {
    const answer = await corp1.post('/api/blade-user/user/savePwd', {
      oldPwd: clientPasswordDigest(DEMO_PASSWORD),
      pwd: DEMO_PASSWORD,
      pwd1: DEMO_PASSWORD,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toBe(REUSED);
    expect(fieldOf(answer)).toBe('pwd');
  });
});

describe('sub-account passwords set by the main account', () => {
  it('refuses a password the policy cannot check (a bare MD5) on create', async () => {
    const answer = await corp1.post('/api/blade-user/sub/save', {
      account: 'h3sub1',
      name: '测试子账号',
      password: clientPasswordDigest('123456'),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toBe(TOO_LONG);
    expect(fieldOf(answer)).toBe('password');
  });

  it('creates a sub-account with a typed password that passes the policy, which then logs in', async () => {
    const answer = await corp1.post('/api/blade-user/sub/save', { account: 'h3sub2', name: '测试子账号', password: 'Sub2-Passw0rd!' });
    expect(answer.status).toBe(200);
    expect((await passwordToken(stack.app, 'h3sub2', 'Sub2-Passw0rd!')).status).toBe(200);
  });

  it('refuses a weak password and the current one on update', async () => {
    const id = String((await stack.db.selectFrom('app_user').select('id').where('account', '=', 'h3sub2').executeTakeFirstOrThrow()).id);
    const weak = await corp1.post('/api/blade-user/sub/update', { id, password: clientPasswordDigest('123456') });
    expect(weak.status).toBe(400);
    expect(weak.body.msg).toBe(TOO_LONG);
    const same = await corp1.post('/api/blade-user/sub/update', { id, password: 'Sub2-Passw0rd!' });
    expect(same.status).toBe(400);
    expect(same.body.msg).toBe(REUSED);
    expect(fieldOf(same)).toBe('password');
  });
});

describe('a reset by an administrator', () => {
  it('refuses the account’s current password as the new one', async () => {
    const answer = await admin.post('/api/blade-user/user/reset-password', { userIds: '2006', password: DEMO_PASSWORD });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toBe(REUSED);
    expect(fieldOf(answer)).toBe('password');
  });
});

describe('forgot password', () => {
  it('refuses the current password as the new one once the code is proven, and the code still works after', async () => {
    const pub = (method: 'GET' | 'POST', path: string, opts: { query?: Record<string, string>; body?: object }) =>
      call(stack.app, method, `/api/blade-crop/public${path}`, { ...opts, ip: '192.0.2.77' });
    expect((await pub('GET', '/sendForget', { query: { id: '2007' } })).status).toBe(200);
    const code = await lastCode(stack.db, '13800003333');
    const same = await pub('POST', '/forget/savePwd', { body: { id: '2007', code, pwd: DEMO_PASSWORD, pwd1: DEMO_PASSWORD } });
    expect(same.status).toBe(400);
    expect(same.body.msg).toBe(REUSED);
    const fresh = await pub('POST', '/forget/savePwd', { body: { id: '2007', code, pwd: 'Fresh-Passw0rd!', pwd1: 'Fresh-Passw0rd!' } });
    expect(fresh.status).toBe(200);
  });

  it('does not tell whether a password is the current one without the code', async () => {
    const answer = await call(stack.app, 'POST', '/api/blade-crop/public/forget/savePwd', {
      body: { id: '2005', code: '000000', pwd: DEMO_PASSWORD, pwd1: DEMO_PASSWORD },
      ip: '192.0.2.78',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toBe('验证码不正确或已过期');
  });
});
