// Entry option `methods` (issue 23): a standard call served under the HTTP method the spec sends it
// with (field2's GET remove). setup1 stands in, test-only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules, type ModuleEntry } from '../../catalogue';
import { login, SETUP1, setup1Form, startTestStack, type ApiSession, type TestStack } from '../support';

const setup1 = modules.setup1 as ModuleEntry;
let stack: TestStack;
let corp1: ApiSession;

const draft = async () => {
  const saved = await corp1.post(`${SETUP1}/saveDraft`, setup1Form);
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return saved.body.data.id as string;
};

beforeAll(async () => {
  setup1.methods = { remove: 'GET' };
  stack = await startTestStack();
  corp1 = await login(stack.app, 'corp1');
}, 120_000);
afterAll(async () => {
  delete setup1.methods;
  await stack?.close();
});

describe('a standard call under the method the entry names', () => {
  it('serves remove as a GET, removing the drafts named', async () => {
    const id = await draft();
    const removed = await corp1.get(`${SETUP1}/remove`, { ids: id });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(removed.body.data).toBe(1);
    expect((await corp1.get(`${SETUP1}/detail`, { id })).status).toBe(404);
  });

  it('no longer serves it under its own method', async () => {
    const id = await draft();
    expect((await corp1.post(`${SETUP1}/remove`, undefined, { ids: id })).status).toBe(404);
    expect((await corp1.get(`${SETUP1}/detail`, { id })).status).toBe(200);
  });

  it('is described under that method in the OpenAPI document', async () => {
    const doc = (await stack.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{ paths: Record<string, object> }>();
    expect(Object.keys(doc.paths[`${SETUP1}/remove`] ?? {})).toEqual(['get']);
  });
});
