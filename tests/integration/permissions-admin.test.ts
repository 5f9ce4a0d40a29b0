import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASIC, login, startTestStack, type ApiSession, type TestStack } from '../support';

const SYS = '/api/blade-system';

let stack: TestStack;
let admin: ApiSession;
let admin2: ApiSession;

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
const apiScopeId = async (code: string) =>
  String((await stack.db.selectFrom('api_scope').select('id').where('resource_code', '=', code).executeTakeFirstOrThrow()).id);
const menuId = async (code: string) =>
  String((await stack.db.selectFrom('menu').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id);
const count = async (table: 'role' | 'menu' | 'api_scope' | 'data_scope' | 'top_menu' | 'role_scope' | 'role_menu') =>
  Number(
    (
      await stack.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  stack = await startTestStack({ noWorker: true });
  admin = await login(stack.app, 'admin');
  admin2 = await login(stack.app, 'admin2', '100001');
});
afterAll(async () => stack?.close());

describe('roles', () => {
  it('creates a role in the tenant of the administrator who asks, and only there', async () => {
    const created = await admin2.post(`${SYS}/role/submit`, { roleName: '工会财务', roleAlias: 'finance', parentId: '0', sort: 5 });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ tenantId: '100001', roleName: '工会财务', roleAlias: 'finance', parentId: '0' });
    const theirs = (await admin2.get(`${SYS}/role/list`)).body.data as { roleAlias: string }[];
    const ours = (await admin.get(`${SYS}/role/list`)).body.data as { roleAlias: string }[];
    expect(theirs.map((r) => r.roleAlias)).toContain('finance');
    expect(ours.map((r) => r.roleAlias)).not.toContain('finance');
  });

  it('refuses a tenant id in the body instead of honouring it', async () => {
    const before = await count('role');
    const answer = await admin2.post(`${SYS}/role/submit`, { roleName: '越权', roleAlias: 'sneaky', tenantId: '000000' });
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors[0]).toMatchObject({ field: 'tenantId', rule: 'additionalProperties' });
    expect(await count('role')).toBe(before);
  });

  it('refuses a role alias the tenant already has, naming the field in Chinese or English', async () => {
    const answer = await admin.post(`${SYS}/role/submit`, { roleName: '又一个企业', roleAlias: 'corp' });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toBe('角色别名已存在');
    expect(answer.body.data.errors[0]).toMatchObject({ field: 'roleAlias', rule: 'unique' });
    const en = await stack.app.inject({
      method: 'POST',
      url: `${SYS}/role/submit`,
      headers: { authorization: BASIC, 'miidc-auth': `bearer ${admin.token}`, 'accept-language': 'en' },
      payload: { roleName: '又一个企业', roleAlias: 'corp' },
    });
    expect(en.json().msg).toBe('That role alias is taken');
  });

  it('keeps a role alias fixed, since flow models name candidates by it', async () => {
    const answer = await admin.post(`${SYS}/role/submit`, {
      id: await roleId('000000', 'federation'),
      roleName: '总工会',
      roleAlias: 'fed',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors[0]).toMatchObject({ field: 'roleAlias', rule: 'immutable' });
  });

  it('renames a role and keeps its alias', async () => {
    const id = await roleId('000000', 'launion');
    const answer = await admin.post(`${SYS}/role/submit`, { id, roleName: '街道工会', roleAlias: 'launion' });
    expect(answer.body.data).toMatchObject({ id, roleName: '街道工会', roleAlias: 'launion' });
  });

  it('refuses a role as its own parent', async () => {
    const id = await roleId('000000', 'launion');
    const answer = await admin.post(`${SYS}/role/submit`, { id, roleName: '街道工会', roleAlias: 'launion', parentId: id });
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors[0].field).toBe('parentId');
  });

  it("answers 404 for another tenant's role, as for a missing one", async () => {
    const theirs = await roleId('100001', 'corp');
    expect((await admin.get(`${SYS}/role/detail`, { id: theirs })).status).toBe(404);
    expect((await admin.get(`${SYS}/role/tree-by-id`, { roleId: '42' })).status).toBe(404);
    expect((await admin2.get(`${SYS}/role/tree-by-id`, { roleId: await roleId('000000', 'corp') })).status).toBe(404);
    expect((await admin.post(`${SYS}/role/submit`, { id: theirs, roleName: '改名', roleAlias: 'corp' })).status).toBe(404);
    expect((await admin.post(`${SYS}/role/remove`, undefined, { ids: theirs })).status).toBe(404);
    expect((await admin.post(`${SYS}/role/grant`, { roleIds: [theirs], menuIds: [] })).status).toBe(404);
  });

  it("lets only the platform administrator read another tenant's role tree", async () => {
    expect((await admin.get(`${SYS}/role/tree`, { tenantId: '100001' })).body.data.map((r: { title: string }) => r.title)).toContain(
      '企业工会',
    );
    expect((await admin2.get(`${SYS}/role/tree`, { tenantId: '000000' })).status).toBe(403);
  });

  it('refuses to remove a role that accounts still hold', async () => {
    const answer = await admin.post(`${SYS}/role/remove`, undefined, { ids: await roleId('000000', 'corp') });
    expect(answer.status).toBe(409);
    expect(answer.body.msg).toBe('角色仍有用户或下级角色,不能删除');
  });

  it('removes a role nobody holds, with its grants', async () => {
    const id = (await admin.post(`${SYS}/role/submit`, { roleName: '临时', roleAlias: 'temporary' })).body.data.id as string;
    await admin.post(`${SYS}/role/grant`, { roleIds: [id], menuIds: [await menuId('home')] });
    expect((await admin.post(`${SYS}/role/remove`, undefined, { ids: id })).status).toBe(200);
    expect(await stack.db.selectFrom('role_menu').select('menu_id').where('role_id', '=', id).execute()).toEqual([]);
  });
});

describe('grants', () => {
  it('takes effect on the next call of an account that holds the role', async () => {
    const corp1 = await login(stack.app, 'corp1');
    expect((await corp1.get('/api/blade-crop/crop/setup1/getid')).status).toBe(200);
    const corp = await roleId('000000', 'corp');
    const edit = await apiScopeId('setup1.edit');
    const keys = (await admin.get(`${SYS}/menu/role-tree-keys`, { roleIds: corp })).body.data as { apiScope: string[] };
    const others = keys.apiScope.filter((id) => id !== edit);
    await admin.post(`${SYS}/role/grant`, { roleIds: [corp], apiScopeIds: others });
    expect((await corp1.get('/api/blade-crop/crop/setup1/getid')).status).toBe(403);
    expect((await corp1.get('/api/blade-crop/crop/setup1/page')).status).toBe(200);
    await admin.post(`${SYS}/role/grant`, { roleIds: [corp], apiScopeIds: [...others, edit] });
    expect((await corp1.get('/api/blade-crop/crop/setup1/getid')).status).toBe(200);
  });

  it('answers the granted menu, data-scope and API-scope ids of a role', async () => {
    const keys = (await admin.get(`${SYS}/menu/role-tree-keys`, { roleIds: await roleId('000000', 'launion') })).body.data;
    expect(keys.menu).toContain(await menuId('setup1_view'));
    expect(keys.menu).not.toContain(await menuId('setup1_add'));
    expect(keys.apiScope).toContain(await apiScopeId('flow.task'));
    const unionTree = await stack.db.selectFrom('data_scope').select('id').where('scope_type', '=', 'union_tree').executeTakeFirstOrThrow();
    expect(keys.dataScope).toEqual([String(unionTree.id)]);
  });

  it('refuses a tenant administrator a grant beyond what it holds itself, and changes nothing', async () => {
    const before = await count('role_scope');
    const answer = await admin2.post(`${SYS}/role/grant`, {
      roleIds: [await roleId('100001', 'corp')],
      apiScopeIds: [await apiScopeId('system.menu.manage')],
    });
    expect(answer.status).toBe(403);
    expect(answer.body.msg).toBe('不能授予您未持有的菜单或接口权限');
    expect(await count('role_scope')).toBe(before);
  });

  it('offers a tenant administrator only what it may grant', async () => {
    const tree = (await admin2.get(`${SYS}/menu/grant-tree`)).body.data;
    const codes = (nodes: { code: string; children: unknown[] }[]): string[] =>
      nodes.flatMap((n) => [n.code, ...codes(n.children as never)]);
    expect(codes(tree.menu)).toContain('role');
    expect(codes(tree.menu)).not.toContain('tenant');
    expect(codes(tree.apiScope)).toContain('system.role.manage');
    expect(codes(tree.apiScope)).not.toContain('system.menu.manage');
    expect(codes(tree.dataScope)).toEqual(expect.arrayContaining(['own', 'union', 'union_tree', 'tenant']));
  });

  it('refuses ids that are not menus or scopes', async () => {
    const answer = await admin.post(`${SYS}/role/grant`, { roleIds: [await roleId('000000', 'corp')], menuIds: ['123'] });
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors[0].field).toBe('menuIds');
  });
});

describe('menus', () => {
  it('lets the platform administrator add a menu and a button under it', async () => {
    const menu = await admin.post(`${SYS}/menu/submit`, {
      parentId: '0',
      code: 'notice',
      name: '通知公告',
      path: '/notice/index',
      category: 1,
      sort: 20,
    });
    expect(menu.status).toBe(200);
    const button = await admin.post(`${SYS}/menu/submit`, { parentId: menu.body.data.id, code: 'notice_add', name: '新增', category: 2 });
    expect(button.body.data).toMatchObject({ code: 'notice_add', category: 2, parentId: menu.body.data.id });
  });

  it('refuses a button without a parent menu and a duplicate code', async () => {
    expect((await admin.post(`${SYS}/menu/submit`, { code: 'orphan_button', name: '孤立', category: 2 })).body.data.errors[0].field).toBe(
      'parentId',
    );
    const dup = await admin.post(`${SYS}/menu/submit`, { parentId: '0', code: 'home', name: '首页', category: 1 });
    expect(dup.status).toBe(400);
    expect(dup.body.msg).toBe('菜单编号已存在');
  });

  it('refuses to remove a menu that still has children or scopes', async () => {
    expect((await admin.post(`${SYS}/menu/remove`, undefined, { ids: await menuId('myunion') })).status).toBe(409);
    expect((await admin.post(`${SYS}/menu/remove`, undefined, { ids: await menuId('setup1') })).status).toBe(409);
  });

  it('refuses menu changes to a tenant administrator even when its role was granted the menu admin scope', async () => {
    await stack.db
      .insertInto('role_scope')
      .values({
        role_id: await roleId('100001', 'administrator'),
        scope_category: 2,
        scope_id: await apiScopeId('system.menu.manage'),
        tenant_id: '100001',
      })
      .execute();
    await stack.app.permissions.invalidate();
    const before = await count('menu');
    const answer = await admin2.post(`${SYS}/menu/submit`, { parentId: '0', code: 'mine', name: '自建菜单', category: 1 });
    expect(answer.status).toBe(403);
    expect(await count('menu')).toBe(before);
  });
});

describe('API scopes and data scopes', () => {
  it('refuses to remove an API scope that routes still declare', async () => {
    const answer = await admin.post(`${SYS}/api-scope/remove`, undefined, { ids: await apiScopeId('setup1.view') });
    expect(answer.status).toBe(409);
  });

  it('adds and removes an API scope no route declares yet', async () => {
    const created = await admin.post(`${SYS}/api-scope/submit`, {
      menuId: await menuId('notice'),
      scopeName: '通知公告-查看',
      resourceCode: 'desk.notice.view',
      scopeType: 1,
    });
    expect(created.body.data).toMatchObject({ resourceCode: 'desk.notice.view', menuName: '通知公告', inUse: false });
    expect((await admin.post(`${SYS}/api-scope/submit`, { scopeName: '重复', resourceCode: 'desk.notice.view' })).body.msg).toBe(
      '资源编号已存在',
    );
    expect((await admin.post(`${SYS}/api-scope/remove`, undefined, { ids: created.body.data.id })).status).toBe(200);
  });

  it('pages the API scopes with a sort from the allow-list only', async () => {
    const page = await admin.get(`${SYS}/api-scope/list`, { size: '5', ascs: 'resourceCode' });
    expect(page.body.data).toMatchObject({ size: 5, current: 1 });
    expect(page.body.data.records).toHaveLength(5);
    for (const descs of ['resource_code;drop table api_scope', 'menu_id', 'password']) {
      expect((await admin.get(`${SYS}/api-scope/list`, { descs })).status, descs).toBe(400);
    }
  });

  it('refuses a data scope type the code does not know and a second scope of one type', async () => {
    const bad = await admin.post(`${SYS}/data-scope/submit`, { resourceCode: 'record', scopeName: '自定义', scopeType: "union_id = '1'" });
    expect(bad.status).toBe(400);
    expect(bad.body.data.errors[0].field).toBe('scopeType');
    const dup = await admin.post(`${SYS}/data-scope/submit`, { resourceCode: 'record', scopeName: '又一个本单位', scopeType: 'union' });
    expect(dup.status).toBe(400);
    expect(dup.body.msg).toBe('该资源已有此类数据权限');
  });

  it('keeps scope changes to the platform administrator', async () => {
    const before = await count('data_scope');
    expect((await admin2.post(`${SYS}/data-scope/submit`, { resourceCode: 'record', scopeName: '全部', scopeType: 'tenant' })).status).toBe(
      403,
    );
    expect(await count('data_scope')).toBe(before);
  });
});

describe('top menus', () => {
  it("keeps each tenant's top menu to itself", async () => {
    const created = await admin2.post(`${SYS}/topmenu/submit`, { code: 'notice', name: '通知公告', path: '/notice/index', sort: 12 });
    expect(created.body.data).toMatchObject({ tenantId: '100001', code: 'notice' });
    expect((await admin.get(`${SYS}/topmenu/detail`, { id: created.body.data.id })).status).toBe(404);
    expect((await admin.post(`${SYS}/topmenu/remove`, undefined, { ids: created.body.data.id })).status).toBe(404);
    const ours = (await admin.get(`${SYS}/topmenu/list`, { size: '100' })).body.data.records as { code: string }[];
    expect(ours.map((t) => t.code)).not.toContain('notice');
  });

  it('groups the menus it is granted and answers them back', async () => {
    const top = (await admin.post(`${SYS}/topmenu/submit`, { code: 'quick', name: '快捷入口', sort: 20 })).body.data.id as string;
    const menus = [await menuId('work'), await menuId('setup1')];
    expect((await admin.post(`${SYS}/topmenu/grant`, { topMenuIds: [top], menuIds: menus })).status).toBe(200);
    expect(((await admin.get(`${SYS}/menu/top-tree-keys`, { topMenuIds: top })).body.data.menu as string[]).sort()).toEqual(menus.sort());
    const corp1 = await login(stack.app, 'corp1');
    expect(((await corp1.get(`${SYS}/menu/top-menu`)).body.data as { code: string }[]).map((t) => t.code)).toContain('quick');
  });

  it('refuses a code the tenant already uses', async () => {
    const answer = await admin.post(`${SYS}/topmenu/submit`, { code: 'home', name: '首页' });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toBe('顶部菜单编号已存在');
  });
});
