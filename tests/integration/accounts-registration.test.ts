import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usccCheckChar } from '../../catalogue';
import { login, startTestStack, type ApiSession, type TestStack } from '../support';
import { call, freshIp, lastCode, passwordToken } from './accounts-support';

const REGISTER = '/api/blade-user/register-guest';
const CREDIT_CODE = `91110108MA01A1B2C${usccCheckChar('91110108MA01A1B2C')}`;
const R = '/api/blade-user/registration';
const P = '/api/blade-crop/public';

let stack: TestStack;
let admin: ApiSession;

beforeAll(async () => {
  stack = await startTestStack({ noWorker: true });
  admin = await login(stack.app, 'admin');
});
afterAll(async () => stack?.close());

const guest = { tenantId: '000000', name: '李明', account: 'liming', password: 'Liming-2026!', password2: 'Liming-2026!' };
const register = (body: object, lang?: 'en') => call(stack.app, 'POST', REGISTER, { body, ip: freshIp(), ...(lang ? { lang } : {}) });
const registrations = async () =>
  Number(
    (
      await stack.db
        .selectFrom('registration')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('register-guest: the four checks in the specification’s order', () => {
  it('asks for the tenant number first, even when everything else is missing too', async () => {
    const answer = await register({});
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toBe('请先输入租户编号');
    expect(answer.body.data.errors[0]).toMatchObject({ field: 'tenantId', rule: 'required' });
  });

  it('asks for the account name second', async () => {
    const answer = await register({ tenantId: '000000', password: 'x' });
    expect(answer.body.msg).toBe('请先输入账号名称');
  });

  it('asks for both passwords third', async () => {
    expect((await register({ tenantId: '000000', account: 'liming', password: 'Liming-2026!' })).body.msg).toBe('请先输入密码');
    expect((await register({ tenantId: '000000', account: 'liming', password2: 'Liming-2026!' })).body.msg).toBe('请先输入密码');
  });

  it('refuses different passwords fourth', async () => {
    const answer = await register({ ...guest, password2: 'Liming-2027!' });
    expect(answer.body.msg).toBe('两次密码输入不一致');
  });

  it('then applies the password policy', async () => {
    const answer = await register({ ...guest, password: 'liming2026', password2: 'liming2026' });
    expect(answer.body.msg).toBe('密码必须包含大小写字母、数字和特殊字符');
  });

  it('answers the checks in English when asked', async () => {
    expect((await register({}, 'en')).body.msg).toBe('Enter the tenant number first');
  });

  it('refuses a tenant that does not exist and an account name that is taken', async () => {
    expect((await register({ ...guest, tenantId: '999999' })).body.msg).toBe('租户编号不存在');
    expect((await register({ ...guest, account: 'corp1' })).body.msg).toBe('账号已存在');
    expect((await register({ ...guest, account: 'CORP1' })).body.msg).toBe('账号已存在');
    expect((await register({ ...guest, account: '李明' })).status).toBe(400);
  });

  it('changes nothing when a check fails', async () => {
    const before = await registrations();
    await register({ ...guest, password2: 'other' });
    expect(await registrations()).toBe(before);
  });

  it('stores a valid registration as pending, with a hashed password, and no account yet', async () => {
    const answer = await register(guest);
    expect(answer.status).toBe(200);
    expect(answer.body.data.status).toBe('pending');
    const row = await stack.db.selectFrom('registration').selectAll().where('id', '=', answer.body.data.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: 'guest', account: 'liming', name: '李明', status: 'pending' });
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(row.password_hash).not.toContain('Liming');
    expect((await passwordToken(stack.app, 'liming', guest.password)).status).toBe(400);
  });

  it('refuses a second registration of a pending account name', async () => {
    expect((await register(guest)).body.msg).toBe('账号已存在');
  });
});

describe('approving and rejecting registrations', () => {
  const pendingId = async (account: string) =>
    String(
      (
        await stack.db
          .selectFrom('registration')
          .select('id')
          .where('account', '=', account)
          .where('status', '=', 'pending')
          .executeTakeFirstOrThrow()
      ).id,
    );

  it('lists pending registrations to the tenant administrator, without password hashes', async () => {
    const page = await admin.get(`${R}/page`, { status: 'pending' });
    expect(page.status).toBe(200);
    expect(page.body.data.records.map((r: { account: string }) => r.account)).toContain('liming');
    expect(JSON.stringify(page.body)).not.toContain('scrypt');
  });

  it('needs the union the guest joins', async () => {
    const answer = await admin.post(`${R}/approve`, { id: await pendingId('liming') });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toBe('请选择所属工会');
  });

  it('creates the account on approval, in the chosen union, and it logs in with the registered password', async () => {
    const id = await pendingId('liming');
    const answer = await admin.post(`${R}/approve`, { id, unionId: '1102' });
    expect(answer.status).toBe(200);
    const user = await stack.db.selectFrom('app_user').selectAll().where('account', '=', 'liming').executeTakeFirstOrThrow();
    expect(user).toMatchObject({ tenant_id: '000000', ident: 'corp', union_id: '1102', is_sub: false, status: 1 });
    const token = await passwordToken(stack.app, 'liming', guest.password);
    expect(token.status).toBe(200);
    expect(token.body.detail.ident).toBe('corp');
    expect((await admin.get(`${R}/detail`, { id })).body.data).toMatchObject({ status: 'approved', userId: String(user.id) });
  });

  it('answers 409 when a handled registration is approved again', async () => {
    const row = await stack.db.selectFrom('registration').select('id').where('account', '=', 'liming').executeTakeFirstOrThrow();
    const answer = await admin.post(`${R}/approve`, { id: String(row.id), unionId: '1102' });
    expect(answer.status).toBe(409);
    expect(answer.body.msg).toBe('该注册申请已处理');
  });

  it('rejects with a reason, and the account is never created', async () => {
    await register({ ...guest, account: 'wangwu' });
    const id = await pendingId('wangwu');
    expect((await admin.post(`${R}/reject`, { id, reason: '  ' })).body.msg).toBe('请填写驳回原因');
    const answer = await admin.post(`${R}/reject`, { id, reason: '非本单位人员' });
    expect(answer.status).toBe(200);
    expect((await admin.get(`${R}/detail`, { id })).body.data).toMatchObject({ status: 'rejected', reason: '非本单位人员' });
    expect(await stack.db.selectFrom('app_user').select('id').where('account', '=', 'wangwu').executeTakeFirst()).toBeUndefined();
  });

  it('hides one tenant’s registrations from another tenant’s administrator (404)', async () => {
    await register({ ...guest, account: 'zhaoliu' });
    const id = await pendingId('zhaoliu');
    const admin2 = await login(stack.app, 'admin2', '100001');
    expect((await admin2.get(`${R}/detail`, { id })).status).toBe(404);
    expect((await admin2.post(`${R}/approve`, { id, unionId: '9101' })).status).toBe(404);
    expect((await admin2.get(`${R}/page`)).body.data.records).toEqual([]);
    expect((await admin2.get(`${R}/page`, { tenantId: '000000' })).status).toBe(403);
  });

  it('is closed to union accounts', async () => {
    const corp1 = await login(stack.app, 'corp1');
    expect((await corp1.get(`${R}/page`)).status).toBe(403);
  });
});

describe('public application for a union account (send-rcode, reg/save)', () => {
  const phone = '13700137000';
  const application = {
    tenantId: '000000',
    unionName: '北京新星科技有限公司工会',
    parentUnionId: '1100',
    account: 'xinxing',
    password: 'Xinxing-2026!',
    password2: 'Xinxing-2026!',
    linkName: '李明',
    phone,
  };

  it('sends a registration code to the contact phone through the outbox', async () => {
    const answer = await call(stack.app, 'POST', `${P}/send-rcode`, { body: { phone }, ip: freshIp() });
    expect(answer.status).toBe(200);
    expect(await lastCode(stack.db, phone)).toMatch(/^[0-9]{6}$/);
  });

  it('refuses a wrong code and stores nothing', async () => {
    const before = await registrations();
    const code = await lastCode(stack.db, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const answer = await call(stack.app, 'POST', `${P}/reg/save`, { body: { ...application, code: wrong }, ip: freshIp() });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toBe('验证码不正确或已过期');
    expect(await registrations()).toBe(before);
  });

  it('checks the form before it spends the code', async () => {
    const code = await lastCode(stack.db, phone);
    const checks: [object, string][] = [
      [{ unionName: '' }, '请输入工会名称'],
      [{ creditCode: '91110108MA01A1B2C4' }, '统一社会信用代码不正确'],
      [{ account: '' }, '请先输入账号名称'],
      [{ password2: 'Other-2026!' }, '两次密码输入不一致'],
      [{ password: 'weak', password2: 'weak' }, '密码长度为8到18位'],
      [{ linkName: '' }, '请输入联系人'],
      [{ phone: '123' }, '请输入正确的手机号码'],
      [{ parentUnionId: '1101' }, '账号类型与所属工会不符'],
      [{ account: 'corp1' }, '账号已存在'],
    ];
    for (const [change, msg] of checks) {
      const answer = await call(stack.app, 'POST', `${P}/reg/save`, { body: { ...application, code, ...change }, ip: freshIp() });
      expect(answer.body.msg, JSON.stringify(change)).toBe(msg);
    }
  });

  it('stores the application as pending with a valid code, which is then used up', async () => {
    const code = await lastCode(stack.db, phone);
    const answer = await call(stack.app, 'POST', `${P}/reg/save`, {
      body: { ...application, creditCode: CREDIT_CODE, code },
      ip: freshIp(),
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.status).toBe('pending');
    const again = await call(stack.app, 'POST', `${P}/reg/save`, { body: { ...application, account: 'xinxing2', code }, ip: freshIp() });
    expect(again.body.msg).toBe('验证码不正确或已过期');
  });

  it('creates the new enterprise union under the chosen higher-level union on approval', async () => {
    const row = await stack.db.selectFrom('registration').select('id').where('account', '=', 'xinxing').executeTakeFirstOrThrow();
    const answer = await admin.post(`${R}/approve`, { id: String(row.id) });
    expect(answer.status).toBe(200);
    const union = await stack.db.selectFrom('union_org').selectAll().where('id', '=', answer.body.data.unionId).executeTakeFirstOrThrow();
    expect(union).toMatchObject({ tenant_id: '000000', kind: 'corp', name: '北京新星科技有限公司工会' });
    // The code given at registration is the employer's; the union's own (81…) comes with setup3.
    expect(union).toMatchObject({ employer_code: CREDIT_CODE, credit_code: null });
    expect(String(union.parent_id)).toBe('1100');
    expect(union.path).toMatch(/^\/1000\/1100\/\d+\/$/);
    const token = await passwordToken(stack.app, 'xinxing', application.password);
    expect(token.status).toBe(200);
    expect(token.body.detail.unionName).toBe('北京新星科技有限公司工会');
    const user = await stack.db
      .selectFrom('app_user')
      .select(['phone', 'link_name'])
      .where('account', '=', 'xinxing')
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ phone, link_name: '李明' });
  });
});
