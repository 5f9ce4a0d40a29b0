// Moving running records to a new version of their model: the dry run first (how many records wait
// at each stage, where each goes, which would not replay on the new version), then the move, one
// record after another, each an event of the record's history. Real flows on Temporal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modelOfChain, parentThenFederation, type FlowGraph, type StageNode } from '../../catalogue';
import { useWorkflowBundle } from '../../services/flow/models';
import {
  login,
  reviewFromClaimList,
  SETUP1,
  startTestStack,
  submitSetup1,
  workflowBundle,
  type ApiSession,
  type TestStack,
} from '../support';
import { deployModel, MANAGER, MODEL, runningRecordRow, submitModel } from './flow-admin-support';

const CHAIN = 'parent-then-federation';

let stack: TestStack;
let admin: ApiSession;
let corp1: ApiSession;
let federation: ApiSession;
let launion1: ApiSession;
/** The seeded version 1 of the chain, which corp1's set-up requests start on. */
let v1: string;
/** Version 2: the parent union's review dropped, a federation countersign added after the federation's review. */
let v2: string;
let record: { id: string; pid: string };
/** A request its parent union approved: at the federation's review. */
let reviewed: { id: string; pid: string };

/** The chain without the parent union's stage, with a countersign after the federation's review. */
function withoutParentReview(): FlowGraph {
  const chain = modelOfChain(parentThenFederation);
  const federationStage = chain.nodes.find((n) => n.id === 'federation')!;
  const countersign: StageNode = {
    kind: 'stage',
    id: 'countersign',
    name: { zh: '总工会会签', en: 'Federation countersign' },
    candidates: [{ kind: 'role', role: 'federation' }],
    completion: 'any',
    dueHours: 24,
    onTimeout: 'remind',
  };
  return {
    ...chain,
    nodes: [{ kind: 'start', id: 'start' }, federationStage, countersign, { kind: 'end', id: 'end' }],
    edges: [
      { id: 'e1', from: 'start', to: 'federation' },
      { id: 'e2', from: 'federation', to: 'countersign' },
      { id: 'e3', from: 'countersign', to: 'end' },
    ],
  };
}

const versionOf = async (id: string) =>
  (await stack.db.selectFrom('record').select(['flow_version_id', 'state']).where('id', '=', id).executeTakeFirstOrThrow()).flow_version_id;

beforeAll(async () => {
  stack = await startTestStack();
  // The replayer runs the bundle the worker runs, instead of bundling the workflows once more.
  useWorkflowBundle((await workflowBundle()).code);
  admin = await login(stack.app, 'admin');
  corp1 = await login(stack.app, 'corp1');
  federation = await login(stack.app, 'federation');
  launion1 = await login(stack.app, 'launion1');
  v1 = (await admin.get(`${MANAGER}/list`, { modelKey: CHAIN })).body.data.records.find(
    (r: { modelKey: string }) => r.modelKey === CHAIN,
  ).id;
  record = await submitSetup1(corp1);
  reviewed = await submitSetup1(corp1);
  await reviewFromClaimList(launion1, reviewed.id, reviewed.pid, 'ok', '同意');
  const modelId = (await admin.get(`${MODEL}/list`, { modelKey: CHAIN })).body.data.records.find(
    (r: { modelKey: string }) => r.modelKey === CHAIN,
  ).id;
  await submitModel(admin, CHAIN, withoutParentReview(), modelId);
  v2 = (await deployModel(admin, modelId)).id;
});
afterAll(async () => stack?.close());

describe('a running record', () => {
  it('starts on the deployed version of its module’s chain', async () => {
    expect(await versionOf(record.id)).toBe(v1);
    expect((await admin.get(`${MANAGER}/version`, { id: v1 })).body.data.running).toBeGreaterThanOrEqual(1);
  });
});

describe('the dry run', () => {
  it('counts the records at each stage and sends those of a stage the new version lacks to the next one it has', async () => {
    const plan = await admin.post(`${MANAGER}/migration-plan`, { fromVersionId: v1, toVersionId: v2 });
    expect(plan.status, JSON.stringify(plan.body)).toBe(200);
    expect(plan.body.data.total).toBe(2);
    expect(plan.body.data.stages).toEqual([
      { stageKey: 'launion', stageName: '上级工会审核', count: 1, exists: false, to: 'federation', toName: '总工会审核' },
      { stageKey: 'federation', stageName: '总工会审核', count: 1, exists: true, to: 'federation', toName: '总工会审核' },
    ]);
    expect(plan.body.data.records).toEqual([
      {
        recordId: record.id,
        processInstanceId: record.pid,
        title: expect.any(String),
        unionName: expect.any(String),
        stageKey: 'launion',
        to: 'federation',
      },
      {
        recordId: reviewed.id,
        processInstanceId: reviewed.pid,
        title: expect.any(String),
        unionName: expect.any(String),
        stageKey: 'federation',
        to: 'federation',
      },
    ]);
    // Nothing moved.
    expect(await versionOf(record.id)).toBe(v1);
  });

  it('sends them where the administrator chooses instead', async () => {
    const plan = await admin.post(`${MANAGER}/migration-plan`, { fromVersionId: v1, toVersionId: v2, targets: { launion: 'countersign' } });
    expect(plan.body.data.stages[0]).toMatchObject({ stageKey: 'launion', to: 'countersign', toName: '总工会会签' });
  });

  it('refuses a target that is not a stage of the new version, naming it', async () => {
    const plan = await admin.post(`${MANAGER}/migration-plan`, { fromVersionId: v1, toVersionId: v2, targets: { launion: 'end' } });
    expect(plan.status).toBe(400);
    expect(plan.body.data.errors[0]).toMatchObject({ field: 'targets.launion' });
  });

  it('refuses versions of two models, and a suspended target', async () => {
    const other = (await admin.get(`${MANAGER}/list`, { modelKey: 'parent-only' })).body.data.records.find(
      (r: { modelKey: string }) => r.modelKey === 'parent-only',
    ).id;
    expect((await admin.post(`${MANAGER}/migration-plan`, { fromVersionId: v1, toVersionId: other })).status).toBe(400);
    await admin.post(`${MANAGER}/change-state`, { id: v2, state: 'suspended' });
    expect((await admin.post(`${MANAGER}/migration-plan`, { fromVersionId: v1, toVersionId: v2 })).status).toBe(409);
    await admin.post(`${MANAGER}/change-state`, { id: v2, state: 'active' });
  });
});

describe('the replay check', () => {
  it('replays the running records of the model’s versions with its draft', async () => {
    const modelId = (await admin.get(`${MODEL}/list`, { modelKey: CHAIN })).body.data.records.find(
      (r: { modelKey: string }) => r.modelKey === CHAIN,
    ).id;
    const check = await admin.post(`${MODEL}/replay-check`, { id: modelId });
    expect(check.status, JSON.stringify(check.body)).toBe(200);
    expect(check.body.data.checked).toBeGreaterThanOrEqual(1);
    expect(check.body.data.broken.map((b: { recordId: string }) => b.recordId)).not.toContain(record.id);
  });

  it('passes a record the new version takes as it ran, and reports one it would not take: reviewed at a stage it lost', async () => {
    const plan = await admin.post(`${MANAGER}/migration-plan`, { fromVersionId: v1, toVersionId: v2 });
    expect(plan.body.data.replay.checked).toBe(2);
    // Submitted and waiting: on the new version it waits at the federation instead, which replays.
    expect(plan.body.data.replay.broken.map((b: { recordId: string }) => b.recordId)).toEqual([reviewed.id]);
    expect(plan.body.data.replay.broken[0].error).toBeTruthy();
    // Out of the way of the migration below: the applicant cancels it.
    expect((await corp1.get(`${SETUP1}/removeFlow`, { processInstanceId: reviewed.pid, reason: '测试' })).status).toBe(200);
  });

  it('reports a record whose recorded run cannot be read, with the reason', async () => {
    const orphan = await runningRecordRow(stack.db, v1, 'in_review', 'launion');
    const plan = await admin.post(`${MANAGER}/migration-plan`, { fromVersionId: v1, toVersionId: v2 });
    expect(plan.body.data.total).toBe(2);
    expect(plan.body.data.replay.broken).toEqual([
      { recordId: orphan.id, processInstanceId: orphan.pid, title: expect.any(String), error: expect.stringMatching(/.+/) },
    ]);
    await stack.db.updateTable('record').set({ state: 'cancelled' }).where('id', '=', orphan.id).execute();
  });
});

describe('migrating', () => {
  it('moves the record to the new version, where its review goes on', async () => {
    const moved = await admin.post(`${MANAGER}/migrate`, { fromVersionId: v1, toVersionId: v2 });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data).toEqual({ moved: 1, failed: [] });
    expect(await versionOf(record.id)).toBe(v2);
    const events = await stack.db
      .selectFrom('flow_event')
      .select(['type', 'payload'])
      .where('process_instance_id', '=', record.pid)
      .orderBy('seq')
      .execute();
    const migrated = events.find((e) => e.type === 'flow.migrated');
    expect(migrated?.payload).toMatchObject({ from: { versionId: v1 }, to: { versionId: v2, version: 2 } });
    const open = await stack.db
      .selectFrom('flow_task')
      .select('stage_key')
      .where('process_instance_id', '=', record.pid)
      .where('outcome', 'is', null)
      .execute();
    expect(open.map((t) => t.stage_key)).toEqual(['federation']);
    const claim = await federation.get('/api/blade-flow/work/claim-list', { size: '100' });
    expect(claim.body.data.records.map((t: { recordId: string }) => t.recordId)).toContain(record.id);
    const audit = await stack.db
      .selectFrom('flow_model_audit')
      .select(['action', 'detail'])
      .where('action', '=', 'manager.migrate')
      .execute();
    expect(audit[0]?.detail).toMatchObject({ moved: 1, to: { versionId: v2 } });
  });

  it('names each record that could not move, and moves the others', async () => {
    const orphan = await runningRecordRow(stack.db, v1, 'in_review', 'launion');
    const answer = await admin.post(`${MANAGER}/migrate`, { fromVersionId: v1, toVersionId: v2, recordIds: [orphan.id, '12345'] });
    expect(answer.status).toBe(200);
    expect(answer.body.data.moved).toBe(0);
    expect(answer.body.data.failed.map((f: { recordId: string }) => f.recordId).sort()).toEqual(['12345', orphan.id].sort());
    expect(await versionOf(orphan.id)).toBe(v1);
  });
});
