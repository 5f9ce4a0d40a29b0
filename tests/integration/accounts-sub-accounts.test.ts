import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startTestStack, type ApiSession, type TestStack } from '../support';
import { loginAs, passwordToken } from './accounts-support';

const S = '/api/blade-user/sub';
const SUB_PASSWORD = 'Sub-Passw0rd!';

let stack: TestStack;
let corp1: ApiSession;
let menuId: Map<string, string>;

beforeAll(async () => {
  stack = await startTestStack({ noWorker: true, env: { AUTH_CACHE_SECONDS: '0' } });
  corp1 = await login(stack.app, 'corp1');
  menuId = new Map((await stack.db.selectFrom('menu').select(['id', 'code']).execute()).map((m) => [m.code, String(m.id)]));
});
afterAll(async () => stack?.close());

const ids = (...codes: string[]) => codes.map((c) => menuId.get(c)!);
const users = async () =>
  Number(
    (
      await stack.db
        .selectFrom('app_user')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

interface Node {
  code: string;
  children: Node[];
}
const codesOf = (nodes: Node[]): string[] => nodes.flatMap((n) => [n.code, ...codesOf(n.children ?? [])]);

async function createSub(account: string, grant: string[], password = SUB_PASSWORD) {
  const answer = await corp1.post(`${S}/save`, { account, name: `${account} 子账号`, password, menuIds: ids(...grant) });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.id as string;
}

describe('the menus a main account may grant (cropmenu/tree)', () => {
  it('is the main account’s own menu tree, without the sub-account screen', async () => {
    const answer = await corp1.get('/api/blade-user/cropmenu/tree');
    expect(answer.status).toBe(200);
    const codes = codesOf(answer.body.data);
    expect(codes).toEqual(expect.arrayContaining(['member', 'member_join', 'setup1', 'setup1_submit', 'home']));
    expect(codes).not.toContain('subaccount');
    expect(codes).not.toContain('system');
    expect(codes).not.toContain('user');
  });
});

describe('creating sub-accounts (sub/save)', () => {
  it('creates a sub-account of the same union with a subset of the menus, logging in with the MD5 the console sent', async () => {
    const id = await createSub('corp1members', ['member', 'member_join']);
    const row = await stack.db.selectFrom('app_user').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ tenant_id: '000000', union_id: '1101', ident: 'corp', is_sub: true, status: 1 });
    expect(String(row.parent_user_id)).toBe('2005');
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect((await passwordToken(stack.app, 'corp1members', SUB_PASSWORD)).status).toBe(200);
    expect((await corp1.get(`${S}/getSubPerm`, { id })).body.data.sort()).toEqual(ids('member', 'member_join').sort());
  });

  it('lists the own sub-accounts', async () => {
    const page = await corp1.get(`${S}/page`);
    expect(page.body.data.records.map((r: { account: string }) => r.account)).toEqual(expect.arrayContaining(['corp1sub', 'corp1members']));
    expect(JSON.stringify(page.body)).not.toContain('scrypt');
  });

  it('refuses a grant outside the main account’s menus and creates nothing', async () => {
    const before = await users();
    for (const code of ['system', 'user', 'tenant', 'subaccount']) {
      const answer = await corp1.post(`${S}/save`, {
        account: `refused${code}`,
        name: '越权',
        password: SUB_PASSWORD,
        menuIds: ids('member', code),
      });
      expect(answer.status, code).toBe(400);
      expect(answer.body.msg).toBe('授权的菜单超出主账号的菜单范围');
    }
    expect(await users()).toBe(before);
  });

  it('checks a typed password against the policy, and accepts a good one', async () => {
    const weak = await corp1.post(`${S}/save`, { account: 'corp1weak', name: '弱密码', password: 'abc', menuIds: [] });
    expect(weak.status).toBe(400);
    expect(weak.body.msg).toBe('密码长度为8到18位');
    await createSub('corp1typed', ['member'], 'Typed-Passw0rd!');
    expect((await passwordToken(stack.app, 'corp1typed', 'Typed-Passw0rd!')).status).toBe(200);
  });

  it('refuses a taken account name', async () => {
    const answer = await corp1.post(`${S}/save`, { account: 'corp2', name: '重名', password: SUB_PASSWORD });
    expect(answer.body.msg).toBe('账号已存在');
  });
});

describe('what a sub-account sees and calls', () => {
  it('sees only the granted menus', async () => {
    const sub = await loginAs(stack.app, 'corp1members', SUB_PASSWORD);
    const routes = codesOf((await sub.get('/api/blade-system/menu/routes')).body.data);
    expect(routes).toEqual(expect.arrayContaining(['member', 'member_join']));
    expect(routes).not.toContain('setup1');
    expect(routes).not.toContain('member_remove');
  });

  it('calls only the granted screens, and more once the main account grants more', async () => {
    const sub = await loginAs(stack.app, 'corp1members', SUB_PASSWORD);
    expect((await sub.get('/api/blade-crop/crop/setup1/page')).status).toBe(403);
    const id = String(
      (await stack.db.selectFrom('app_user').select('id').where('account', '=', 'corp1members').executeTakeFirstOrThrow()).id,
    );
    const updated = await corp1.post(`${S}/update`, { id, menuIds: ids('member', 'member_join', 'myunion', 'setup', 'setup1') });
    expect(updated.status).toBe(200);
    expect((await sub.get('/api/blade-crop/crop/setup1/page')).status).toBe(200);
  });

  it('cannot manage sub-accounts itself', async () => {
    const sub = await login(stack.app, 'corp1sub');
    expect((await sub.get(`${S}/page`)).status).toBe(403);
    expect((await sub.post(`${S}/save`, { account: 'subsub', name: '孙账号', password: SUB_PASSWORD })).status).toBe(403);
  });
});

describe('changing and removing sub-accounts', () => {
  it('updates the name and disables the account', async () => {
    const id = await createSub('corp1temp', ['member']);
    const answer = await corp1.post(`${S}/update`, { id, name: '临时账号', status: 0 });
    expect(answer.body.data).toMatchObject({ name: '临时账号', status: 0 });
    expect((await passwordToken(stack.app, 'corp1temp', SUB_PASSWORD)).status).toBe(400);
  });

  it('changes the password', async () => {
    const id = String(
      (await stack.db.selectFrom('app_user').select('id').where('account', '=', 'corp1typed').executeTakeFirstOrThrow()).id,
    );
    expect((await corp1.post(`${S}/update`, { id, password: 'Other-Passw0rd!' })).status).toBe(200);
    expect((await passwordToken(stack.app, 'corp1typed', 'Other-Passw0rd!')).status).toBe(200);
  });

  it('refuses a grant outside the own menus on update and keeps the old grant', async () => {
    const id = String(
      (await stack.db.selectFrom('app_user').select('id').where('account', '=', 'corp1typed').executeTakeFirstOrThrow()).id,
    );
    expect((await corp1.post(`${S}/update`, { id, menuIds: ids('system') })).status).toBe(400);
    expect((await corp1.get(`${S}/getSubPerm`, { id })).body.data).toEqual(ids('member'));
  });

  it('answers 404 to another main account, as for a missing sub-account', async () => {
    const id = String(
      (await stack.db.selectFrom('app_user').select('id').where('account', '=', 'corp1typed').executeTakeFirstOrThrow()).id,
    );
    const corp2 = await login(stack.app, 'corp2');
    expect((await corp2.get(`${S}/getSubPerm`, { id })).status).toBe(404);
    expect((await corp2.post(`${S}/update`, { id, name: '被改了' })).status).toBe(404);
    expect((await corp2.get(`${S}/remove`, { id })).status).toBe(404);
    expect((await corp2.get(`${S}/page`)).body.data.records).toEqual([]);
    const corp9 = await login(stack.app, 'corp9', '100001');
    expect((await corp9.get(`${S}/getSubPerm`, { id })).status).toBe(404);
    expect((await stack.db.selectFrom('app_user').select('name').where('id', '=', id).executeTakeFirstOrThrow()).name).toBe(
      'corp1typed 子账号',
    );
  });

  it('removes a sub-account: gone from the list, unable to log in', async () => {
    const id = String(
      (await stack.db.selectFrom('app_user').select('id').where('account', '=', 'corp1typed').executeTakeFirstOrThrow()).id,
    );
    expect((await corp1.get(`${S}/remove`, { id })).status).toBe(200);
    const page = await corp1.get(`${S}/page`);
    expect(page.body.data.records.map((r: { id: string }) => r.id)).not.toContain(id);
    expect((await passwordToken(stack.app, 'corp1typed', 'Other-Passw0rd!')).status).toBe(400);
    expect((await corp1.get(`${S}/getSubPerm`, { id })).status).toBe(404);
  });

  it('is closed to accounts whose roles do not grant the sub-account screen (the seeded launion role)', async () => {
    const launion1 = await login(stack.app, 'launion1');
    expect((await launion1.get('/api/blade-user/cropmenu/tree')).status).toBe(403);
    expect((await launion1.post(`${S}/save`, { account: 'launion1task', name: '审核助理', password: SUB_PASSWORD })).status).toBe(403);
  });
});
