import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BASIC,
  login,
  multipartBody,
  responseOf,
  SAMPLE_PDF,
  startTestStack,
  type ApiSession,
  type OpenApiDoc,
  type TestStack,
} from '../support';

/**
 * Malformed input is the client's mistake: 400 in the `{ code, success, msg, data }` envelope, with
 * the parameter named in `data.errors[0].field` and in the message; never a 500 and never an
 * answer outside the envelope.
 */

const PAST_INT64 = '9223372036854775808'; // 2^63: one past the largest bigint
const MAX_INT64 = '9223372036854775807';

let stack: TestStack;
let admin: ApiSession;
let corp1: ApiSession;

beforeAll(async () => {
  stack = await startTestStack({ noWorker: true });
  admin = await login(stack.app, 'admin');
  corp1 = await login(stack.app, 'corp1');
});
afterAll(async () => stack?.close());

interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/** The answer is a 400 envelope naming `field`. */
function expectRefused(res: Answer, field: string): void {
  expect(res.statusCode, res.body).toBe(400);
  expect(String(res.headers['content-type'])).toContain('application/json');
  const body = JSON.parse(res.body) as { code: number; success: boolean; msg: string; data: { errors: { field: string }[] } };
  expect(Object.keys(body).sort()).toEqual(['code', 'data', 'msg', 'success']);
  expect(body.code).toBe(400);
  expect(body.success).toBe(false);
  expect(body.data.errors[0]?.field).toBe(field);
  expect(body.msg).toContain(field);
}

const asCaller = (session: ApiSession) => ({ authorization: BASIC, 'miidc-auth': `bearer ${session.token}` });

describe('ids past 2^63', () => {
  it('refuses a record id of 2^63 in the query', async () => {
    const res = await stack.app.inject({
      method: 'GET',
      url: `/api/blade-crop/crop/setup1/detail?id=${PAST_INT64}`,
      headers: asCaller(corp1),
    });
    expectRefused(res, 'id');
  });

  it('refuses a 20-digit record id', async () => {
    const res = await stack.app.inject({
      method: 'GET',
      url: '/api/blade-crop/crop/setup1/detail?id=99999999999999999999',
      headers: asCaller(corp1),
    });
    expectRefused(res, 'id');
  });

  it('still takes the largest 64-bit id as an id (a record that does not exist)', async () => {
    const res = await stack.app.inject({
      method: 'GET',
      url: `/api/blade-crop/crop/setup1/detail?id=${MAX_INT64}`,
      headers: asCaller(corp1),
    });
    expect(res.statusCode).toBe(404);
  });

  it('refuses a role grant whose role ids are past 2^63', async () => {
    const res = await stack.app.inject({
      method: 'POST',
      url: '/api/blade-system/role/grant',
      headers: asCaller(admin),
      payload: { roleIds: [PAST_INT64], menuIds: [] },
    });
    expectRefused(res, 'roleIds.0');
  });

  it('refuses a role grant whose menu ids are past 2^63', async () => {
    const role = await stack.db.selectFrom('role').select('id').where('tenant_id', '=', '000000').executeTakeFirstOrThrow();
    const res = await stack.app.inject({
      method: 'POST',
      url: '/api/blade-system/role/grant',
      headers: asCaller(admin),
      payload: { roleIds: [String(role.id)], menuIds: [PAST_INT64] },
    });
    expectRefused(res, 'menuIds.0');
  });

  it('refuses comma-separated ids with one past 2^63', async () => {
    const res = await stack.app.inject({
      method: 'POST',
      url: `/api/blade-system/role/remove?ids=1,${PAST_INT64}`,
      headers: asCaller(admin),
    });
    expectRefused(res, 'ids');
  });

  it('refuses an upload to a record id past 2^63', async () => {
    const { payload, contentType } = multipartBody({ id: PAST_INT64 }, { name: 'a.pdf', type: 'application/pdf', content: SAMPLE_PDF });
    const res = await stack.app.inject({
      method: 'POST',
      url: '/api/blade-crop/crop/setup1/uploads',
      headers: { ...asCaller(corp1), 'content-type': contentType },
      payload,
    });
    expectRefused(res, 'id');
  });

  it('refuses 2^63 in every id parameter of every GET route in the OpenAPI document', async () => {
    const doc = (await stack.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<
        string,
        Record<string, { parameters?: { name: string; in: string; required?: boolean; schema: { pattern?: string } }[] }>
      >;
    };
    const broken: string[] = [];
    let asked = 0;
    for (const [path, operations] of Object.entries(doc.paths)) {
      const query = (operations.get?.parameters ?? []).filter((p) => p.in === 'query');
      if (path.includes('{')) continue;
      // An id parameter: its schema takes decimal digits only.
      for (const param of query.filter((p) => p.schema.pattern?.includes('[0-9]') && /id/i.test(p.name))) {
        asked++;
        // The other required parameters get a value their pattern takes, so that this one is judged.
        const others = query.filter((p) => p.required && p.name !== param.name);
        const filled = Object.fromEntries(others.map((p) => [p.name, p.schema.pattern === '^[0-9]{6}$' ? '000000' : '1']));
        const res = await stack.app.inject({
          method: 'GET',
          url: path,
          query: { ...filled, [param.name]: PAST_INT64 },
          headers: asCaller(admin),
        });
        const body = res.statusCode === 400 ? (JSON.parse(res.body) as { data?: { errors?: { field: string }[] } }) : {};
        if (res.statusCode !== 400 || body.data?.errors?.[0]?.field !== param.name)
          broken.push(`${path}?${param.name} → ${res.statusCode} ${res.body.slice(0, 80)}`);
      }
    }
    expect(asked).toBeGreaterThan(10);
    expect(broken).toEqual([]);
  });
});

describe('NUL bytes', () => {
  it('refuses a NUL byte in an id', async () => {
    const res = await stack.app.inject({ method: 'GET', url: '/api/blade-crop/crop/setup1/detail?id=1%00', headers: asCaller(corp1) });
    expectRefused(res, 'id');
  });

  it('refuses a NUL byte in a text filter of a list', async () => {
    const res = await stack.app.inject({ method: 'GET', url: '/api/blade-system/role/list?roleName=a%00b', headers: asCaller(admin) });
    expectRefused(res, 'roleName');
  });

  it('refuses a NUL byte in a text field of a JSON body', async () => {
    const res = await stack.app.inject({
      method: 'POST',
      url: '/api/blade-system/role/submit',
      headers: asCaller(admin),
      payload: { roleName: 'a\u0000b', roleAlias: 'nulTest' },
    });
    expectRefused(res, 'roleName');
  });

  it('refuses a NUL byte in a parameter of the token request with 400 in the token endpoint’s own shape', async () => {
    for (const spelled of [
      { url: '/api/blade-auth/oauth/token?grant_type=password&username=a%00b' },
      { payload: { grant_type: 'password', username: 'a\u0000b' } },
    ]) {
      const res = await stack.app.inject({
        method: 'POST',
        url: '/api/blade-auth/oauth/token',
        headers: { authorization: BASIC },
        ...spelled,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ error_code: 400, error_description: '参数username不符合规则' });
    }
  });

  it('refuses a NUL byte nested in a form of a record', async () => {
    const res = await stack.app.inject({
      method: 'POST',
      url: '/api/blade-crop/crop/setup1/save',
      headers: asCaller(corp1),
      payload: { unionName: 'x\u0000y' },
    });
    expectRefused(res, 'unionName');
  });
});

describe('a request line or headers over the HTTP parser’s limit', () => {
  let base = '';
  beforeAll(async () => {
    await stack.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(stack.app.server.address() as AddressInfo).port}`;
  });

  /** The 431 a real socket gets (app.inject skips Node's parser), in the envelope with the security headers. */
  async function expectHeadersTooLarge(res: Response): Promise<void> {
    expect(res.status).toBe(431);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const body = (await res.json()) as { code: number; success: boolean; msg: string; data: { errors: { field: string; rule: string }[] } };
    expect(body).toMatchObject({ code: 431, success: false, msg: '请求行或请求头过长(上限16384字节)' });
    expect(body.data.errors[0]).toMatchObject({ field: 'headers', rule: 'maxSize' });
  }

  it('answers a request line over the limit with 431 in the envelope', async () => {
    const ids = Array.from({ length: 2000 }, (_, i) => String(1_000_000_000 + i)).join(',');
    await expectHeadersTooLarge(
      await fetch(`${base}/api/blade-system/role/remove?ids=${ids}`, { method: 'POST', headers: asCaller(admin) }),
    );
  });

  it('answers headers over the limit with 431 in the envelope', async () => {
    await expectHeadersTooLarge(
      await fetch(`${base}/api/blade-system/role/list`, { headers: { ...asCaller(admin), cookie: 'x'.repeat(20_000) } }),
    );
  });

  it('declares the 431 on every operation of the document, the token endpoint’s too, in the envelope', async () => {
    const doc = (await stack.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenApiDoc>();
    const undeclared = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => !responseOf(doc, op, '431')?.content?.['application/json'])
        .map(([method]) => `${method} ${path}`),
    );
    expect(undeclared).toEqual([]);
  });
});

describe('paging', () => {
  it('refuses a huge page number', async () => {
    const res = await stack.app.inject({
      method: 'GET',
      url: '/api/blade-crop/crop/setup1/page?current=99999999999999999999',
      headers: asCaller(corp1),
    });
    expectRefused(res, 'current');
  });

  it('refuses a page number whose offset would pass what the database counts', async () => {
    const res = await stack.app.inject({
      method: 'GET',
      url: '/api/blade-crop/crop/setup1/page?current=10000000000000&size=1000',
      headers: asCaller(corp1),
    });
    expectRefused(res, 'current');
  });
});

describe('references to what does not exist', () => {
  it('refuses a department of a tenant that does not exist, naming tenantId, and stores nothing', async () => {
    const res = await stack.app.inject({
      method: 'POST',
      url: '/api/blade-system/dept/submit',
      headers: asCaller(admin),
      payload: { deptName: '办公室', tenantId: '697191', sort: 1 },
    });
    expectRefused(res, 'tenantId');
    const stored = await stack.db.selectFrom('dept').select('id').where('tenant_id', '=', '697191').execute();
    expect(stored).toEqual([]);
  });
});

describe('malformed URLs and bodies', () => {
  it('answers a malformed percent escape in the path in the envelope', async () => {
    const res = await stack.app.inject({ method: 'GET', url: '/api/blade-crop/crop/setup1/page%', headers: asCaller(corp1) });
    expectRefused(res, 'url');
  });

  it('sends the security headers with the answer to a malformed URL too', async () => {
    const res = await stack.app.inject({ method: 'GET', url: '/api/blade-crop/crop/setup1/page%' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('answers a malformed percent escape in the query in the envelope', async () => {
    const res = await stack.app.inject({ method: 'GET', url: '/api/blade-system/role/list?roleName=%E4%B8', headers: asCaller(admin) });
    expect(res.statusCode).toBeLessThan(500);
    expect(Object.keys(res.json() as object).sort()).toEqual(['code', 'data', 'msg', 'success']);
  });

  it('refuses a multipart upload without a boundary', async () => {
    const res = await stack.app.inject({
      method: 'POST',
      url: '/api/blade-crop/crop/setup1/uploads',
      headers: { ...asCaller(corp1), 'content-type': 'multipart/form-data' },
      payload: 'id=1',
    });
    expectRefused(res, 'Content-Type');
  });
});
