import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../db';
import type { SessionUser } from '../../services/identity/auth';
import { BASIC, login, startTestStack, type ApiSession, type TestStack } from '../support';

/**
 * Every route anyone may call without logging in. A route flagged `public` that is not here fails the
 * suite: opening a route is a decision someone writes down, not a flag that slips through review.
 */
const PUBLIC_ROUTES = new Set([
  'GET /api/health',
  'GET /api/health/live',
  'GET /api/health/ready',
  'GET /api/openapi.json',
  // Login (group J of the catalogue).
  'POST /api/blade-auth/oauth/token',
  'GET /api/blade-auth/oauth/captcha',
  'POST /api/blade-user/register-guest',
  // The public area (group G).
  'GET /api/blade-crop/public/count/getcount',
  'GET /api/blade-crop/public/site',
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
  // Publicity (公示): the list, its nominees and the objection form (issue 22 item 5).
  'GET /api/blade-crop/public/publicity/list',
  'GET /api/blade-crop/public/publicity/detail',
  'POST /api/blade-crop/public/publicity/objection',
  // Questionnaires sent out: a link opened and answered without an account (issue 23 item 3).
  'GET /api/blade-crop/public/questionnaire/open',
  'POST /api/blade-crop/public/questionnaire/answer',
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

/** `%xx` of a character, with the hex digits in upper or lower case. */
const escape = (c: string, upper: boolean) => {
  const hex = c.charCodeAt(0).toString(16);
  return `%${upper ? hex.toUpperCase() : hex}`;
};

/** The first letter of the segment at `index` (0 = the `api` prefix), percent-encoded. */
function encodeLetter(url: string, index: number, upper: boolean): string {
  const segments = url.split('/');
  const segment = segments[index + 1] ?? '';
  const at = segment.search(/[a-z]/i);
  if (at < 0) return url;
  segments[index + 1] = segment.slice(0, at) + escape(segment[at]!, upper) + segment.slice(at + 1);
  return segments.join('/');
}

/**
 * Other spellings of one concrete path that a client may send: the router decodes and may match
 * them, so the guard must decide on the matched route, not on the raw URL.
 */
function spellings(url: string): string[] {
  const last = url.split('/').length - 2;
  return [
    encodeLetter(url, 0, false), // /%61pi/...
    encodeLetter(url, 0, true), // /%41pi/... (another route or none)
    encodeLetter(url, 1, true), // /api/%62lade-.../
    encodeLetter(url, last, false), // the last segment
    encodeLetter(encodeLetter(url, 0, true), last, false), // mixed-case escapes in one path
    url.replace('-', '%2D'),
    url.replace('-', '%2d'),
    `/${url}`, // //api/...
    url.replace('/api/', '/api//'),
    url.replace(/\/([^/]*)$/, '//$1'),
    `${url}/`,
    url.replace('/api/', '/API/'),
    `${url};jsessionid=1`,
    url.replace('/api/', '/api/./'),
    url.replace('/api/', '/x/../api/'),
  ];
}

/** What is allowed besides `expected`: a 404 in the envelope, so that no handler ran. */
function refusedAs(expected: number, res: { statusCode: number; body: string }): boolean {
  if (res.statusCode === expected) return true;
  if (res.statusCode !== 404) return false;
  const body = JSON.parse(res.body) as Record<string, unknown>;
  return body.code === 404 && body.success === false && typeof body.msg === 'string' && 'data' in body;
}

let stack: TestStack;
let apiRoutes: Route[];
let guarded: { method: string; url: string; permission: string }[];

/**
 * An account with no role, logged in afresh, and the permission codes it holds all the same (the
 * shell's own calls every account may make): those routes are not expected to refuse it.
 */
async function noroleSession(): Promise<{ token: string; held: Set<string> }> {
  const corp1 = await stack.db.selectFrom('app_user').selectAll().where('account', '=', 'corp1').executeTakeFirstOrThrow();
  const exists = await stack.db.selectFrom('app_user').select('id').where('id', '=', '2999').executeTakeFirst();
  if (!exists) {
    await stack.db
      .insertInto('app_user')
      .values({ ...corp1, id: '2999', account: 'norole', name: '无角色账号', real_name: '无角色账号', phone: null, create_time: undefined })
      .execute();
  }
  const session: ApiSession = await login(stack.app, 'norole');
  const held = await withTenant('000000', () =>
    stack.app.permissions.of({ id: '2999', tenantId: '000000', isSub: false, unionId: corp1.union_id } as SessionUser),
  );
  return { token: session.token, held: held.apiCodes };
}

beforeAll(async () => {
  stack = await startTestStack({ noWorker: true });
  apiRoutes = printedRoutes(stack).filter((r) => r.url.startsWith('/api/'));
  guarded = stack.app.routeInventory
    .filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD' && !r.public)
    .map((r) => ({ method: r.method, url: r.url, permission: r.permission ?? '' }));
});
afterAll(async () => stack?.close());

/** Runs `probe` over `items` a few at a time: hundreds of routes, each one request through the whole stack. */
async function eachAtOnce<T>(items: readonly T[], probe: (item: T) => Promise<void>, width = 8): Promise<void> {
  for (let i = 0; i < items.length; i += width) await Promise.all(items.slice(i, i + width).map(probe));
}

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

  it('answers 401 or a 404 in the envelope on every guarded route spelled otherwise, without a token', async () => {
    const open: string[] = [];
    const probes = guarded.flatMap((r) => spellings(concrete(r.url)).map((url) => ({ method: r.method, url })));
    await eachAtOnce(probes, async ({ method, url }) => {
      const res = await stack.app.inject({ method: method as 'GET', url, headers: { authorization: BASIC } });
      if (!refusedAs(401, res)) open.push(`${method} ${url} → ${res.statusCode}`);
    });
    expect(open.sort()).toEqual([]);
  });

  it('answers 403 on every guarded route to an account that holds no role', async () => {
    const norole = await noroleSession();
    const open: string[] = [];
    for (const r of guarded.filter((g) => !norole.held.has(g.permission))) {
      const res = await stack.app.inject({
        method: r.method as 'GET',
        url: concrete(r.url),
        headers: { authorization: BASIC, 'miidc-auth': `bearer ${norole.token}` },
      });
      if (res.statusCode !== 403) open.push(`${r.method} ${r.url} → ${res.statusCode}`);
    }
    expect(open).toEqual([]);
  });

  it('answers 403 or a 404 in the envelope on every guarded route spelled otherwise, to an account that holds no role', async () => {
    const norole = await noroleSession();
    const open: string[] = [];
    const probes = guarded
      .filter((g) => !norole.held.has(g.permission))
      .flatMap((r) => spellings(concrete(r.url)).map((url) => ({ method: r.method, url })));
    await eachAtOnce(probes, async ({ method, url }) => {
      const res = await stack.app.inject({
        method: method as 'GET',
        url,
        headers: { authorization: BASIC, 'miidc-auth': `bearer ${norole.token}` },
      });
      if (!refusedAs(403, res)) open.push(`${method} ${url} → ${res.statusCode}`);
    });
    expect(open.sort()).toEqual([]);
  });

  it('keeps the OpenAPI viewer reachable without a token, also spelled otherwise', async () => {
    for (const url of ['/api/docs', '/api/docs/', '/api/docs/static/index.html', '/%61pi/docs/static/index.html', '/api/openapi.json']) {
      const res = await stack.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeLessThan(400);
    }
  });
});
