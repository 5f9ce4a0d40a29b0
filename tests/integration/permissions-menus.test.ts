import { modules, registerHasOwnMenu, registerPagePath, sendOutPages, type ModuleEntry } from '../../catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startTestStack, type ApiSession, type TestStack } from '../support';

interface RouteNode {
  id: string;
  code: string;
  name: string;
  path: string;
  label: string;
  icon: string;
  meta: { i18n: string };
  children: RouteNode[];
}

const codesOf = (nodes: RouteNode[]): string[] => nodes.flatMap((n) => [n.code, ...codesOf(n.children)]);

/** Modules the seed files under 工会活动 (the top menu is the activity module's own list). */
const ACTIVITY_PLACED = ['activity', 'activityworks'];
/** Modules the seed files under 待办任务 (the leave request, beside the task lists). */
const WORK_PLACED = ['leave'];

/** Modules the seed files under 权益保障. */
const PROTECTION_PLACED = ['rights1', 'rights2', 'rights3', 'rights4'];

/**
 * A module's menu and the pages under it an enterprise union sees: its register's (when it has its own menu), 问卷发放
 * when the union sends the questionnaire to its records' contacts, and 问卷统计 whenever the module sends one out.
 */
const menuCodesOf = (m: ModuleEntry): string[] => [
  m.key,
  ...(registerPagePath(m) && registerHasOwnMenu(m) ? [`${m.key}_register`] : []),
  ...(sendOutPages(m) ? [...(m.sendOut?.audiences.includes('records') ? [`${m.key}_campaigns`] : [])] : []),
  // 问卷统计 whenever the module sends a questionnaire out (a call for reports has none).
  ...(sendOutPages(m)?.results ? [`${m.key}_results`] : []),
];

/** 我的工会 of an enterprise union: set-up, organisation changes, transfers, 消息中心, then the modules the seed files under it. */
const PLACED = ['setup', 'setup1', 'setup2', 'setup3', 'setup4', 'infos', 'organ5', 'organ1Detail', 'organ2', 'organ3', 'organ4'];
const ELSEWHERE = [...PLACED, 'tradeunionoutinfo', 'tradeunionunitinfo', ...ACTIVITY_PLACED, ...WORK_PLACED, ...PROTECTION_PLACED];
const MYUNION_CODES = [
  ...PLACED,
  'transfer',
  'tradeunionoutinfo',
  'tradeunionunitinfo',
  'messages',
  ...Object.values(modules)
    .filter((m) => !ELSEWHERE.includes(m.key))
    .flatMap(menuCodesOf),
];

/**
 * The button map of a business role: every button of the modules it starts, the view button of the
 * others; a higher union also verifies objections to its nominees from 消息中心 (`messages_verify`).
 */
function buttonsOf(ident: 'corp' | 'launion'): Record<string, true> {
  const actions = ['add', 'edit', 'delete', 'submit', 'withdraw', 'cancel', 'view'];
  return Object.fromEntries([
    ...Object.values(modules).flatMap((m) =>
      m.starters.includes(ident) ? actions.map((a) => [`${m.key}_${a}`, true] as const) : [[`${m.key}_view`, true] as const],
    ),
    ...(ident === 'launion' ? [['messages_verify', true] as const] : []),
  ]);
}

let stack: TestStack;
let corp1: ApiSession;
let launion1: ApiSession;

beforeAll(async () => {
  stack = await startTestStack({ noWorker: true });
  corp1 = await login(stack.app, 'corp1');
  launion1 = await login(stack.app, 'launion1');
});
afterAll(async () => stack?.close());

const routesOf = async (session: ApiSession, query?: Record<string, string>) => {
  const answer = await session.get<RouteNode[]>('/api/blade-system/menu/routes', query);
  expect(answer.status).toBe(200);
  return answer.body.data;
};

describe('menu routes', () => {
  it('gives an enterprise union the top menu of the specification, its set-up form and its sub-accounts, and no administration', async () => {
    const tree = await routesOf(corp1);
    expect(tree.map((n) => n.code)).toEqual([
      'home',
      'myunion',
      'member',
      'activity',
      'train',
      'meeting',
      'protection',
      'honor',
      'article',
      'work',
      'setting',
    ]);
    const myunion = tree.find((n) => n.code === 'myunion')!;
    expect(codesOf(myunion.children)).toEqual(MYUNION_CODES);
    expect(codesOf(tree)).toContain('subaccount');
    expect(codesOf(tree)).not.toContain('system');
  });

  it('answers each menu with its route, label, icon and i18n key', async () => {
    const setup1 = (await routesOf(corp1)).find((n) => n.code === 'myunion')!.children[0]!.children[0]!;
    expect(setup1).toMatchObject({
      code: 'setup1',
      name: '建会申请',
      label: '建会申请',
      path: '/setup/setup1/form',
      meta: { i18n: 'setup1' },
    });
  });

  it('files 荣誉成果 under 荣誉 for every business role, at the spec’s route', async () => {
    for (const session of [corp1, launion1]) {
      const honor = (await routesOf(session)).find((n) => n.code === 'honor')!;
      expect(honor.children.map((n) => [n.code, n.name, n.path])).toEqual([['honor2', '荣誉成果', '/honor/achieve']]);
    }
  });

  it('files 公示管理 under 荣誉 for the federation only, beside 荣誉成果', async () => {
    const honor = (await routesOf(await login(stack.app, 'federation'))).find((n) => n.code === 'honor')!;
    expect(honor.children.map((n) => [n.code, n.name, n.path])).toEqual([
      ['honor2', '荣誉成果', '/honor/achieve'],
      ['publicity', '公示管理', '/honor/publicity'],
    ]);
  });

  it('leaves buttons out of the routes', async () => {
    expect(codesOf(await routesOf(corp1)).some((c) => c.startsWith('setup1_'))).toBe(false);
  });

  it('gives a sub-account only the menus its main account granted', async () => {
    const sub = await login(stack.app, 'corp1sub');
    expect(codesOf(await routesOf(sub))).toEqual(['member', 'member_join', 'member_remove']);
  });

  it('gives a higher-level union no sub-account screen', async () => {
    expect(codesOf(await routesOf(launion1))).not.toContain('subaccount');
  });

  it('gives the platform administrator every administration screen', async () => {
    const admin = await login(stack.app, 'admin');
    const system = (await routesOf(admin)).find((n) => n.code === 'system')!;
    expect(system.children.map((n) => n.code)).toEqual(
      expect.arrayContaining([
        'user',
        'role',
        'menu',
        'topmenu',
        'datascope',
        'apiscope',
        'tenant',
        'client',
        'dept',
        'post',
        'dict',
        'param',
        'region',
      ]),
    );
  });

  it('gives a tenant administrator the administration of its tenant but not of the platform', async () => {
    const admin2 = await login(stack.app, 'admin2', '100001');
    const system = (await routesOf(admin2)).find((n) => n.code === 'system')!;
    const codes = system.children.map((n) => n.code);
    expect(codes).toEqual(expect.arrayContaining(['user', 'role', 'topmenu', 'dept', 'post']));
    for (const platformOnly of ['menu', 'datascope', 'apiscope', 'tenant', 'client']) expect(codes).not.toContain(platformOnly);
  });

  it('narrows the tree to one top menu when asked', async () => {
    const top = (await corp1.get('/api/blade-system/menu/top-menu')).body.data as { id: string; code: string }[];
    const myunion = top.find((t) => t.code === 'myunion')!;
    expect(codesOf(await routesOf(corp1, { topMenuId: myunion.id }))).toEqual(['myunion', ...MYUNION_CODES]);
  });

  it("answers 404 for another tenant's top menu, as for a missing one", async () => {
    const admin2 = await login(stack.app, 'admin2', '100001');
    const theirs = (await admin2.get('/api/blade-system/menu/top-menu')).body.data[0].id as string;
    expect((await corp1.get('/api/blade-system/menu/routes', { topMenuId: theirs })).status).toBe(404);
    expect((await corp1.get('/api/blade-system/menu/routes', { topMenuId: '123' })).status).toBe(404);
  });

  it('refuses unknown query keys', async () => {
    const answer = await corp1.get('/api/blade-system/menu/routes', { tenantId: '100001' });
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors[0]).toMatchObject({ field: 'tenantId', rule: 'additionalProperties' });
  });
});

describe('buttons', () => {
  it('maps every set-up button code to true for the applicant union', async () => {
    const map = (await corp1.get('/api/blade-system/menu/buttons')).body.data;
    expect(map).toMatchObject({
      setup1_add: true,
      setup1_edit: true,
      setup1_delete: true,
      setup1_submit: true,
      setup1_withdraw: true,
      setup1_cancel: true,
      setup1_view: true,
    });
    expect(map).toEqual(buttonsOf('corp'));
  });

  it('gives a reviewing union only the view button', async () => {
    const map = (await launion1.get('/api/blade-system/menu/buttons')).body.data;
    expect(map).toMatchObject({ setup1_view: true });
    expect(map.setup1_submit).toBeUndefined();
    expect(map).toEqual(buttonsOf('launion'));
  });

  it('gives a sub-account no button its main account did not grant', async () => {
    const sub = await login(stack.app, 'corp1sub');
    expect((await sub.get('/api/blade-system/menu/buttons')).body.data).toEqual({});
  });
});

describe('top menu', () => {
  it('lists the entries of the specification in order for an enterprise union', async () => {
    const top = (await corp1.get('/api/blade-system/menu/top-menu')).body.data as { code: string; name: string; path: string }[];
    expect(top.map((t) => t.name)).toEqual([
      '首页',
      '我的工会',
      '我的会员',
      '工会活动',
      '智慧培训',
      '工会会议',
      '权益保障',
      '荣誉',
      '文章投稿',
      '待办任务',
    ]);
    expect(top.find((t) => t.code === 'myunion')!.path).toBe('/setup/index');
  });

  it('shows a sub-account only the entries it has menus under', async () => {
    const sub = await login(stack.app, 'corp1sub');
    expect(((await sub.get('/api/blade-system/menu/top-menu')).body.data as { code: string }[]).map((t) => t.code)).toEqual(['member']);
  });

  it('adds 系统管理 for an administrator', async () => {
    const admin = await login(stack.app, 'admin');
    expect(((await admin.get('/api/blade-system/menu/top-menu')).body.data as { code: string }[]).map((t) => t.code)).toContain('system');
  });
});

describe('branch unions', () => {
  it('never get the honours menu, in the routes or the top menu', async () => {
    await stack.db.updateTable('union_org').set({ union_type: 'branch' }).where('id', '=', '1102').execute();
    await stack.app.permissions.invalidate();
    const corp2 = await login(stack.app, 'corp2');
    expect(codesOf(await routesOf(corp2))).not.toContain('honor');
    expect(codesOf(await routesOf(corp2))).not.toContain('honor2');
    const top = (await corp2.get('/api/blade-system/menu/top-menu')).body.data as { code: string }[];
    expect(top.map((t) => t.code)).not.toContain('honor');
    expect(top.map((t) => t.code)).toContain('myunion');
  });

  it('leave the honours menu to normal unions', async () => {
    expect(codesOf(await routesOf(corp1))).toContain('honor');
  });
});
