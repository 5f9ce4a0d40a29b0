// Records on a built-in chain (no deployed version behind them: started before deployments existed,
// or while none of their chain was active) run on the chain's seeded version, whose graph is that
// chain: they are counted there, hold it from deletion, and move with it to a new version. Real flows
// on Temporal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useWorkflowBundle } from '../../services/flow/models';
import { login, reviewFromClaimList, startTestStack, submitSetup1, workflowBundle, type ApiSession, type TestStack } from '../support';
import { deployModel, MANAGER, MODEL, submitModel, withCountersign } from './flow-admin-support';

const CHAIN = 'parent-then-federation';

let stack: TestStack;
let admin: ApiSession;
let corp1: ApiSession;
let launion1: ApiSession;
let federation: ApiSession;
/** The chain's seeded version 1. */
let seeded: string;
/** A set-up request started while the seeded version was suspended: on the chain, version 0. */
let record: { id: string; pid: string };

const recordRow = (id: string) =>
  stack.db.selectFrom('record').select(['flow_version_id', 'flow_version', 'state']).where('id', '=', id).executeTakeFirstOrThrow();

const openStages = async (pid: string) =>
  (
    await stack.db.selectFrom('flow_task').select('stage_key').where('process_instance_id', '=', pid).where('outcome', 'is', null).execute()
  ).map((t) => t.stage_key);

beforeAll(async () => {
  stack = await startTestStack();
  useWorkflowBundle((await workflowBundle()).code);
  admin = await login(stack.app, 'admin');
  corp1 = await login(stack.app, 'corp1');
  launion1 = await login(stack.app, 'launion1');
  federation = await login(stack.app, 'federation');
  const v1 = (await admin.get(`${MANAGER}/list`, { modelKey: CHAIN })).body.data.records.find(
    (r: { modelKey: string }) => r.modelKey === CHAIN,
  );
  expect(v1).toMatchObject({ source: 'seed', version: 1 });
  seeded = v1.id;
  expect((await admin.post(`${MANAGER}/change-state`, { id: seeded, state: 'suspended' })).status).toBe(200);
  record = await submitSetup1(corp1);
  expect((await admin.post(`${MANAGER}/change-state`, { id: seeded, state: 'active' })).status).toBe(200);
});
afterAll(async () => stack?.close());

describe('a record on the built-in chain', () => {
  it('pins no deployed version', async () => {
    expect(await recordRow(record.id)).toMatchObject({ flow_version_id: null, flow_version: 0, state: 'in_review' });
  });

  it('is counted as running on the chain’s seeded version, which it holds from deletion', async () => {
    expect((await admin.get(`${MANAGER}/version`, { id: seeded })).body.data.running).toBe(1);
    const refused = await admin.post(`${MANAGER}/delete-deployment`, { id: seeded });
    expect(refused.status).toBe(409);
    expect(refused.body.data).toMatchObject({ count: 1 });
  });

  it('is followed under the chain’s seeded version', async () => {
    const followed = await admin.get('/api/blade-flow/follow/list', { versionId: seeded, size: '100' });
    expect(followed.status).toBe(200);
    expect(followed.body.data.records.map((r: { recordId: string }) => r.recordId)).toEqual([record.id]);
    expect((await admin.get('/api/blade-flow/follow/list', { versionId: 'not-a-version' })).body.data.records).toEqual([]);
  });

  it('is in the dry run of a migration from the seeded version', async () => {
    const modelId = (await admin.get(`${MODEL}/list`, { modelKey: CHAIN })).body.data.records.find(
      (r: { modelKey: string }) => r.modelKey === CHAIN,
    ).id;
    await submitModel(admin, CHAIN, withCountersign(CHAIN), modelId);
    const v2 = (await deployModel(admin, modelId)).id;
    const plan = await admin.post(`${MANAGER}/migration-plan`, { fromVersionId: seeded, toVersionId: v2 });
    expect(plan.status, JSON.stringify(plan.body)).toBe(200);
    expect(plan.body.data.total).toBe(1);
    expect(plan.body.data.records).toEqual([expect.objectContaining({ recordId: record.id, stageKey: 'launion', to: 'launion' })]);
    expect(plan.body.data.replay).toEqual({ checked: 1, broken: [] });
  });

  it('moves to the new version, and its review goes on to the stage the new version added', async () => {
    const v2 = (await admin.get(`${MANAGER}/list`, { modelKey: CHAIN })).body.data.records.find(
      (v: { version: number }) => v.version === 2,
    ).id;
    const moved = await admin.post(`${MANAGER}/migrate`, { fromVersionId: seeded, toVersionId: v2 });
    expect(moved.body.data).toEqual({ moved: 1, failed: [] });
    expect(await recordRow(record.id)).toMatchObject({ flow_version_id: v2, flow_version: 2 });
    const migrated = await stack.db
      .selectFrom('flow_event')
      .select('payload')
      .where('process_instance_id', '=', record.pid)
      .where('type', '=', 'flow.migrated')
      .executeTakeFirstOrThrow();
    expect(migrated.payload).toMatchObject({ from: { versionId: '', version: 0 }, to: { versionId: v2, version: 2 } });
    expect((await admin.get(`${MANAGER}/version`, { id: seeded })).body.data.running).toBe(0);

    await reviewFromClaimList(launion1, record.id, record.pid, 'ok', '同意');
    await reviewFromClaimList(federation, record.id, record.pid, 'ok', '同意');
    expect(await openStages(record.pid)).toEqual(['countersign']);
  });
});
