import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonSchemaOf, login, startTestStack, type DocSchema, type OpenApiDoc, type TestStack } from '../support';

/**
 * Paths whose 200 answers may still carry untyped `data`. Only ever shrinks: typing a folder's
 * answers takes its prefix off the list.
 */
const UNTYPED_DATA_ALLOWED: string[] = [];

type Operation = OpenApiDoc['paths'][string][string];

let stack: TestStack;
let doc: OpenApiDoc;
const operations: { method: string; path: string; op: Operation }[] = [];
beforeAll(async () => {
  stack = await startTestStack({ noWorker: true });
  doc = (await stack.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenApiDoc>();
  for (const [path, ops] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(ops)) operations.push({ method, path, op });
});
afterAll(async () => stack?.close());

const publicRoutes = () => new Set(stack.app.routeInventory.filter((r) => r.public).map((r) => `${r.method.toLowerCase()} ${r.url}`));
// The failures every route shares are references to `components.responses` (services/openapi/shared-failures.ts).
const jsonSchema = (op: Operation, status: string) => jsonSchemaOf(doc, op, status);
const isEnvelope = (schema: DocSchema | undefined) =>
  !!schema && ['code', 'success', 'msg', 'data'].every((key) => schema.properties?.[key] !== undefined);

describe('the OpenAPI document', () => {
  it('declares 400, 404, 409 and 500 in the envelope on every operation', () => {
    const lacking = operations.flatMap(({ method, path, op }) =>
      ['400', '404', '409', '500']
        .filter((status) => !isEnvelope(jsonSchema(op, status)) && !op.responses['4XX'] && !op.responses['5XX'])
        .map((status) => `${method} ${path} ${status}`),
    );
    expect(lacking).toEqual([]);
    expect(operations.length).toBeGreaterThan(100);
  });

  it('declares 401 and 403 on every operation that needs a login, and not on public ones', () => {
    const open = publicRoutes();
    const wrong = operations.flatMap(({ method, path, op }) => {
      const declared = ['401', '403'].every((status) => isEnvelope(jsonSchema(op, status)));
      if (open.has(`${method} ${path}`)) return op.responses['401'] ? [`${method} ${path} is public but declares 401`] : [];
      return declared ? [] : [`${method} ${path} lacks 401 or 403`];
    });
    expect(wrong).toEqual([]);
  });

  it('declares 429 on the rate-limited calls', () => {
    for (const [method, path] of [
      ['post', '/api/blade-crop/public/send-rcode'],
      ['post', '/api/blade-user/user/savePwd'],
      ['get', '/api/blade-auth/oauth/captcha'],
    ] as const) {
      expect(isEnvelope(jsonSchema(doc.paths[path]![method]!, '429')), `${method} ${path}`).toBe(true);
    }
    expect(doc.paths['/api/blade-system/role/list']!.get!.responses['429']).toBeUndefined();
  });

  it('keeps the OAuth shape of the token call’s failures', () => {
    const token = doc.paths['/api/blade-auth/oauth/token']!.post!;
    expect(token.responses['400']).toBeUndefined();
    expect(jsonSchema(token, '4XX')?.properties).toHaveProperty('error_description');
  });

  it('types the data of every 200 answer outside the listed paths', () => {
    const untyped = operations
      .filter(({ path }) => !UNTYPED_DATA_ALLOWED.some((prefix) => path.startsWith(prefix)))
      .filter(({ op }) => {
        const schema = jsonSchema(op, '200');
        // A file (preview, zip, export) is declared under its own media type.
        if (!schema) return !Object.keys(op.responses['200']?.content ?? {}).some((type) => type !== 'application/json');
        if (!schema.properties || !('data' in schema.properties)) return !schema.type && !schema.$ref;
        const data = schema.properties.data!;
        return Object.keys(data).length === 0;
      })
      .map(({ method, path }) => `${method} ${path}`);
    expect(untyped).toEqual([]);
  });
});

describe('failure answers', () => {
  it('keep every field of a 400 through the declared envelope schema', async () => {
    const admin = await login(stack.app, 'admin');
    const answer = await admin.post('/api/blade-system/post/submit', { category: 3, postCode: 'x', postName: 'a'.repeat(101) });
    expect(answer.status).toBe(400);
    expect(answer.body.data).toEqual({ errors: [{ field: 'postName', rule: 'maxLength', message: answer.body.msg, limit: 100 }] });
  });

  it('keep the 404 envelope of a missing record', async () => {
    const admin = await login(stack.app, 'admin');
    const answer = await admin.get('/api/blade-system/post/detail', { id: '999999999' });
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ code: 404, success: false, data: null });
  });
});
