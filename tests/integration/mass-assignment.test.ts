import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientPasswordDigest, newId } from '../../db';
import { login, startTestStack, type ApiSession, type TestStack } from '../support';
import { call, freshIp } from './accounts-support';

/**
 * Bodies that try to write what their author may not: a tenant, another account's id, a role, a
 * password. Each is refused (unknown keys are a 400) or has no effect, and the rows prove it.
 */
const U = '/api/blade-user';

let stack: TestStack;
let corp1: ApiSession;
let admin2: ApiSession;

beforeAll(async () => {
  stack = await startTestStack({ noWorker: true });
  corp1 = await login(stack.app, 'corp1');
  admin2 = await login(stack.app, 'admin2', '100001');
});
afterAll(async () => stack?.close());

const account = (id: string) => stack.db.selectFrom('app_user').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const rolesOf = async (id: string) =>
  (await stack.db.selectFrom('user_role').select('role_id').where('user_id', '=', id).orderBy('role_id').execute()).map((r) =>
    String(r.role_id),
  );
const count = async (table: 'app_user' | 'registration') =>
  Number(
    (
      await stack.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('own profile (update-info)', () => {
  it.each([
    ['tenantId', { tenantId: '100001' }],
    ['roles', { roles: ['administrator'] }],
    ['roleId', { roleId: '1' }],
    ['password', { password: clientPasswordDigest('Taken-Over-1!') }],
    ['ident', { ident: 'admin' }],
    ['unionId', { unionId: '1000' }],
    ['status', { status: 1 }],
    ['isSub', { isSub: false }],
    ['account', { account: 'admin' }],
  ])('refuses %s with a 400 and changes nothing', async (field, extra) => {
    const before = await account('2005');
    const answer = await corp1.post(`${U}/update-info`, { name: '被篡改', ...extra });
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors[0]).toMatchObject({ field, rule: 'additionalProperties' });
    expect(await account('2005')).toEqual(before);
  });

  it('refuses another account’s id and changes neither account', async () => {
    const [mine, theirs] = [await account('2005'), await account('2006')];
    const answer = await corp1.post(`${U}/update-info`, { id: '2006', name: '被篡改' });
    expect(answer.status).toBe(403);
    expect(await account('2005')).toEqual(mine);
    expect(await account('2006')).toEqual(theirs);
  });

  it('refuses an id of another tenant the same way', async () => {
    const theirs = await account('9002');
    expect((await corp1.post(`${U}/update-info`, { id: '9002', realName: '被篡改' })).status).toBe(403);
    expect(await account('9002')).toEqual(theirs);
  });

  it('keeps the roles when the allowed fields change', async () => {
    const roles = await rolesOf('2005');
    expect((await corp1.post(`${U}/update-info`, { id: '2005', realName: '王芳' })).status).toBe(200);
    expect(await rolesOf('2005')).toEqual(roles);
    expect((await account('2005')).tenant_id).toBe('000000');
  });
});

describe('password, contact and guide calls', () => {
  it('savePwd cannot name another account', async () => {
    const theirs = await account('2006');
    const answer = await corp1.post(`${U}/user/savePwd`, { oldPwd: 'x', pwd: 'Taken-Over-1!', pwd1: 'Taken-Over-1!', id: '2006' });
    expect(answer.status).toBe(400);
    expect((await account('2006')).password_hash).toBe(theirs.password_hash);
  });

  it('saveLink cannot name another account or tenant', async () => {
    for (const extra of [{ id: '2006' }, { tenantId: '100001' }, { userId: '2006' }]) {
      expect((await corp1.post(`${U}/user/saveLink`, { linkName: '王芳', linkPhone: '13800138000', ...extra })).status).toBe(400);
    }
    expect((await account('2006')).link_name).toBeNull();
  });

  it('guide/done cannot mark another account’s progress', async () => {
    expect((await corp1.post('/api/blade-system/guide/done', { step: 1, uid: '2006' })).status).toBe(400);
    expect(await stack.db.selectFrom('guide_progress').select('user_id').where('user_id', '=', '2006').executeTakeFirst()).toBeUndefined();
  });
});

describe('self-registration', () => {
  it('register-guest refuses a status, roles or a union in the body', async () => {
    const before = await count('registration');
    const body = { tenantId: '000000', name: '李明', account: 'liming', password: 'Liming-2026!', password2: 'Liming-2026!' };
    for (const extra of [{ status: 'approved' }, { roles: ['administrator'] }, { unionId: '1000' }, { ident: 'admin' }]) {
      const answer = await call(stack.app, 'POST', `${U}/register-guest`, { body: { ...body, ...extra }, ip: freshIp() });
      expect(answer.status).toBe(400);
    }
    expect(await count('registration')).toBe(before);
  });

  it('reg/save refuses a status or an identity in the body', async () => {
    const before = await count('registration');
    for (const extra of [{ status: 'approved' }, { ident: 'launion' }, { kind: 'guest' }]) {
      const answer = await call(stack.app, 'POST', '/api/blade-crop/public/reg/save', {
        body: { account: 'xinxing', ...extra },
        ip: freshIp(),
      });
      expect(answer.status).toBe(400);
    }
    expect(await count('registration')).toBe(before);
  });
});

describe('sub-accounts', () => {
  it.each([
    ['tenantId', { tenantId: '100001' }],
    ['unionId', { unionId: '1000' }],
    ['ident', { ident: 'admin' }],
    ['isSub', { isSub: false }],
    ['parentUserId', { parentUserId: '2001' }],
    ['roleId', { roleId: '1' }],
  ])('sub/save refuses %s and creates nothing', async (field, extra) => {
    const before = await count('app_user');
    const answer = await corp1.post(`${U}/sub/save`, {
      account: 'corp1helper',
      name: '助理',
      password: clientPasswordDigest('Helper-2026!'),
      ...extra,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors[0].field).toBe(field);
    expect(await count('app_user')).toBe(before);
  });

  it('sub/update cannot reach a main account or another main account’s sub-account', async () => {
    const [corp2, sub] = [await account('2006'), await account('2008')];
    const corp3 = await login(stack.app, 'corp3');
    expect((await corp1.post(`${U}/sub/update`, { id: '2006', name: '被篡改', status: 0 })).status).toBe(404);
    expect((await corp3.post(`${U}/sub/update`, { id: '2008', name: '被篡改', status: 0 })).status).toBe(404);
    expect(await account('2006')).toEqual(corp2);
    expect(await account('2008')).toEqual(sub);
  });
});

describe('user administration', () => {
  const body = { account: 'corp9b', name: '新企业', ident: 'corp', unionId: '9101', password: 'Corp9b-Passw0rd!' };

  it('a tenant administrator cannot write into another tenant, by tenantId or by id', async () => {
    const before = await count('app_user');
    expect((await admin2.post(`${U}/user/submit`, { ...body, tenantId: '000000', unionId: '1101' })).status).toBe(403);
    const theirs = await account('2005');
    const { password: _password, ...update } = body;
    expect((await admin2.post(`${U}/user/submit`, { ...update, id: '2005' })).status).toBe(404);
    expect(await account('2005')).toEqual(theirs);
    expect(await count('app_user')).toBe(before);
  });

  it('refuses a role of another tenant', async () => {
    const platformRole = await stack.db
      .selectFrom('role')
      .select('id')
      .where('tenant_id', '=', '000000')
      .where('role_alias', '=', 'administrator')
      .executeTakeFirstOrThrow();
    const answer = await admin2.post(`${U}/user/submit`, { ...body, roleId: String(platformRole.id) });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toBe('角色不存在');
  });

  it('refuses a role that grants more than the administrator holds, and changes nobody’s roles', async () => {
    // A role of the tenant that was given a platform-only screen (the tenant list), as a slip of the grant dialog might.
    const roleId = newId();
    await stack.db
      .insertInto('role')
      .values({ id: roleId, tenant_id: '100001', role_name: '越权角色', role_alias: 'overreach', parent_id: null })
      .execute();
    const tenantMenu = await stack.db.selectFrom('menu').select('id').where('code', '=', 'tenant').executeTakeFirstOrThrow();
    await stack.db
      .insertInto('role_menu')
      .values({ role_id: roleId, menu_id: String(tenantMenu.id), tenant_id: '100001' })
      .execute();
    const roles = await rolesOf('9002');
    const created = await admin2.post(`${U}/user/submit`, { ...body, roleId });
    expect(created.status).toBe(400);
    expect(created.body.msg).toBe('不能授予您未持有的角色');
    const { password: _password, ...update } = body;
    const updated = await admin2.post(`${U}/user/submit`, { ...update, id: '9002', account: 'corp9', roleId });
    expect(updated.status).toBe(400);
    expect(await rolesOf('9002')).toEqual(roles);
  });

  it('refuses keys the admin form does not have', async () => {
    for (const extra of [{ isSub: true }, { parentUserId: '9001' }, { passwordHash: 'scrypt$1' }, { is_deleted: true }]) {
      expect((await admin2.post(`${U}/user/submit`, { ...body, ...extra })).status).toBe(400);
    }
  });
});
