import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startTestStack, type ApiSession, type TestStack } from '../support';

/** The identities of the matrix: account and tenant. */
const IDENTITIES = {
  corp: ['corp1', '000000'],
  subAccount: ['corp1sub', '000000'],
  launion: ['launion1', '000000'],
  federation: ['federation', '000000'],
  tenantAdmin: ['admin2', '100001'],
  platformAdmin: ['admin', '000000'],
} as const;
type Who = keyof typeof IDENTITIES;
const EVERYONE = Object.keys(IDENTITIES) as Who[];
const BUSINESS: Who[] = ['corp', 'launion', 'federation', 'tenantAdmin', 'platformAdmin'];
const ADMINS: Who[] = ['tenantAdmin', 'platformAdmin'];

interface Row {
  route: string;
  query?: Record<string, string>;
  body?: unknown;
  allow: Who[];
}

/** One or more routes of every family, and who may call them; everyone else must get 403. */
const MATRIX: Row[] = [
  // Workflow modules: reading (setup1.view) and acting (setup1.edit).
  { route: 'GET /api/blade-crop/crop/setup1/page', allow: BUSINESS },
  { route: 'GET /api/blade-crop/crop/setup1/review', query: { id: '1', timestamp: '1' }, allow: BUSINESS },
  { route: 'POST /api/blade-crop/crop/setup1/downloadfile', query: { id: '1' }, allow: BUSINESS },
  { route: 'GET /api/blade-crop/crop/setup1/getid', allow: ['corp', ...ADMINS] },
  {
    route: 'GET /api/blade-crop/crop/setup1/removeFlow',
    query: { processInstanceId: 'setup1-1', reason: '测试' },
    allow: ['corp', ...ADMINS],
  },
  // Task lists and flow history.
  { route: 'GET /api/blade-flow/work/todo-list', allow: BUSINESS },
  { route: 'GET /api/blade-flow/work/send-list', allow: BUSINESS },
  { route: 'GET /api/blade-flow/process/history-flow-list', query: { processInstanceId: 'setup1-1' }, allow: BUSINESS },
  // The session's own calls and the region picker of the forms.
  { route: 'GET /api/blade-auth/oauth/user-info', allow: EVERYONE },
  { route: 'GET /api/blade-system/menu/routes', allow: EVERYONE },
  { route: 'GET /api/blade-system/menu/buttons', allow: EVERYONE },
  { route: 'GET /api/blade-system/menu/top-menu', allow: EVERYONE },
  { route: 'GET /api/blade-system/region/lazy-tree', allow: EVERYONE },
  { route: 'GET /api/blade-user/info', allow: EVERYONE },
  { route: 'GET /api/blade-system/guide/progress', allow: EVERYONE },
  // A main account's sub-accounts.
  { route: 'GET /api/blade-user/sub/page', allow: ['corp', ...ADMINS] },
  { route: 'GET /api/blade-user/cropmenu/tree', allow: ['corp', ...ADMINS] },
  // Administration of the tenant's own accounts, roles, top menus, departments, posts and guide progress.
  { route: 'GET /api/blade-user/user/list', allow: ADMINS },
  { route: 'GET /api/blade-user/registration/page', allow: ADMINS },
  { route: 'GET /api/blade-system/dept/list', allow: ADMINS },
  { route: 'GET /api/blade-system/post/list', allow: ADMINS },
  { route: 'GET /api/blade-system/guide/list', allow: ADMINS },
  // Administration of the tenant's own roles and top menus.
  { route: 'GET /api/blade-system/role/list', allow: ADMINS },
  { route: 'GET /api/blade-system/menu/grant-tree', allow: ADMINS },
  { route: 'GET /api/blade-system/topmenu/list', allow: ADMINS },
  { route: 'GET /api/blade-system/menu/grant-top-tree', allow: ADMINS },
  // What is platform-wide: tenants, clients, menus, data scopes, API scopes.
  { route: 'GET /api/blade-system/tenant/list', allow: ['platformAdmin'] },
  { route: 'GET /api/blade-system/client/list', allow: ['platformAdmin'] },
  { route: 'GET /api/blade-system/menu/list', allow: ['platformAdmin'] },
  { route: 'GET /api/blade-system/data-scope/list', allow: ['platformAdmin'] },
  { route: 'GET /api/blade-system/api-scope/list', allow: ['platformAdmin'] },
  { route: 'POST /api/blade-system/menu/remove', query: { ids: '1' }, allow: ['platformAdmin'] },
];

let stack: TestStack;
const sessions = {} as Record<Who, ApiSession>;

beforeAll(async () => {
  stack = await startTestStack({ noWorker: true });
  for (const who of EVERYONE) sessions[who] = await login(stack.app, IDENTITIES[who][0], IDENTITIES[who][1]);
});
afterAll(async () => stack?.close());

/** `allow` when the permission check let the call through (whatever the handler then said), `deny` on 403. */
async function outcome(who: Who, row: Row): Promise<string> {
  const [method, url] = row.route.split(' ') as ['GET' | 'POST', string];
  const answer = method === 'GET' ? await sessions[who].get(url, row.query) : await sessions[who].post(url, row.body, row.query);
  if (answer.status === 403) return 'deny';
  if (answer.status === 401) return 'unauthenticated';
  // The router's own 404 (no such route), not a handler's 404 for a missing record.
  if (answer.status === 404 && answer.body.msg === '接口不存在') return 'no such route';
  return 'allow';
}

describe('permission matrix', () => {
  for (const row of MATRIX) {
    it(`${row.route} lets in ${row.allow.join(', ')} and refuses the others`, async () => {
      const expected = Object.fromEntries(EVERYONE.map((who) => [who, row.allow.includes(who) ? 'allow' : 'deny']));
      const actual: Record<string, string> = {};
      for (const who of EVERYONE) actual[who] = await outcome(who, row);
      expect(actual).toEqual(expected);
    });
  }

  it('keeps a sub-account granted only the member pages out of set-up requests', async () => {
    const answer = await sessions.subAccount.get('/api/blade-crop/crop/setup1/page');
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ code: 403, success: false, msg: '没有权限' });
  });
});
