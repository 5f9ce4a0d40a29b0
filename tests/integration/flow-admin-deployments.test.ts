// 部署管理: deployed versions the tenant runs (its own and the federation's shared to it), suspended
// and activated, deployed from a BPMN file, deleted only when no record runs on them; and which
// version a new record pins (services/flow/plans' deployedFlowFor).
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, withTenant, type Database } from '../../db';
import { deployedFlowFor } from '../../services/flow/plans';
import { BASIC, login, startTestStack, type ApiSession, type TestStack } from '../support';
import { bpmnFixture, deployModel, MANAGER, MODEL, runningRecordRow, submitModel, withCountersign } from './flow-admin-support';

interface VersionRow {
  id: string;
  modelKey: string;
  version: number;
  source: string;
  suspended: boolean;
  tenantId: string;
  tenantIds: string[];
  running: number;
}

let stack: TestStack;
let appDb: Kysely<Database>;
let admin: ApiSession;
let admin2: ApiSession;
/** The federation's setup1 model, deployed and shared to tenant 100001. */
let shared: { id: string; version: number };

beforeAll(async () => {
  stack = await startTestStack({ noWorker: true });
  appDb = createDb((stack.config.databaseUrl ?? process.env.TEST_DATABASE_URL)!, { appRole: true });
  admin = await login(stack.app, 'admin');
  admin2 = await login(stack.app, 'admin2', '100001');
  shared = await deployModel(admin, await submitModel(admin, 'setup1', withCountersign()), ['100001']);
});
afterAll(async () => {
  await appDb?.destroy();
  await stack?.close();
});

const versions = async (session: ApiSession, query: Record<string, string> = {}): Promise<VersionRow[]> => {
  const answer = await session.get(`${MANAGER}/list`, { size: '100', ...query });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.records as VersionRow[];
};

const changeState = (session: ApiSession, id: string, state: 'active' | 'suspended') =>
  session.post(`${MANAGER}/change-state`, { id, state });

async function upload(session: ApiSession, fields: Record<string, string>, file: { name: string; content: Buffer }) {
  const boundary = `----flow-admin-${Math.random().toString(16).slice(2)}`;
  const parts = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  const payload = Buffer.concat([
    ...parts,
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${file.name}"\r\nContent-Type: application/xml\r\n\r\n`,
    ),
    file.content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await stack.app.inject({
    method: 'POST',
    url: `${MANAGER}/deploy-upload`,
    headers: { authorization: BASIC, 'miidc-auth': `bearer ${session.token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  return { status: res.statusCode, body: res.json() };
}

/** The modeller's file with `xml` added to its first extension elements. */
const withExtension = (xml: string) =>
  Buffer.from(bpmnFixture('federation-grant.bpmn').toString('utf8').replace('<bpmn:extensionElements>', `<bpmn:extensionElements>${xml}`));

describe('the deployment list', () => {
  it('shows the seeded version 1 of each catalogue chain with no record running on it', async () => {
    const seeded = (await versions(admin, { modelKey: 'parent-then-federation' })).find((r) => r.modelKey === 'parent-then-federation');
    expect(seeded).toMatchObject({ version: 1, source: 'seed', suspended: false, tenantIds: [], running: 0, tenantId: '000000' });
  });

  it('shows a tenant its own versions and the federation’s shared to it, nothing else of the federation', async () => {
    const rows = await versions(admin2);
    expect(rows.find((r) => r.id === shared.id)).toMatchObject({ tenantId: '000000', tenantIds: ['100001'] });
    expect(rows.filter((r) => r.tenantId === '000000').map((r) => r.id)).toEqual([shared.id]);
    expect((await admin2.get(`${MANAGER}/version`, { id: shared.id })).body.data.graph.key).toBe('setup1');
    const unshared = (await versions(admin, { modelKey: 'parent-only' })).find((r) => r.modelKey === 'parent-only')!;
    expect((await admin2.get(`${MANAGER}/version`, { id: unshared.id })).status).toBe(404);
  });

  it('binds a query that forgot the tenant to the tenant’s and the shared versions (row-level security)', async () => {
    const rows = await withTenant('100001', () => appDb.selectFrom('flow_model_version').select(['id', 'tenant_id']).execute());
    expect(rows.filter((r) => r.tenant_id === '000000').map((r) => String(r.id))).toEqual([shared.id]);
    expect(rows.every((r) => r.tenant_id === '100001' || r.tenant_id === '000000')).toBe(true);
    // Readable, never writable by the tenant it is shared to.
    const updated = await withTenant('100001', () =>
      appDb.updateTable('flow_model_version').set({ suspended: true }).where('id', '=', shared.id).executeTakeFirst(),
    );
    expect(Number(updated.numUpdatedRows)).toBe(0);
  });
});

describe('which version a new record pins', () => {
  it('takes the module’s own model first, then its chain; the tenant’s own version first, then the federation’s shared one', async () => {
    const forOther = await deployedFlowFor(stack.db, '100001', 'setup1', 'parent-then-federation');
    expect(forOther).toMatchObject({ modelKey: 'setup1', versionId: shared.id, version: shared.version });
    const chainOnly = await deployedFlowFor(stack.db, '100001', 'organ2', 'parent-then-federation');
    expect(chainOnly).toMatchObject({ modelKey: 'parent-then-federation', version: 1 });
    const ownId = (await versions(admin2, { modelKey: 'parent-then-federation' })).find((r) => r.modelKey === 'parent-then-federation')!.id;
    expect(chainOnly!.versionId).toBe(ownId);

    const own = await deployModel(admin2, await submitModel(admin2, 'setup1', withCountersign()));
    expect((await deployedFlowFor(stack.db, '100001', 'setup1', 'parent-then-federation'))!.versionId).toBe(own.id);
    // Suspended: the tenant's own version starts nothing; the federation's shared one does again.
    expect((await changeState(admin2, own.id, 'suspended')).status).toBe(200);
    expect((await deployedFlowFor(stack.db, '100001', 'setup1', 'parent-then-federation'))!.versionId).toBe(shared.id);
  });

  it('answers none where nothing is deployed', async () => {
    expect(await deployedFlowFor(stack.db, '100001', 'noSuchModule', 'noSuchChain')).toBeNull();
  });
});

describe('suspending and activating', () => {
  it('suspends a version and activates it again, each change audited', async () => {
    const v = (await versions(admin, { modelKey: 'parent-only' })).find((r) => r.modelKey === 'parent-only')!;
    const suspended = await changeState(admin, v.id, 'suspended');
    expect(suspended.body.data).toMatchObject({ id: v.id, suspended: true });
    expect((await deployedFlowFor(stack.db, '000000', 'organ2', 'parent-only'))?.versionId).not.toBe(v.id);
    expect((await changeState(admin, v.id, 'active')).body.data.suspended).toBe(false);
    expect((await deployedFlowFor(stack.db, '000000', 'organ2', 'parent-only'))?.versionId).toBe(v.id);
    const audit = await stack.db
      .selectFrom('flow_model_audit')
      .select(['action'])
      .where('target', '=', v.id)
      .orderBy('create_time')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['manager.suspend', 'manager.activate']);
  });

  it('leaves the federation’s shared version to the federation', async () => {
    expect((await changeState(admin2, shared.id, 'suspended')).status).toBe(403);
    expect((await admin2.post(`${MANAGER}/delete-deployment`, { id: shared.id })).status).toBe(403);
  });
});

describe('deploying a BPMN file', () => {
  it('deploys a file made in an external modeller as the next version of the category’s model', async () => {
    const answer = await upload(
      admin,
      { category: 'parent-only', tenantIds: '100001' },
      { name: 'federation-grant.bpmn', content: bpmnFixture('federation-grant.bpmn') },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({ modelKey: 'parent-only', version: 2, source: 'upload', tenantIds: ['100001'] });
    const graph = (await admin.get(`${MANAGER}/version`, { id: answer.body.data.id })).body.data.graph;
    expect(graph.nodes.map((n: { id: string }) => n.id)).toEqual(
      expect.arrayContaining(['Activity_ParentReview', 'Gateway_Amount', 'Activity_Countersign']),
    );
    // The uploaded file is what its export answers.
    const exported = await admin.get(`${MODEL}/export`, { versionId: answer.body.data.id });
    expect(Buffer.from(exported.body.data as Buffer).toString('utf8')).toContain('Process_FederationGrant');
  });

  it('refuses a file with an unsupported element, naming it, and deploys nothing', async () => {
    const before = (await versions(admin, { modelKey: 'federation-only' })).length;
    const answer = await upload(
      admin,
      { category: 'federation-only' },
      { name: 'script-task.bpmn', content: bpmnFixture('script-task.bpmn') },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors).toContainEqual(expect.objectContaining({ element: 'ScriptTask_1', bpmnType: 'bpmn:ScriptTask' }));
    expect(answer.body.msg).toContain('ScriptTask_1');
    expect((await versions(admin, { modelKey: 'federation-only' })).length).toBe(before);
  });

  it('refuses a file of 100,000 nested elements with 400 naming the file before reading it, and deploys nothing', async () => {
    const before = (await versions(admin, { modelKey: 'parent-only' })).length;
    const deep = withExtension(`${'<a>'.repeat(100_000)}${'</a>'.repeat(100_000)}`);
    const answer = await upload(admin, { category: 'parent-only' }, { name: 'deep.bpmn', content: deep });
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors[0]).toMatchObject({ field: 'files', rule: 'maxDepth' });
    expect(answer.body.msg).toBe('文件「deep.bpmn」的元素嵌套超过50层，不是可部署的流程模型');
    expect((await versions(admin, { modelKey: 'parent-only' })).length).toBe(before);
  });

  it('refuses a file of more elements than a model holds, naming the file', async () => {
    const answer = await upload(admin, { category: 'parent-only' }, { name: 'many.bpmn', content: withExtension('<a/>'.repeat(25_000)) });
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors[0]).toMatchObject({ field: 'files', rule: 'maxElements' });
    expect(answer.body.msg).toContain('many.bpmn');
  });

  it('deploys a file within the limits: its extension elements nested 40 deep, a thousand more beside them', async () => {
    const within = withExtension(`${'<a>'.repeat(40)}${'</a>'.repeat(40)}${'<b/>'.repeat(1000)}`);
    const answer = await upload(admin, { category: 'parent-only' }, { name: 'within.bpmn', content: within });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({ modelKey: 'parent-only', source: 'upload' });
  });

  it('refuses an upload without a category or a file', async () => {
    const noCategory = await upload(admin, {}, { name: 'federation-grant.bpmn', content: bpmnFixture('federation-grant.bpmn') });
    expect(noCategory.body.data.errors[0]).toMatchObject({ field: 'category' });
    const notBpmn = await upload(admin, { category: 'parent-only' }, { name: 'grant.pdf', content: bpmnFixture('federation-grant.bpmn') });
    expect(notBpmn.body.data.errors[0]).toMatchObject({ field: 'files' });
  });

  it('lets only the federation share an uploaded version', async () => {
    const answer = await upload(
      admin2,
      { category: 'parent-only', tenantIds: '000000' },
      { name: 'f.bpmn', content: bpmnFixture('federation-grant.bpmn') },
    );
    expect(answer.status).toBe(403);
  });
});

describe('deleting a deployment', () => {
  it('refuses while records run on it, naming how many, and deletes it once none does', async () => {
    const id = await submitModel(admin, 'organ1Detail', { ...withCountersign('organ1Detail') });
    const v = await deployModel(admin, id);
    await runningRecordRow(stack.db, v.id, 'in_review', 'launion');
    await runningRecordRow(stack.db, v.id, 'draft');
    const finished = await runningRecordRow(stack.db, v.id, 'approved');
    const refused = await admin.post(`${MANAGER}/delete-deployment`, { id: v.id });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe('该部署上还有 2 条流程在运行');
    expect(refused.body.data).toMatchObject({ count: 2 });
    expect((await versions(admin, { modelKey: 'organ1Detail' })).find((r) => r.modelKey === 'organ1Detail')).toMatchObject({
      id: v.id,
      running: 2,
    });

    await stack.db
      .updateTable('record')
      .set({ state: 'cancelled' })
      .where('flow_version_id', '=', v.id)
      .where('id', '<>', finished.id)
      .execute();
    expect((await admin.post(`${MANAGER}/delete-deployment`, { id: v.id })).status).toBe(200);
    expect((await admin.get(`${MANAGER}/version`, { id: v.id })).status).toBe(404);
    expect((await versions(admin, { modelKey: 'organ1Detail' })).map((r) => r.id)).not.toContain(v.id);
    const audit = await stack.db.selectFrom('flow_model_audit').select('action').where('target', '=', v.id).execute();
    expect(audit.map((a) => a.action)).toEqual(['manager.delete']);
  });

  it('starts no record on a deleted version and answers a second delete with 404', async () => {
    const v = await deployModel(admin, await submitModel(admin, 'organ3', withCountersign('organ3')));
    expect((await deployedFlowFor(stack.db, '000000', 'organ3', 'noSuchChain'))?.versionId).toBe(v.id);
    expect((await admin.post(`${MANAGER}/delete-deployment`, { id: v.id })).status).toBe(200);
    expect(await deployedFlowFor(stack.db, '000000', 'organ3', 'noSuchChain')).toBeNull();
    expect((await admin.post(`${MANAGER}/delete-deployment`, { id: v.id })).status).toBe(404);
    expect((await changeState(admin, v.id, 'suspended')).status).toBe(404);
  });

  it('keeps a deleted version’s graph for the records that ran on it, and never gives its number again', async () => {
    const id = await submitModel(admin, 'organ4', withCountersign('organ4'));
    const v = await deployModel(admin, id);
    const finished = await runningRecordRow(stack.db, v.id, 'approved');
    expect((await admin.post(`${MANAGER}/delete-deployment`, { id: v.id })).status).toBe(200);
    const progress = await admin.get('/api/blade-flow/follow/progress', { processInstanceId: finished.pid });
    expect(progress.status, JSON.stringify(progress.body)).toBe(200);
    expect(progress.body.data).toMatchObject({ modelKey: 'organ4', version: v.version });
    expect(progress.body.data.graph.nodes.map((n: { id: string }) => n.id)).toContain('countersign');
    const next = await deployModel(admin, id);
    expect(next.version).toBe(v.version + 1);
  });

  it('refuses to remove or change a deleted version’s row, even to the database’s own role', async () => {
    const v = await deployModel(admin, await submitModel(admin, 'organ5', withCountersign('organ5')));
    expect((await admin.post(`${MANAGER}/delete-deployment`, { id: v.id })).status).toBe(200);
    const asApp = (run: () => Promise<unknown>) => withTenant('000000', run);
    await expect(asApp(() => appDb.deleteFrom('flow_model_version').where('id', '=', v.id).execute())).rejects.toThrow(/kept/);
    await expect(
      asApp(() => appDb.updateTable('flow_model_version').set({ suspended: true }).where('id', '=', v.id).execute()),
    ).rejects.toThrow(/deleted/);
  });
});
