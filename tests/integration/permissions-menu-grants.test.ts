import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, login, startTestStack, type ApiSession, type TestStack } from '../support';

const SYS = '/api/blade-system';

let stack: TestStack;
let admin: ApiSession;

const menuIds = async (...codes: string[]) =>
  codes.length ? (await stack.db.selectFrom('menu').select('id').where('code', 'in', codes).execute()).map((m) => String(m.id)) : [];

/** An administrator creates a role through the API, grants it `menus` only, and gives it to a new account. */
async function accountWithMenus(alias: string, menus: string[]): Promise<ApiSession> {
  const role = await admin.post(`${SYS}/role/submit`, { roleName: `角色${alias}`, roleAlias: alias, parentId: '0' });
  expect(role.status).toBe(200);
  const roleId = String(role.body.data.id);
  const grant = await admin.post(`${SYS}/role/grant`, { roleIds: [roleId], menuIds: await menuIds(...menus) });
  expect(grant.status).toBe(200);
  const created = await admin.post('/api/blade-user/user/submit', {
    account: alias,
    name: '北京新星科技有限公司工会',
    ident: 'corp',
    unionId: '1102',
    roleId,
    password: DEMO_PASSWORD,
  });
  expect(created.status).toBe(200);
  return login(stack.app, alias);
}

beforeAll(async () => {
  stack = await startTestStack({ noWorker: true });
  admin = await login(stack.app, 'admin');
});
afterAll(async () => stack?.close());

describe('a role granted menus only', () => {
  it('gives its account a working menu, user-info and the list call of the granted menu', async () => {
    const user = await accountWithMenus('menuonly', ['myunion', 'setup', 'setup1', 'setup1_view']);
    expect((await user.get('/api/blade-auth/oauth/user-info')).status).toBe(200);
    const routes = await user.get(`${SYS}/menu/routes`);
    expect(routes.status).toBe(200);
    expect(JSON.stringify(routes.body.data)).toContain('"setup1"');
    expect((await user.get(`${SYS}/menu/buttons`)).status).toBe(200);
    expect((await user.get(`${SYS}/menu/top-menu`)).status).toBe(200);
    expect((await user.get('/api/blade-crop/crop/setup1/page')).status).toBe(200);
  });

  it('carries the calls of a granted button only: a view button does not open the editing calls', async () => {
    const viewer = await accountWithMenus('viewonly', ['setup1', 'setup1_view']);
    expect((await viewer.get('/api/blade-crop/crop/setup1/getid')).status).toBe(403);
    const editor = await accountWithMenus('editor', ['setup1', 'setup1_add']);
    expect((await editor.get('/api/blade-crop/crop/setup1/getid')).status).toBe(200);
  });

  it('gives the task list’s calls with the task menu', async () => {
    const user = await accountWithMenus('worker', ['work']);
    expect((await user.get('/api/blade-flow/work/todo-count')).status).toBe(200);
    expect((await user.get('/api/blade-flow/work/todo-list')).status).toBe(200);
  });

  it('records the carried API scopes with the role, so the grant screen shows them', async () => {
    const role = await admin.post(`${SYS}/role/submit`, { roleName: '只看建会', roleAlias: 'keys', parentId: '0' });
    const roleId = String(role.body.data.id);
    await admin.post(`${SYS}/role/grant`, { roleIds: [roleId], menuIds: await menuIds('setup1') });
    const keys = (await admin.get(`${SYS}/menu/role-tree-keys`, { roleIds: roleId })).body.data as { apiScope: string[] };
    const view = await stack.db.selectFrom('api_scope').select('id').where('resource_code', '=', 'setup1.view').executeTakeFirstOrThrow();
    expect(keys.apiScope).toContain(String(view.id));
  });
});

describe('the calls every logged-in account needs', () => {
  it('answer an account whose roles grant nothing at all', async () => {
    const user = await accountWithMenus('nomenu', []);
    expect((await user.get('/api/blade-auth/oauth/user-info')).status).toBe(200);
    const routes = await user.get(`${SYS}/menu/routes`);
    expect(routes.status).toBe(200);
    expect(routes.body.data).toEqual([]);
    expect((await user.get(`${SYS}/menu/buttons`)).status).toBe(200);
    expect((await user.get(`${SYS}/menu/top-menu`)).status).toBe(200);
    expect((await user.get('/api/blade-user/info')).status).toBe(200);
    expect((await user.get(`${SYS}/region/lazy-tree`, { parentCode: '00' })).status).toBe(200);
    expect((await user.get('/api/blade-auth/oauth/logout')).status).toBe(200);
  });

  it('stay out of reach of what the account was not granted', async () => {
    const user = await accountWithMenus('nothing', []);
    expect((await user.get('/api/blade-crop/crop/setup1/page')).status).toBe(403);
    expect((await user.get('/api/blade-flow/work/todo-count')).status).toBe(403);
  });
});
