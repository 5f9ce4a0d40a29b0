import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startTestStack, type ApiSession, type TestStack } from '../support';
import { call, passwordToken } from './accounts-support';

const SYS = '/api/blade-system';

let stack: TestStack;
let admin: ApiSession;
let admin2: ApiSession;
let corp1: ApiSession;

beforeAll(async () => {
  stack = await startTestStack({ noWorker: true, env: { AUTH_CACHE_SECONDS: '0' } });
  admin = await login(stack.app, 'admin');
  admin2 = await login(stack.app, 'admin2', '100001');
  corp1 = await login(stack.app, 'corp1');
});
afterAll(async () => stack?.close());

describe('tenants', () => {
  it('lists the tenants to the platform administrator only', async () => {
    const page = await admin.get(`${SYS}/tenant/list`);
    expect(page.status).toBe(200);
    expect(page.body.data.records.map((t: { tenantId: string }) => t.tenantId)).toEqual(['000000', '100001']);
    expect((await admin2.get(`${SYS}/tenant/list`)).status).toBe(403);
    expect((await corp1.get(`${SYS}/tenant/list`)).status).toBe(403);
  });

  it('creates a tenant with its root union and default roles, where the platform administrator can then add an account', async () => {
    const answer = await admin.post(`${SYS}/tenant/submit`, {
      tenantName: '海淀区总工会',
      linkman: '张伟',
      contactNumber: '010-12345678',
      accountNumber: 2,
    });
    expect(answer.status).toBe(200);
    const tenantId = answer.body.data.tenantId as string;
    expect(tenantId).toMatch(/^[0-9]{6}$/);
    const root = await stack.db.selectFrom('union_org').selectAll().where('tenant_id', '=', tenantId).executeTakeFirstOrThrow();
    expect(root).toMatchObject({ kind: 'federation', name: '海淀区总工会', parent_id: null });
    const roles = await stack.db.selectFrom('role').select('role_alias').where('tenant_id', '=', tenantId).execute();
    expect(roles.map((r) => r.role_alias)).toEqual(expect.arrayContaining(['administrator', 'corp', 'launion', 'federation']));
    // Its review chains are deployed models from the start, for its administrator to follow and change.
    const versions = await stack.db
      .selectFrom('flow_model_version')
      .select(['model_key', 'version'])
      .where('tenant_id', '=', tenantId)
      .execute();
    expect(versions.map((v) => v.model_key)).toContain('parent-then-federation');
    expect(versions.every((v) => v.version === 1)).toBe(true);
    const user = await admin.post('/api/blade-user/user/submit', {
      tenantId,
      account: 'hdadmin',
      name: '海淀管理员',
      ident: 'admin',
      unionId: String(root.id),
      password: 'Hd-Admin-2026!',
    });
    expect(user.status).toBe(200);
    expect((await passwordToken(stack.app, 'hdadmin', 'Hd-Admin-2026!', tenantId)).status).toBe(200);
  });

  it('keeps a tenant within its account limit', async () => {
    const tenant = await stack.db.selectFrom('tenant').select('tenant_id').where('name', '=', '海淀区总工会').executeTakeFirstOrThrow();
    const root = await stack.db.selectFrom('union_org').select('id').where('tenant_id', '=', tenant.tenant_id).executeTakeFirstOrThrow();
    const body = {
      tenantId: tenant.tenant_id,
      name: '海淀审核员',
      ident: 'federation',
      unionId: String(root.id),
      password: 'Hd-Review-2026!',
    };
    expect((await admin.post('/api/blade-user/user/submit', { ...body, account: 'hdreview1' })).status).toBe(200);
    const full = await admin.post('/api/blade-user/user/submit', { ...body, account: 'hdreview2' });
    expect(full.status).toBe(409);
    expect(full.body.msg).toBe('租户账号数量已达上限');
  });

  it('updates a tenant and refuses a taken tenant number', async () => {
    const updated = await admin.post(`${SYS}/tenant/submit`, {
      id: '100001',
      tenantName: '第二租户(改)',
      expireTime: '2030-12-31 23:59:59',
    });
    expect(updated.body.data).toMatchObject({ tenantName: '第二租户(改)', expireTime: '2030-12-31 23:59:59' });
    expect((await admin.post(`${SYS}/tenant/submit`, { tenantId: '100001', tenantName: '重复' })).body.msg).toBe('租户编号已存在');
    expect((await admin.get(`${SYS}/tenant/detail`, { id: '999999' })).status).toBe(404);
  });

  it('removes a tenant: its accounts can no longer log in; the default tenant stays', async () => {
    const created = await admin.post(`${SYS}/tenant/submit`, { tenantId: '200002', tenantName: '待删除租户' });
    const root = await stack.db.selectFrom('union_org').select('id').where('tenant_id', '=', '200002').executeTakeFirstOrThrow();
    expect(created.status).toBe(200);
    const user = {
      tenantId: '200002',
      account: 'gone',
      name: '将删除',
      ident: 'admin',
      unionId: String(root.id),
      password: 'Gone-Admin-2026!',
    };
    expect((await admin.post('/api/blade-user/user/submit', user)).status).toBe(200);
    expect((await passwordToken(stack.app, 'gone', 'Gone-Admin-2026!', '200002')).status).toBe(200);
    expect((await admin.post(`${SYS}/tenant/remove`, undefined, { ids: '200002' })).status).toBe(200);
    expect((await passwordToken(stack.app, 'gone', 'Gone-Admin-2026!', '200002')).status).toBe(400);
    expect((await admin.get(`${SYS}/tenant/detail`, { id: '200002' })).status).toBe(404);
    const refused = await admin.post(`${SYS}/tenant/remove`, undefined, { ids: '000000' });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('默认租户不能删除');
  });
});

describe('clients', () => {
  const client = {
    clientId: 'report-tool',
    clientSecret: 'report-tool-secret',
    authorizedGrantTypes: 'password,refresh_token',
    accessTokenValidity: 1800,
    refreshTokenValidity: 86400,
  };

  it('creates a client whose secret is stored hashed and never answered', async () => {
    const answer = await admin.post(`${SYS}/client/submit`, client);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ clientId: 'report-tool', accessTokenValidity: 1800 });
    for (const res of [answer, await admin.get(`${SYS}/client/detail`, { id: 'report-tool' }), await admin.get(`${SYS}/client/list`)]) {
      expect(JSON.stringify(res.body)).not.toMatch(/secret|scrypt/i);
    }
    const row = await stack.db
      .selectFrom('oauth_client')
      .select('secret_hash')
      .where('client_id', '=', 'report-tool')
      .executeTakeFirstOrThrow();
    expect(row.secret_hash).toMatch(/^scrypt\$/);
  });

  it('lets the new client authenticate with its secret, and a rotated secret replaces the old', async () => {
    const basic = (secret: string) => `Basic ${Buffer.from(`report-tool:${secret}`).toString('base64')}`;
    const tokenWith = (secret: string) =>
      stack.app.inject({
        method: 'POST',
        url: '/api/blade-auth/oauth/token',
        headers: { authorization: basic(secret), 'tenant-id': '000000' },
        payload: { grant_type: 'password', username: 'nobody', password: 'x', tenantId: '000000' },
      });
    expect((await tokenWith('report-tool-secret')).statusCode).not.toBe(401);
    expect((await admin.post(`${SYS}/client/submit`, { ...client, id: 'report-tool', clientSecret: 'a-brand-new-secret' })).status).toBe(
      200,
    );
    expect((await tokenWith('report-tool-secret')).statusCode).toBe(401);
    expect((await tokenWith('a-brand-new-secret')).statusCode).not.toBe(401);
  });

  it('refuses a taken client id, a missing secret, unknown grant types and other administrators', async () => {
    expect((await admin.post(`${SYS}/client/submit`, client)).body.msg).toBe('客户端编号已存在');
    expect((await admin.post(`${SYS}/client/submit`, { ...client, clientId: 'other', clientSecret: undefined })).body.msg).toBe(
      '请输入客户端密钥',
    );
    expect((await admin.post(`${SYS}/client/submit`, { ...client, clientId: 'other', authorizedGrantTypes: 'implicit' })).status).toBe(400);
    expect((await admin2.get(`${SYS}/client/list`)).status).toBe(403);
  });

  it('removes a client but never the one the administrator is using', async () => {
    const inUse = await admin.post(`${SYS}/client/remove`, undefined, { ids: 'web' });
    expect(inUse.status).toBe(409);
    expect((await admin.post(`${SYS}/client/remove`, undefined, { ids: 'report-tool' })).status).toBe(200);
    expect((await admin.get(`${SYS}/client/detail`, { id: 'report-tool' })).status).toBe(404);
  });
});

describe('departments', () => {
  const ids = { office: '', org: '', child: '' };

  it('builds a tree: create, nest, read as list, lazy list and tree', async () => {
    ids.office = (await admin.post(`${SYS}/dept/submit`, { parentId: '0', deptName: '办公室', sort: 1 })).body.data.id;
    ids.org = (await admin.post(`${SYS}/dept/submit`, { parentId: '0', deptName: '组织部', sort: 2 })).body.data.id;
    const child = await admin.post(`${SYS}/dept/submit`, { parentId: ids.org, deptName: '基层组织科', fullName: '组织部基层组织科' });
    ids.child = child.body.data.id;
    expect(child.body.data).toMatchObject({ parentId: ids.org, ancestors: `0,${ids.org}` });
    const list = await admin.get(`${SYS}/dept/list`);
    expect(list.body.data.map((d: { deptName: string }) => d.deptName)).toEqual(['办公室', '组织部']);
    expect(list.body.data[1].children[0].deptName).toBe('基层组织科');
    const lazy = await admin.get(`${SYS}/dept/lazy-list`, { parentId: '0' });
    expect(lazy.body.data.map((d: { hasChildren: boolean }) => d.hasChildren)).toEqual([false, true]);
    const tree = await admin.get(`${SYS}/dept/tree`);
    expect(tree.body.data[1]).toMatchObject({ title: '组织部', key: ids.org, children: [{ title: '基层组织科' }] });
    const lazyTree = await admin.get(`${SYS}/dept/lazy-tree`, { parentId: ids.org });
    expect(lazyTree.body.data).toEqual([expect.objectContaining({ id: ids.child, hasChildren: false })]);
    expect((await admin.get(`${SYS}/dept/detail`, { id: ids.child })).body.data).toMatchObject({
      parentName: '组织部',
      fullName: '组织部基层组织科',
    });
  });

  it('moves a department with its subtree and refuses a move under itself', async () => {
    const moved = await admin.post(`${SYS}/dept/submit`, { id: ids.org, parentId: ids.office, deptName: '组织部' });
    expect(moved.body.data.ancestors).toBe(`0,${ids.office}`);
    expect((await admin.get(`${SYS}/dept/detail`, { id: ids.child })).body.data.ancestors).toBe(`0,${ids.office},${ids.org}`);
    const cycle = await admin.post(`${SYS}/dept/submit`, { id: ids.office, parentId: ids.child, deptName: '办公室' });
    expect(cycle.status).toBe(400);
    expect(cycle.body.msg).toBe('上级部门不能是自身或其下级部门');
  });

  it('removes leaves first', async () => {
    const refused = await admin.post(`${SYS}/dept/remove`, undefined, { ids: ids.org });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe('请先删除下级部门');
    expect((await admin.post(`${SYS}/dept/remove`, undefined, { ids: `${ids.org},${ids.child}` })).status).toBe(200);
    expect((await admin.get(`${SYS}/dept/detail`, { id: ids.child })).status).toBe(404);
  });

  it('keeps each tenant’s departments to itself', async () => {
    expect((await admin2.get(`${SYS}/dept/detail`, { id: ids.office })).status).toBe(404);
    expect((await admin2.get(`${SYS}/dept/list`)).body.data).toEqual([]);
    expect((await admin2.get(`${SYS}/dept/tree`, { tenantId: '000000' })).status).toBe(403);
    expect((await admin.get(`${SYS}/dept/tree`, { tenantId: '100001' })).status).toBe(200);
    expect((await admin2.post(`${SYS}/dept/submit`, { parentId: ids.office, deptName: '越界' })).status).toBe(400);
    expect((await admin2.post(`${SYS}/dept/remove`, undefined, { ids: ids.office })).status).toBe(404);
  });
});

describe('posts', () => {
  it('creates, lists, selects, updates and removes posts', async () => {
    const created = await admin.post(`${SYS}/post/submit`, { category: 3, postCode: 'union-chair', postName: '工会主席', sort: 1 });
    expect(created.status).toBe(200);
    const id = created.body.data.id as string;
    expect((await admin.post(`${SYS}/post/submit`, { category: 3, postCode: 'union-chair', postName: '重复' })).body.msg).toBe(
      '岗位编号已存在',
    );
    await admin.post(`${SYS}/post/submit`, { category: 4, postCode: 'member', postName: '会员', sort: 2 });
    expect((await admin.get(`${SYS}/post/list`, { category: '3' })).body.data.records.map((p: { postName: string }) => p.postName)).toEqual(
      ['工会主席'],
    );
    expect((await admin.get(`${SYS}/post/select`)).body.data.map((p: { postCode: string }) => p.postCode)).toEqual([
      'union-chair',
      'member',
    ]);
    expect(
      (await admin.post(`${SYS}/post/submit`, { id, category: 2, postCode: 'union-chair', postName: '工会主席(专职)' })).body.data.category,
    ).toBe(2);
    expect((await admin.post(`${SYS}/post/remove`, undefined, { ids: id })).status).toBe(200);
    expect((await admin.get(`${SYS}/post/detail`, { id })).status).toBe(404);
  });

  it('keeps each tenant’s posts to itself and refuses bad categories and sorts', async () => {
    const mine = (await admin.get(`${SYS}/post/select`)).body.data[0].id as string;
    expect((await admin2.get(`${SYS}/post/detail`, { id: mine })).status).toBe(404);
    expect((await admin2.get(`${SYS}/post/select`)).body.data).toEqual([]);
    expect((await admin2.get(`${SYS}/post/select`, { tenantId: '000000' })).status).toBe(403);
    expect((await admin.post(`${SYS}/post/submit`, { category: 9, postCode: 'x', postName: 'x' })).status).toBe(400);
    expect((await admin.get(`${SYS}/post/list`, { descs: 'tenant_id' })).status).toBe(400);
  });
});

describe('guide progress', () => {
  it('starts at zero: one step for an enterprise union, twenty-two for a higher-level union', async () => {
    const corp = (await corp1.get(`${SYS}/guide/progress`)).body.data;
    expect(corp).toEqual({ uid: '2005', account: 'corp1', steps: 1, finished: false, guide1: 0 });
    const launion1 = await login(stack.app, 'launion1');
    const la = (await launion1.get(`${SYS}/guide/progress`)).body.data;
    expect(la.steps).toBe(22);
    expect(Object.keys(la).filter((k) => k.startsWith('guide'))).toHaveLength(22);
    expect(la.guide22).toBe(0);
  });

  it('marks steps done, once, and refuses steps the account does not have', async () => {
    expect((await corp1.post(`${SYS}/guide/done`, { step: 1 })).body.data).toMatchObject({ guide1: 1, finished: true });
    expect((await corp1.post(`${SYS}/guide/done`, { step: 1 })).status).toBe(200);
    const row = await stack.db.selectFrom('guide_progress').select('done').where('user_id', '=', '2005').executeTakeFirstOrThrow();
    expect(row.done).toEqual([1]);
    expect((await corp1.post(`${SYS}/guide/done`, { step: 2 })).status).toBe(400);
    const launion1 = await login(stack.app, 'launion1');
    await launion1.post(`${SYS}/guide/done`, { step: 22 });
    expect((await launion1.get(`${SYS}/guide/progress`)).body.data).toMatchObject({ guide1: 0, guide22: 1, finished: false });
  });

  it('shows every union account’s progress to the administrator', async () => {
    const page = await admin.get(`${SYS}/guide/list`, { ident: 'corp', size: '50' });
    const corp1Row = page.body.data.records.find((r: { account: string }) => r.account === 'corp1');
    expect(corp1Row).toMatchObject({ uid: '2005', guide1: 1, finished: true });
    expect(page.body.data.records.map((r: { account: string }) => r.account)).not.toContain('corp1sub');
    expect((await corp1.get(`${SYS}/guide/list`)).status).toBe(403);
    expect((await admin2.get(`${SYS}/guide/list`)).body.data.records.map((r: { account: string }) => r.account)).toEqual(['corp9']);
  });
});

describe('language', () => {
  it('answers admin errors in English when asked', async () => {
    const answer = await call(stack.app, 'POST', `${SYS}/tenant/remove`, { token: admin.token, query: { ids: '000000' }, lang: 'en' });
    expect(answer.body.msg).toBe('The default tenant cannot be removed');
  });
});
