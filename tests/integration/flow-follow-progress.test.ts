// 流程跟踪 → a flow's progress: the graph of the version it is pinned to, the nodes done, current and
// coming, and who reviews next.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlowGraph } from '../../catalogue';
import { login, startTestStack, type ApiSession, type TestStack } from '../support';
import { deployGraph, FOLLOW, leaveForm, review, SETUP1, stage, startLeave, submitSetup1, type Ref } from './flow-follow-support';

interface Progress {
  processInstanceId: string;
  state: string;
  actions: string[];
  graph: FlowGraph;
  done: string[];
  current: string[];
  coming: string[];
  next: { stageKey: string; stageName: string; reviewers: string[] }[];
  modelKey: string | null;
  version: number | null;
  temporalUrl: string;
}

let stack: TestStack;
let admin: ApiSession;
let corp1: ApiSession;
let launion1: ApiSession;
let federation: ApiSession;

beforeAll(async () => {
  stack = await startTestStack();
  admin = await login(stack.app, 'admin');
  corp1 = await login(stack.app, 'corp1');
  launion1 = await login(stack.app, 'launion1');
  federation = await login(stack.app, 'federation');
});
afterAll(async () => stack?.close());

async function progress(ref: Ref): Promise<Progress> {
  const answer = await admin.get(`${FOLLOW}/progress`, { processInstanceId: ref.pid });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as Progress;
}

describe('a flow on the catalogue chain (the seeded version 1)', () => {
  it('is at its first stage once submitted, the federation coming next', async () => {
    const ref = await submitSetup1(corp1);
    const p = await progress(ref);
    expect(p.graph.nodes.map((n) => n.id)).toEqual(['start', 'launion', 'federation', 'end']);
    expect(p).toMatchObject({
      state: 'in_review',
      done: ['start'],
      current: ['launion'],
      coming: ['federation'],
      next: [{ stageKey: 'federation', stageName: '总工会审核', reviewers: ['总工会审核员'] }],
      modelKey: 'parent-then-federation',
      version: 1,
      temporalUrl: `http://localhost:8233/namespaces/default/workflows/${ref.pid}`,
    });
  });

  it('has its first stage done once the parent union approved', async () => {
    const ref = await submitSetup1(corp1);
    await review(launion1, ref);
    expect(await progress(ref)).toMatchObject({ done: ['start', 'launion'], current: ['federation'], coming: [], next: [] });
  });

  it('has every node done once approved', async () => {
    const ref = await submitSetup1(corp1);
    await review(launion1, ref);
    await review(federation, ref);
    expect(await progress(ref)).toMatchObject({
      state: 'approved',
      done: ['start', 'launion', 'federation', 'end'],
      current: [],
      coming: [],
    });
  });

  it('stands at its start while returned, every stage coming again with its reviewers', async () => {
    const ref = await submitSetup1(corp1);
    await review(launion1, ref);
    await review(federation, ref, 'back');
    expect(await progress(ref)).toMatchObject({
      state: 'returned',
      done: [],
      current: ['start'],
      coming: ['launion', 'federation'],
      next: [
        { stageKey: 'launion', stageName: '上级工会审核', reviewers: ['中关村街道工会联合会'] },
        { stageKey: 'federation', stageName: '总工会审核', reviewers: ['总工会审核员'] },
      ],
    });
  });

  it('has nothing current or coming once cancelled, what it passed done', async () => {
    const ref = await submitSetup1(corp1);
    await review(launion1, ref);
    expect((await corp1.get(`${SETUP1}/removeFlow`, { id: ref.id, processInstanceId: ref.pid, reason: '不再申请' })).status).toBe(200);
    expect(await progress(ref)).toMatchObject({ state: 'cancelled', done: ['start', 'launion'], current: [], coming: [] });
  });

  it('offers its administrator terminate while the flow runs, and nothing once it ended (the table’s terminate)', async () => {
    const ref = await submitSetup1(corp1);
    expect((await progress(ref)).actions).toContain('terminate');
    expect((await corp1.get(`${SETUP1}/removeFlow`, { id: ref.id, processInstanceId: ref.pid, reason: '不再申请' })).status).toBe(200);
    expect((await progress(ref)).actions).toEqual([]);
  });

  it('walks its module’s catalogue chain when it was started before deployments existed', async () => {
    const ref = await submitSetup1(corp1);
    await stack.db
      .updateTable('record')
      .set({ flow_version_id: null, flow_version: null })
      .where('process_instance_id', '=', ref.pid)
      .execute();
    const p = await progress(ref);
    expect(p.graph.nodes.map((n) => n.id)).toEqual(['start', 'launion', 'federation', 'end']);
    expect(p).toMatchObject({ version: null, modelKey: 'parent-then-federation', current: ['launion'], coming: ['federation'] });
  });
});

describe('a flow on a deployed version with a branch', () => {
  // Leave of more than three days goes to the federation after the parent union.
  const branched: FlowGraph = {
    key: 'leave',
    name: { zh: '请假审批(长假报总工会)', en: 'Leave, long ones to the federation' },
    nodes: [
      { kind: 'start', id: 'start' },
      stage('launion', '上级工会审批', [{ kind: 'applicantParent' }]),
      { kind: 'choice', id: 'long', name: { zh: '是否超过3天', en: 'Over 3 days' } },
      stage('federation', '总工会备案', [{ kind: 'role', role: 'federation' }]),
      { kind: 'end', id: 'end' },
    ],
    edges: [
      { id: 'e1', from: 'start', to: 'launion' },
      { id: 'e2', from: 'launion', to: 'long' },
      { id: 'e3', from: 'long', to: 'federation', condition: { kind: 'amount', field: 'days', op: 'gt', value: 3 } },
      { id: 'e4', from: 'long', to: 'end', isDefault: true },
      { id: 'e5', from: 'federation', to: 'end' },
    ],
  };
  let versionId = '';
  beforeAll(async () => {
    versionId = await deployGraph(stack.db, '000000', 'leave', branched);
  });

  it('answers the pinned version’s graph, the branch its form takes coming', async () => {
    const ref = await startLeave(corp1, { ...leaveForm, days: 5 });
    const p = await progress(ref);
    expect(p.graph).toEqual(branched);
    expect(p).toMatchObject({ modelKey: 'leave', version: 1, done: ['start'], current: ['launion'], coming: ['federation'] });
    expect(p.next).toEqual([{ stageKey: 'federation', stageName: '总工会备案', reviewers: ['总工会审核员'] }]);
    const row = await stack.db
      .selectFrom('record')
      .select('flow_version_id')
      .where('process_instance_id', '=', ref.pid)
      .executeTakeFirstOrThrow();
    expect(row.flow_version_id).toBe(versionId);
  });

  it('has nothing coming when the form takes the short branch', async () => {
    const ref = await startLeave(corp1, { ...leaveForm, startTime: '2026-12-07', endTime: '2026-12-08', days: 2 });
    expect(await progress(ref)).toMatchObject({ current: ['launion'], coming: [], next: [] });
  });

  it('counts the gateway it passed as done', async () => {
    const ref = await startLeave(corp1, { ...leaveForm, days: 5 });
    await review(launion1, ref);
    expect(await progress(ref)).toMatchObject({ done: ['start', 'long', 'launion'], current: ['federation'], coming: [] });
  });
});

describe('who may see a flow’s progress', () => {
  it('answers 404 for an unknown flow', async () => {
    expect((await admin.get(`${FOLLOW}/progress`, { processInstanceId: 'setup1-42' })).status).toBe(404);
  });

  it('answers 404 to another tenant’s administrator', async () => {
    const ref = await submitSetup1(corp1);
    const admin2 = await login(stack.app, 'admin2', '100001');
    expect((await admin2.get(`${FOLLOW}/progress`, { processInstanceId: ref.pid })).status).toBe(404);
  });

  it('refuses a union account (403)', async () => {
    const ref = await submitSetup1(corp1);
    expect((await corp1.get(`${FOLLOW}/progress`, { processInstanceId: ref.pid })).status).toBe(403);
  });
});
