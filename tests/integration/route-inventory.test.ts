import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASIC, login, startTestStack, type ApiSession, type TestStack } from '../support';

/**
 * Every route anyone may call without logging in. A route flagged `public` that is not here fails the
 * suite: opening a route is a decision someone writes down, not a flag that slips through review.
 */
const PUBLIC_ROUTES = new Set([
  'GET /api/health',
  'GET /api/openapi.json',
  // Login (group J of the catalogue).
  'POST /api/blade-auth/oauth/token',
  'GET /api/blade-auth/oauth/captcha',
  'POST /api/blade-user/register-guest',
  // The public area (group G).
  'GET /api/blade-crop/public/count/getcount',
  'GET /api/blade-crop/public/help/page',
  'GET /api/blade-crop/public/help/detail',
  'GET /api/blade-crop/public/download/page',
  'GET /api/blade-crop/public/notice/page',
  'GET /api/blade-crop/public/notice/detail',
  'GET /api/blade-system/dict/dictionary',
  'POST /api/blade-crop/public/decrypt',
  'POST /api/blade-crop/public/send-rcode',
  'GET /api/blade-crop/public/sendLogin',
  'GET /api/blade-crop/public/sendLink',
  'GET /api/blade-crop/public/sendForget',
  'GET /api/blade-crop/public/sendOriLink',
  'GET /api/blade-crop/public/systemdocuments/page',
  'GET /api/blade-crop/public/systemdocuments/detail',
  'GET /api/blade-crop/public/forget/getCrop',
  'POST /api/blade-crop/public/forget/savePwd',
  'POST /api/blade-crop/public/login/getCrop',
  'POST /api/blade-crop/public/reg/save',
]);
/** The OpenAPI viewer's page and assets, public like the document they show. */
const DOCS = /^\/api\/docs(\/|$)/;

interface Route {
  method: string;
  url: string;
}

/** Every (method, path) the router holds, read from `printRoutes` (which nests paths by indentation). */
function printedRoutes(stack: TestStack): Route[] {
  const routes: Route[] = [];
  const prefixes: string[] = [];
  for (const line of stack.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^([│ ]*)[├└]── (\S+)(?: \(([^)]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    const url = (prefixes[depth - 1] ?? '') + m[2]!;
    prefixes[depth] = url;
    prefixes.length = depth + 1;
    for (const method of (m[3] ?? '').split(',').map((s) => s.trim())) {
      if (method && method !== 'HEAD') routes.push({ method, url });
    }
  }
  return routes;
}

/** A concrete URL for a route pattern: path parameters and wildcards filled in. */
const concrete = (url: string) => url.replace(/:[^/]+/g, '1').replace(/\*$/, 'x');

let stack: TestStack;
let apiRoutes: Route[];
let guarded: { method: string; url: string; permission: string }[];

beforeAll(async () => {
  stack = await startTestStack({ noWorker: true });
  apiRoutes = printedRoutes(stack).filter((r) => r.url.startsWith('/api/'));
  guarded = stack.app.routeInventory
    .filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD' && !r.public)
    .map((r) => ({ method: r.method, url: r.url, permission: r.permission ?? '' }));
});
afterAll(async () => stack?.close());

describe('route inventory', () => {
  it('finds the routes of every service', () => {
    const urls = apiRoutes.map((r) => r.url);
    for (const prefix of [
      '/api/blade-auth/',
      '/api/blade-crop/crop/setup1/',
      '/api/blade-flow/',
      '/api/blade-system/role/',
      '/api/blade-system/menu/',
    ]) {
      expect(
        urls.some((u) => u.startsWith(prefix)),
        prefix,
      ).toBe(true);
    }
  });

  it('has seen every route the router holds, so none escaped the permission check', () => {
    const seen = new Set(stack.app.routeInventory.map((r) => `${r.method} ${r.url}`));
    const unseen = apiRoutes.filter(
      (r) => !seen.has(`${r.method} ${r.url}`) && !DOCS.test(r.url) && !PUBLIC_ROUTES.has(`${r.method} ${r.url}`),
    );
    expect(unseen).toEqual([]);
  });

  it('opens only the routes on the public list', () => {
    const flagged = stack.app.routeInventory.filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD' && r.public);
    expect(flagged.map((r) => `${r.method} ${r.url}`).filter((key) => !PUBLIC_ROUTES.has(key))).toEqual([]);
  });

  it('gives every other route a permission code that exists in the seeded API scopes', async () => {
    const codes = new Set((await stack.db.selectFrom('api_scope').select('resource_code').execute()).map((s) => s.resource_code));
    const missing = guarded.filter((r) => !codes.has(r.permission)).map((r) => `${r.method} ${r.url} → '${r.permission}'`);
    expect(missing).toEqual([]);
  });

  it('answers 401 on every guarded route without a token', async () => {
    const open: string[] = [];
    for (const r of guarded) {
      const res = await stack.app.inject({ method: r.method as 'GET', url: concrete(r.url), headers: { authorization: BASIC } });
      if (res.statusCode !== 401) open.push(`${r.method} ${r.url} → ${res.statusCode}`);
    }
    expect(open).toEqual([]);
  });

  it('answers 403 on every guarded route to an account that holds no role', async () => {
    const corp1 = await stack.db.selectFrom('app_user').selectAll().where('account', '=', 'corp1').executeTakeFirstOrThrow();
    await stack.db
      .insertInto('app_user')
      .values({ ...corp1, id: '2999', account: 'norole', name: '无角色账号', real_name: '无角色账号', phone: null, create_time: undefined })
      .execute();
    const norole: ApiSession = await login(stack.app, 'norole');
    const open: string[] = [];
    for (const r of guarded) {
      const res = await stack.app.inject({
        method: r.method as 'GET',
        url: concrete(r.url),
        headers: { authorization: BASIC, 'miidc-auth': `bearer ${norole.token}` },
      });
      if (res.statusCode !== 403) open.push(`${r.method} ${r.url} → ${res.statusCode}`);
    }
    expect(open).toEqual([]);
  });
});
