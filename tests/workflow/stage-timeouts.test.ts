// A stage's due time and what happens when it passes (issue 10), on the record's real workflow and
// its real activities (events and read models in this file's database), run by Temporal's
// time-skipping test server: `env.sleep('25 hours')` lets a day pass in milliseconds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modelOfChain, modules, type StageNode, type TimeoutAction } from '../../catalogue';
import {
  approveOpenTask,
  FLOW,
  login,
  SETUP1,
  startTimeSkippingStack,
  submitSetup1,
  type ApiSession,
  type TimeSkippingStack,
} from '../support';
import { deployModel, submitModel } from '../integration/flow-admin-support';

let stack: TimeSkippingStack;
let admin: ApiSession;
let corp1: ApiSession;
let launion1: ApiSession;
/** setup1's own model, once made: each test deploys its next version. */
let modelId: string | undefined;

/** Deploys setup1's own model: its chain with the parent union's stage due in 24 hours, doing `onTimeout` then. */
async function deployWith(onTimeout: TimeoutAction): Promise<void> {
  const chain = modelOfChain(modules.setup1!.flowModel);
  const nodes = chain.nodes.map((n) => (n.id === 'launion' ? ({ ...n, dueHours: 24, onTimeout } as StageNode) : n));
  modelId = await submitModel(admin, 'setup1', { ...chain, key: 'setup1', nodes }, modelId);
  await deployModel(admin, modelId);
}

const historyTypes = async (pid: string) =>
  ((await corp1.get(`${FLOW}/process/history-flow-list`, { processInstanceId: pid })).body.data as { type: string }[]).map((h) => h.type);
const detail = async (id: string) => (await corp1.get(`${SETUP1}/detail`, { id })).body.data;
const openTasks = (pid: string) =>
  stack.db
    .selectFrom('flow_task')
    .select(['stage_key', 'candidates'])
    .where('process_instance_id', '=', pid)
    .where('outcome', 'is', null)
    .execute();

beforeAll(async () => {
  stack = await startTimeSkippingStack();
  [admin, corp1, launion1] = await Promise.all([login(stack.app, 'admin'), login(stack.app, 'corp1'), login(stack.app, 'launion1')]);
}, 120_000);
afterAll(async () => stack?.close());

describe('a stage due in 24 hours', () => {
  it('does nothing before its due time', async () => {
    await deployWith('autoApprove');
    const r = await submitSetup1(corp1);
    await stack.env.sleep('23 hours');
    expect(await historyTypes(r.pid)).toEqual(['flow.started', 'submitted', 'task.created']);
    expect((await detail(r.id)).stageName).toBe('上级工会审核');
  });

  it('leaves a task its reviewer completed in time to the next stage', async () => {
    await deployWith('autoApprove');
    const r = await submitSetup1(corp1);
    await stack.env.sleep('23 hours');
    expect(await approveOpenTask([launion1], r.id, r.pid)).toBe(true);
    await stack.env.sleep('2 hours');
    expect(await historyTypes(r.pid)).not.toContain('task.timedOut');
    expect((await detail(r.id)).stageName).toBe('总工会审核');
  });

  it('reminds after a day: the task stays open, marked overdue in the history', async () => {
    await deployWith('remind');
    const r = await submitSetup1(corp1);
    await stack.env.sleep('25 hours');
    expect((await historyTypes(r.pid)).at(-1)).toBe('task.overdue');
    expect(await openTasks(r.pid)).toEqual([{ stage_key: 'launion', candidates: ['union:1100'] }]);
  });

  it('reminds only once, however long the task then waits', async () => {
    await deployWith('remind');
    const r = await submitSetup1(corp1);
    await stack.env.sleep('25 hours');
    await stack.env.sleep('10 days');
    expect((await historyTypes(r.pid)).filter((t) => t === 'task.overdue')).toHaveLength(1);
  });

  it('approves on the stage’s behalf after a day and moves the record to the next stage', async () => {
    await deployWith('autoApprove');
    const r = await submitSetup1(corp1);
    await stack.env.sleep('25 hours');
    expect(await historyTypes(r.pid)).toContain('task.timedOut');
    expect((await detail(r.id)).stageName).toBe('总工会审核');
  });

  it('returns the record to its applicant after a day, with the reason', async () => {
    await deployWith('autoReturn');
    const r = await submitSetup1(corp1);
    await stack.env.sleep('25 hours');
    expect(await detail(r.id)).toMatchObject({ state: 'returned', lastComment: '办理超时，系统自动退回' });
  });

  it('escalates after a day to the union above the reviewing union', async () => {
    await deployWith('escalate');
    const r = await submitSetup1(corp1);
    await stack.env.sleep('25 hours');
    expect(await historyTypes(r.pid)).toContain('task.timedOut');
    // corp1's parent union is 1100 (launion1), whose parent is the federation's union 1000.
    expect(await openTasks(r.pid)).toEqual([{ stage_key: 'launion', candidates: ['union:1000'] }]);
  });

  it('only reminds when the escalated task is late again', async () => {
    await deployWith('escalate');
    const r = await submitSetup1(corp1);
    await stack.env.sleep('25 hours');
    await stack.env.sleep('25 hours');
    expect((await historyTypes(r.pid)).slice(-3)).toEqual(['task.timedOut', 'task.created', 'task.overdue']);
    expect(await openTasks(r.pid)).toEqual([{ stage_key: 'launion', candidates: ['union:1000'] }]);
  });
});
