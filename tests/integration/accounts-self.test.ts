import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientPasswordDigest } from '../../db';
import { DEMO_PASSWORD, login, startTestStack, type TestStack } from '../support';
import { call, loginAs, passwordToken } from './accounts-support';

const U = '/api/blade-user';
const OLD_MD5 = clientPasswordDigest(DEMO_PASSWORD);

let stack: TestStack;

beforeAll(async () => {
  // Sessions are read on every request, so a password change shows at once.
  stack = await startTestStack({ noWorker: true, env: { AUTH_CACHE_SECONDS: '0' } });
});
afterAll(async () => stack?.close());

const hashOf = async (account: string) =>
  (
    await stack.db
      .selectFrom('app_user')
      .select('password_hash')
      .where('tenant_id', '=', '000000')
      .where('account', '=', account)
      .executeTakeFirstOrThrow()
  ).password_hash;

describe('password change (user/savePwd)', () => {
  it('sets the new password: the next login uses it and the old one fails', async () => {
    const corp2 = await login(stack.app, 'corp2');
    const answer = await corp2.post(`${U}/user/savePwd`, { oldPwd: OLD_MD5, pwd: 'Corp2-New-Pass1', pwd1: 'Corp2-New-Pass1' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ code: 200, success: true, msg: '操作成功' });
    expect((await passwordToken(stack.app, 'corp2', 'Corp2-New-Pass1')).status).toBe(200);
    expect((await passwordToken(stack.app, 'corp2', DEMO_PASSWORD)).status).toBe(400);
  });

  it('ends the sessions that began before the change', async () => {
    const corp3 = await login(stack.app, 'corp3');
    await corp3.post(`${U}/user/savePwd`, { oldPwd: OLD_MD5, pwd: 'Corp3-New-Pass1', pwd1: 'Corp3-New-Pass1' });
    expect((await corp3.get(`${U}/user/getLink`)).status).toBe(401);
    const fresh = await loginAs(stack.app, 'corp3', 'Corp3-New-Pass1');
    expect((await fresh.get(`${U}/user/getLink`)).status).toBe(200);
  });

  it('stamps password_changed_at', async () => {
    const row = await stack.db
      .selectFrom('app_user')
      .select('password_changed_at')
      .where('account', '=', 'corp2')
      .executeTakeFirstOrThrow();
    expect(row.password_changed_at).toBeInstanceOf(Date);
  });

  it('refuses a wrong old password with 原密码不正确 and changes nothing', async () => {
    const launion1 = await login(stack.app, 'launion1');
    const before = await hashOf('launion1');
    const answer = await launion1.post(`${U}/user/savePwd`, {
      oldPwd: clientPasswordDigest('wrong'),
      pwd: 'Launion-New-1',
      pwd1: 'Launion-New-1',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toBe('原密码不正确');
    expect(answer.body.data.errors[0]).toMatchObject({ field: 'oldPwd', rule: 'match' });
    expect(await hashOf('launion1')).toBe(before);
  });

  it('refuses two different new passwords with 两次密码输入不一致', async () => {
    const launion1 = await login(stack.app, 'launion1');
    const answer = await launion1.post(`${U}/user/savePwd`, { oldPwd: OLD_MD5, pwd: 'Launion-New-1', pwd1: 'Launion-New-2' });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toBe('两次密码输入不一致');
  });

  it.each([
    ['', '请输入密码', 'required'],
    ['Ab1!', '密码长度为8到18位', 'length'],
    ['Abcdefgh1!Abcdefgh1', '密码长度为8到18位', 'length'],
    ['abcdefgh1!', '密码必须包含大小写字母、数字和特殊字符', 'strength'],
    ['ABCDEFGH1!', '密码必须包含大小写字母、数字和特殊字符', 'strength'],
    ['Abcdefghi!', '密码必须包含大小写字母、数字和特殊字符', 'strength'],
    ['Abcdefgh12', '密码必须包含大小写字母、数字和特殊字符', 'strength'],
  ])('refuses the new password %j with %s', async (pwd, msg, rule) => {
    const launion1 = await login(stack.app, 'launion1');
    const before = await hashOf('launion1');
    const answer = await launion1.post(`${U}/user/savePwd`, { oldPwd: OLD_MD5, pwd, pwd1: pwd });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toBe(msg);
    expect(answer.body.data.errors[0]).toMatchObject({ field: 'pwd', rule });
    expect(await hashOf('launion1')).toBe(before);
  });

  it('names the broken rule in English when asked', async () => {
    const launion1 = await login(stack.app, 'launion1');
    const answer = await call(stack.app, 'POST', `${U}/user/savePwd`, {
      token: launion1.token,
      lang: 'en',
      body: { oldPwd: OLD_MD5, pwd: 'short', pwd1: 'short' },
    });
    expect(answer.body.msg).toBe('The password must have 8 to 18 characters');
  });

  it('accepts exactly 8 and exactly 18 characters', async () => {
    const launion2 = await login(stack.app, 'launion2');
    expect((await launion2.post(`${U}/user/savePwd`, { oldPwd: OLD_MD5, pwd: 'Abcde1!x', pwd1: 'Abcde1!x' })).status).toBe(200);
    const again = await loginAs(stack.app, 'launion2', 'Abcde1!x');
    const eighteen = 'Abcdefghijklmno1!x';
    expect(eighteen).toHaveLength(18);
    expect(
      (await again.post(`${U}/user/savePwd`, { oldPwd: clientPasswordDigest('Abcde1!x'), pwd: eighteen, pwd1: eighteen })).status,
    ).toBe(200);
  });

  it('refuses keys it does not know', async () => {
    const launion1 = await login(stack.app, 'launion1');
    const answer = await launion1.post(`${U}/user/savePwd`, {
      oldPwd: OLD_MD5,
      pwd: 'Launion-New-1',
      pwd1: 'Launion-New-1',
      userId: '2005',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors[0]).toMatchObject({ field: 'userId', rule: 'additionalProperties' });
  });
});

describe('contact person (user/getLink, user/saveLink)', () => {
  it('answers empty contact fields for a new account, then what was saved', async () => {
    const corp1 = await login(stack.app, 'corp1');
    expect((await corp1.get(`${U}/user/getLink`)).body.data).toEqual({ linkName: '', linkPhone: '' });
    const saved = await corp1.post(`${U}/user/saveLink`, { linkName: '王芳', linkPhone: '13800138000' });
    expect(saved.status).toBe(200);
    expect((await corp1.get(`${U}/user/getLink`)).body.data).toEqual({ linkName: '王芳', linkPhone: '13800138000' });
  });

  it('refuses a phone that is not a mainland mobile number', async () => {
    const corp1 = await login(stack.app, 'corp1');
    const answer = await corp1.post(`${U}/user/saveLink`, { linkName: '王芳', linkPhone: '12345' });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toBe('请输入正确的手机号码');
    expect((await corp1.get(`${U}/user/getLink`)).body.data.linkPhone).toBe('13800138000');
  });

  it('refuses an empty contact person', async () => {
    const corp1 = await login(stack.app, 'corp1');
    const answer = await corp1.post(`${U}/user/saveLink`, { linkName: '  ', linkPhone: '13800138000' });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toBe('请输入联系人');
  });

  it('needs a login', async () => {
    expect((await call(stack.app, 'GET', `${U}/user/getLink`)).status).toBe(401);
  });
});

describe('client error logs (user/send-logs)', () => {
  const entry = { url: '/myunion/info', time: '2026-11-21 10:00:00', type: 'error', message: 'boom', stack: 'Error: boom', info: 'render' };

  it('stores a batch with the sender and tenant', async () => {
    const corp1 = await login(stack.app, 'corp1');
    const answer = await corp1.post(`${U}/user/send-logs`, [entry, { ...entry, message: 'second' }]);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toBe(2);
    const rows = await stack.db.selectFrom('error_log').selectAll().where('user_id', '=', '2005').orderBy('message').execute();
    expect(rows.map((r) => [r.tenant_id, r.message, r.url])).toEqual([
      ['000000', 'boom', '/myunion/info'],
      ['000000', 'second', '/myunion/info'],
    ]);
  });

  it('refuses an empty batch, more than 50 entries, oversized fields and unknown keys', async () => {
    const corp1 = await login(stack.app, 'corp1');
    const before = await stack.db
      .selectFrom('error_log')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    for (const body of [
      [],
      Array.from({ length: 51 }, () => entry),
      [{ ...entry, message: 'x'.repeat(2001) }],
      [{ ...entry, userId: '1' }],
    ]) {
      expect((await corp1.post(`${U}/user/send-logs`, body)).status).toBe(400);
    }
    const after = await stack.db
      .selectFrom('error_log')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });
});

describe('own profile (info, update-info)', () => {
  it('answers the own profile without the password hash', async () => {
    const corp1 = await login(stack.app, 'corp1');
    const answer = await corp1.get(`${U}/info`);
    expect(answer.body.data).toMatchObject({ id: '2005', account: 'corp1', tenantId: '000000', ident: 'corp', unionId: '1101' });
    expect(JSON.stringify(answer.body)).not.toMatch(/password|scrypt/i);
  });

  it('updates name, real name, phone, email and avatar', async () => {
    const corp1 = await login(stack.app, 'corp1');
    const answer = await corp1.post(`${U}/update-info`, {
      id: '2005',
      name: '智联科技工会(新)',
      realName: '王芳',
      phone: '13900139000',
      email: 'union@example.com',
      avatar: '/avatar/1.png',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      name: '智联科技工会(新)',
      realName: '王芳',
      phone: '13900139000',
      email: 'union@example.com',
      avatar: '/avatar/1.png',
    });
  });

  it('refuses a bad phone or email', async () => {
    const corp1 = await login(stack.app, 'corp1');
    expect((await corp1.post(`${U}/update-info`, { phone: '123' })).status).toBe(400);
    expect((await corp1.post(`${U}/update-info`, { email: 'not-an-email' })).status).toBe(400);
    expect((await corp1.get(`${U}/info`)).body.data.phone).toBe('13900139000');
  });
});
