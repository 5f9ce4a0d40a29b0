// A stage's due time and what happens when it passes (issue 10), on a real workflow's timer: the
// test stack's hour is 1.5 seconds, pinned in each flow's input, so a 1-hour stage is late in 1.5 s.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modelOfChain, modules, type StageNode, type TimeoutAction } from '../../catalogue';
import { FLOW, login, SETUP1, startTestStack, submitSetup1, type ApiSession, type TestStack } from '../support';
import { deployModel, submitModel } from './flow-admin-support';

const HOUR_MS = 1500;

let stack: TestStack;
let admin: ApiSession;
let corp1: ApiSession;
/** setup1's own model, once made: each test deploys its next version. */
let modelId: string | undefined;

/** Deploys setup1's own model: its chain with the parent union's stage due in one hour, doing `onTimeout` then. */
async function deployWith(onTimeout: TimeoutAction): Promise<void> {
  const chain = modelOfChain(modules.setup1!.flowModel);
  const nodes = chain.nodes.map((n) => (n.id === 'launion' ? ({ ...n, dueHours: 1, onTimeout } as StageNode) : n));
  modelId = await submitModel(admin, 'setup1', { ...chain, key: 'setup1', nodes }, modelId);
  await deployModel(admin, modelId);
}

const historyTypes = async (pid: string) =>
  ((await corp1.get(`${FLOW}/process/history-flow-list`, { processInstanceId: pid })).body.data as { type: string }[]).map((h) => h.type);

/** Polls until `check` holds (the timer fires on its own), for at most ten seconds. */
async function eventually(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 50 && !(await check()); i++) await new Promise((r) => setTimeout(r, 200));
  expect(await check()).toBe(true);
}

beforeAll(async () => {
  stack = await startTestStack({ hourMs: HOUR_MS });
  admin = await login(stack.app, 'admin');
  corp1 = await login(stack.app, 'corp1');
}, 120_000);
afterAll(async () => stack?.close());

describe('a stage past its due time', () => {
  it('reminds once: the task stays open, marked overdue in the history and on the follow page', async () => {
    await deployWith('remind');
    const r = await submitSetup1(corp1);
    await eventually(async () => (await historyTypes(r.pid)).includes('task.overdue'));
    await new Promise((res) => setTimeout(res, HOUR_MS * 2));
    expect((await historyTypes(r.pid)).filter((t) => t === 'task.overdue')).toHaveLength(1);
    const follow = (await admin.get(`${FLOW}/follow/list`, { module: 'setup1' })).body.data.records as {
      recordId: string;
      overdue: boolean;
    }[];
    expect(follow.find((f) => f.recordId === r.id)?.overdue).toBe(true);
  });

  it('approves on the stage’s behalf and moves the record to the next stage', async () => {
    await deployWith('autoApprove');
    const r = await submitSetup1(corp1);
    await eventually(async () => (await corp1.get(`${SETUP1}/detail`, { id: r.id })).body.data.stageName === '总工会审核');
    expect(await historyTypes(r.pid)).toContain('task.timedOut');
  });

  it('returns the record to its applicant with the reason', async () => {
    await deployWith('autoReturn');
    const r = await submitSetup1(corp1);
    await eventually(async () => (await corp1.get(`${SETUP1}/detail`, { id: r.id })).body.data.state === 'returned');
    expect((await corp1.get(`${SETUP1}/detail`, { id: r.id })).body.data.lastComment).toBe('办理超时，系统自动退回');
  });

  it('escalates to the union above the reviewing union', async () => {
    await deployWith('escalate');
    const r = await submitSetup1(corp1);
    await eventually(async () => (await historyTypes(r.pid)).includes('task.timedOut'));
    const open = await stack.db
      .selectFrom('flow_task')
      .select(['stage_key', 'candidates'])
      .where('process_instance_id', '=', r.pid)
      .where('outcome', 'is', null)
      .execute();
    // corp1's parent union is 1100 (launion1), whose parent is the federation's union 1000.
    expect(open).toEqual([{ stage_key: 'launion', candidates: ['union:1000'] }]);
  });
});
