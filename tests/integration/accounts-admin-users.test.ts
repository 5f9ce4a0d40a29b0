import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startTestStack, type ApiSession, type TestStack } from '../support';
import { passwordToken } from './accounts-support';

const U = '/api/blade-user/user';

let stack: TestStack;
let admin: ApiSession;
let admin2: ApiSession;

beforeAll(async () => {
  stack = await startTestStack({ noWorker: true, env: { AUTH_CACHE_SECONDS: '0' } });
  admin = await login(stack.app, 'admin');
  admin2 = await login(stack.app, 'admin2', '100001');
});
afterAll(async () => stack?.close());

const newCorp = {
  account: 'corp5',
  name: '新星科技工会',
  realName: '李明',
  phone: '13800138004',
  ident: 'corp',
  unionId: '1102',
  password: 'Corp4-Passw0rd!',
};
const roleId = async (tenantId: string, alias: string) =>
  String(
    (
      await stack.db
        .selectFrom('role')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .where('role_alias', '=', alias)
        .executeTakeFirstOrThrow()
    ).id,
  );

describe('user list and detail', () => {
  it('pages the tenant’s accounts with their roles and without password hashes', async () => {
    const page = await admin.get(`${U}/list`, { size: '100' });
    expect(page.status).toBe(200);
    const accounts = page.body.data.records.map((r: { account: string }) => r.account);
    expect(accounts).toEqual(expect.arrayContaining(['admin', 'corp1', 'corp1sub', 'launion1']));
    expect(accounts).not.toContain('corp9');
    const corp1 = page.body.data.records.find((r: { account: string }) => r.account === 'corp1');
    expect(corp1).toMatchObject({ id: '2005', ident: 'corp', unionName: '北京智联科技有限公司工会', roleName: '企业工会', status: 1 });
    expect(JSON.stringify(page.body)).not.toMatch(/scrypt|password/i);
  });

  it('filters by account and identity, and sorts only by allowed fields', async () => {
    const page = await admin.get(`${U}/list`, { account: 'launion', ident: 'launion', ascs: 'account' });
    expect(page.body.data.records.map((r: { account: string }) => r.account)).toEqual(['launion1', 'launion2']);
    for (const descs of ['password_hash', 'account;drop table app_user'])
      expect((await admin.get(`${U}/list`, { descs })).status).toBe(400);
    expect((await admin.get(`${U}/list`, { roles: 'x' })).status).toBe(400);
  });

  it('lets the platform administrator read another tenant, and nobody else', async () => {
    const other = await admin.get(`${U}/list`, { tenantId: '100001' });
    expect(other.body.data.records.map((r: { account: string }) => r.account).sort()).toEqual(['admin2', 'corp9']);
    expect((await admin2.get(`${U}/list`, { tenantId: '000000' })).status).toBe(403);
    expect((await admin2.get(`${U}/detail`, { id: '2005' })).status).toBe(404);
  });

  it('is closed to union accounts', async () => {
    const corp1 = await login(stack.app, 'corp1');
    expect((await corp1.get(`${U}/list`)).status).toBe(403);
  });
});

describe('creating and updating accounts (user/submit)', () => {
  it('creates an account with the identity role by default; it logs in with the typed password', async () => {
    const answer = await admin.post(`${U}/submit`, newCorp);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ account: 'corp5', ident: 'corp', unionId: '1102', roleId: await roleId('000000', 'corp') });
    expect((await passwordToken(stack.app, 'corp5', newCorp.password)).status).toBe(200);
  });

  it('needs a password that meets the policy on create', async () => {
    expect((await admin.post(`${U}/submit`, { ...newCorp, account: 'corp5', password: undefined })).body.msg).toBe('请输入密码');
    expect((await admin.post(`${U}/submit`, { ...newCorp, account: 'corp5', password: 'corp5' })).body.msg).toBe('密码长度为8到18位');
  });

  it('refuses an identity that does not match the union, a union of another tenant and a taken name', async () => {
    expect((await admin.post(`${U}/submit`, { ...newCorp, account: 'corp5', ident: 'launion' })).body.msg).toBe('账号类型与所属工会不符');
    expect((await admin.post(`${U}/submit`, { ...newCorp, account: 'corp5', unionId: '9101' })).status).toBe(400);
    expect((await admin.post(`${U}/submit`, { ...newCorp })).body.msg).toBe('账号已存在');
  });

  it('updates an account and its roles, and refuses a password there', async () => {
    const id = String((await stack.db.selectFrom('app_user').select('id').where('account', '=', 'corp5').executeTakeFirstOrThrow()).id);
    const { password: _password, ...fields } = newCorp;
    const answer = await admin.post(`${U}/submit`, { ...fields, id, name: '新星科技工会(改)', roleId: await roleId('000000', 'corp') });
    expect(answer.status).toBe(200);
    expect(answer.body.data.name).toBe('新星科技工会(改)');
    const withPassword = await admin.post(`${U}/submit`, { ...newCorp, id });
    expect(withPassword.status).toBe(400);
    expect(withPassword.body.msg).toBe('修改密码请使用重置密码');
  });

  it('keeps the roles when an update leaves roleId out', async () => {
    const id = String((await stack.db.selectFrom('app_user').select('id').where('account', '=', 'corp5').executeTakeFirstOrThrow()).id);
    const { password: _password, ...fields } = newCorp;
    const two = `${await roleId('000000', 'corp')},${await roleId('000000', 'federation')}`;
    expect((await admin.post(`${U}/submit`, { ...fields, id, roleId: two })).status).toBe(200);
    const answer = await admin.post(`${U}/submit`, { ...fields, id, realName: '李明明' });
    expect(answer.body.data.roleId.split(',').sort()).toEqual(two.split(',').sort());
  });

  it('keeps a sub-account in its main account’s union', async () => {
    const answer = await admin.post(`${U}/submit`, { id: '2008', account: 'corp1sub', name: '子账号', ident: 'corp', unionId: '1102' });
    expect(answer.status).toBe(400);
    expect(
      String((await stack.db.selectFrom('app_user').select('union_id').where('id', '=', '2008').executeTakeFirstOrThrow()).union_id),
    ).toBe('1101');
  });

  it('creates accounts in another tenant for the platform administrator only, with that tenant’s roles', async () => {
    const body = { ...newCorp, account: 'corp99', unionId: '9101', tenantId: '100001' };
    expect((await admin2.post(`${U}/submit`, { ...body, tenantId: '000000', unionId: '1102' })).status).toBe(403);
    const answer = await admin.post(`${U}/submit`, body);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ tenantId: '100001', roleId: await roleId('100001', 'corp') });
    expect((await admin.post(`${U}/submit`, { ...body, account: 'corp98', roleId: await roleId('000000', 'corp') })).body.msg).toBe(
      '角色不存在',
    );
  });

  it('disables an account: it can no longer log in', async () => {
    const id = String((await stack.db.selectFrom('app_user').select('id').where('account', '=', 'corp5').executeTakeFirstOrThrow()).id);
    const { password: _password, ...fields } = newCorp;
    expect((await admin.post(`${U}/submit`, { ...fields, id, status: 0 })).status).toBe(200);
    expect((await passwordToken(stack.app, 'corp5', newCorp.password)).status).toBe(400);
  });
});

describe('password reset and removal', () => {
  it('resets a password (checked against the policy) and unlocks the account', async () => {
    await stack.db
      .insertInto('login_failure')
      .values({
        tenant_id: '000000',
        account: 'corp2',
        source: '127.0.0.1',
        failed_count: 5,
        last_failed_time: new Date(),
        locked_until: new Date(Date.now() + 3600_000),
      })
      .execute();
    expect((await admin.post(`${U}/reset-password`, { userIds: '2006', password: 'weakweak' })).status).toBe(400);
    expect((await admin.post(`${U}/reset-password`, { userIds: '2006', password: 'Corp2-Reset-2026!' })).status).toBe(200);
    expect((await passwordToken(stack.app, 'corp2', 'Corp2-Reset-2026!')).status).toBe(200);
  });

  it('answers 404 for another tenant’s account and resets nothing', async () => {
    const before = await stack.db.selectFrom('app_user').select('password_hash').where('id', '=', '2005').executeTakeFirstOrThrow();
    expect((await admin2.post(`${U}/reset-password`, { userIds: '2005', password: 'Taken-Over-2026!' })).status).toBe(404);
    expect(
      (await stack.db.selectFrom('app_user').select('password_hash').where('id', '=', '2005').executeTakeFirstOrThrow()).password_hash,
    ).toBe(before.password_hash);
  });

  it('removes an account with its sub-accounts', async () => {
    expect((await admin.post(`${U}/remove`, undefined, { ids: '2005' })).status).toBe(200);
    const rows = await stack.db
      .selectFrom('app_user')
      .select(['account', 'is_deleted', 'status'])
      .where('id', 'in', ['2005', '2008'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { account: 'corp1', is_deleted: true, status: 0 },
      { account: 'corp1sub', is_deleted: true, status: 0 },
    ]);
    expect((await admin.get(`${U}/detail`, { id: '2005' })).status).toBe(404);
  });

  it('refuses to remove the caller itself, nothing selected, or another tenant’s account', async () => {
    const self = await admin.post(`${U}/remove`, undefined, { ids: '2001' });
    expect(self.status).toBe(400);
    expect(self.body.msg).toBe('不能删除当前登录的账号');
    expect((await admin.post(`${U}/remove`, {})).status).toBe(400);
    expect((await admin2.post(`${U}/remove`, undefined, { ids: '2006' })).status).toBe(404);
    expect((await stack.db.selectFrom('app_user').select('is_deleted').where('id', '=', '2006').executeTakeFirstOrThrow()).is_deleted).toBe(
      false,
    );
  });
});
