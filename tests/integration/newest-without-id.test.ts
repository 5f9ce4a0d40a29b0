// Entry option `newestWithoutId` (issue 23): `detail` and `review` without an id answer the caller
// union's newest record of the module (field1's own declaration). setup1 stands in, test-only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules, type ModuleEntry } from '../../catalogue';
import { download, login, SETUP1, setup1Form, startTestStack, submitSetup1, type ApiSession, type TestStack } from '../support';

const setup1 = modules.setup1 as ModuleEntry;
let stack: TestStack;
let corp1: ApiSession;
let corp2: ApiSession;

beforeAll(async () => {
  setup1.newestWithoutId = true;
  stack = await startTestStack();
  corp1 = await login(stack.app, 'corp1');
  corp2 = await login(stack.app, 'corp2');
}, 120_000);
afterAll(async () => {
  delete setup1.newestWithoutId;
  await stack?.close();
});

describe('detail and review without an id', () => {
  it('answer 404 while the caller union has no record of the module', async () => {
    expect((await corp2.get(`${SETUP1}/detail`)).status).toBe(404);
    expect((await corp2.get(`${SETUP1}/review`, { timestamp: '1' })).status).toBe(404);
  });

  it('answer the caller union’s newest record, in whatever state', async () => {
    await submitSetup1(corp1);
    const saved = await corp1.post(`${SETUP1}/saveDraft`, setup1Form);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const detail = await corp1.get(`${SETUP1}/detail`);
    expect(detail.status, JSON.stringify(detail.body)).toBe(200);
    expect(detail.body.data).toMatchObject({ id: saved.body.data.id, state: 'draft' });
  });

  it('print the newest record’s form', async () => {
    const pdf = await download(stack.app, corp1, `${SETUP1}/review?timestamp=1`);
    expect(pdf.status).toBe(200);
    expect(String(pdf.headers['content-type'])).toContain('application/pdf');
  });

  it('never answer another union’s record', async () => {
    expect((await corp2.get(`${SETUP1}/detail`)).status).toBe(404);
  });

  it('still answer the record an id names', async () => {
    const { id } = await submitSetup1(corp1);
    expect((await corp1.get(`${SETUP1}/detail`, { id })).body.data.id).toBe(id);
  });
});

describe('a module without the option', () => {
  it('needs the id: 400', async () => {
    expect((await corp1.get('/api/blade-crop/crop/setup2/detail')).status).toBe(400);
  });
});
