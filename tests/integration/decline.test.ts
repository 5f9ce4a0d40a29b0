// The reviewer's third decision (issue 23, docs/forms/group-c.md): 不予通过 (`flag` decline), with a
// required reason, where the open stage may (`decline` on the stage node: here setup1's own model with
// its parent union's stage declining, the federation's not). The record ends 未通过 (`declined`) for
// good: no resend, cancel or removal (409); listed among finished records; named in the history and
// the reviewer's done list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modelOfChain, modules, type FlowGraph, type StageNode } from '../../catalogue';
import { FLOW, login, SETUP1, setup1Form, startTestStack, submitSetup1, type ApiSession, type TestStack } from '../support';
import { pdfTextLines } from '../support/documents-pdf-text';
import { deployModel, submitModel } from './flow-admin-support';

let stack: TestStack;
let corp1: ApiSession;
let launion1: ApiSession;
let federation: ApiSession;

/** setup1's chain as its own model, its parent union's stage (launion) offering 不予通过. */
function setup1DecliningAtLaunion(): FlowGraph {
  const chain = modelOfChain(modules.setup1!.flowModel);
  return { ...chain, key: 'setup1', nodes: chain.nodes.map((n) => (n.id === 'launion' ? ({ ...n, decline: true } as StageNode) : n)) };
}

beforeAll(async () => {
  stack = await startTestStack();
  const admin = await login(stack.app, 'admin');
  corp1 = await login(stack.app, 'corp1');
  launion1 = await login(stack.app, 'launion1');
  federation = await login(stack.app, 'federation');
  await deployModel(admin, await submitModel(admin, 'setup1', setup1DecliningAtLaunion()));
}, 120_000);
afterAll(async () => stack?.close());

const detailOf = async (who: ApiSession, id: string) => (await who.get(`${SETUP1}/detail`, { id })).body.data;

/** The reviewer's claimed task of the record, as its todo list shows it. */
async function claimedTask(reviewer: ApiSession, id: string) {
  const claim = await reviewer.get(`${FLOW}/work/claim-list`, { size: '100' });
  const task = claim.body.data.records.find((t: { recordId: string }) => t.recordId === id);
  expect(task, 'the record’s task in the claim list').toBeTruthy();
  expect((await reviewer.post(`${FLOW}/work/claim-task`, undefined, { taskId: task.taskId })).status).toBe(200);
  const todo = await reviewer.get(`${FLOW}/work/todo-list`, { size: '100' });
  return todo.body.data.records.find((t: { taskId: string }) => t.taskId === task.taskId) as { taskId: string; actions: string[] };
}

const decline = (reviewer: ApiSession, record: { pid: string }, taskId: string, comment: string) =>
  reviewer.post(`${FLOW}/work/complete-task`, { taskId, processInstanceId: record.pid, flag: 'decline', comment });

/** A setup1 record declined at its parent union's stage with `reason`. */
async function declined(reason = '不符合建会条件') {
  const record = await submitSetup1(corp1);
  const task = await claimedTask(launion1, record.id);
  const answer = await decline(launion1, record, task.taskId, reason);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { ...record, taskId: task.taskId };
}

describe('不予通过 at a stage that may decline', () => {
  it('is among the actions of the reviewer’s task and of the record it reviews', async () => {
    const record = await submitSetup1(corp1);
    const task = await claimedTask(launion1, record.id);
    expect(task.actions).toEqual(expect.arrayContaining(['approve', 'return', 'decline']));
    expect((await detailOf(launion1, record.id)).actions).toContain('decline');
    expect((await detailOf(corp1, record.id)).actions).not.toContain('decline');
  });

  it('refuses a refusal without a reason, naming comment, and leaves the record in review', async () => {
    const record = await submitSetup1(corp1);
    const task = await claimedTask(launion1, record.id);
    const answer = await decline(launion1, record, task.taskId, '  ');
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors[0]).toMatchObject({ field: 'comment' });
    expect(answer.body.msg).toContain('不予通过的理由');
    expect((await detailOf(corp1, record.id)).state).toBe('in_review');
  });

  it('ends the record 未通过 with the reason, the flow closed and no task open', async () => {
    const record = await declined('不符合建会条件');
    const seen = await detailOf(corp1, record.id);
    expect(seen).toMatchObject({ state: 'declined', stateName: '未通过', openTaskId: null });
    expect(seen.actions).toEqual([]);
    const claim = await federation.get(`${FLOW}/work/claim-list`, { size: '100' });
    expect(claim.body.data.records.some((t: { recordId: string }) => t.recordId === record.id)).toBe(false);
  });

  it('names the refusal and its reason in the history, once', async () => {
    const record = await declined('材料不实');
    const history = (await corp1.get(`${FLOW}/process/history-flow-list`, { processInstanceId: record.pid })).body.data as {
      seq: number;
      type: string;
      typeName: string;
      comment: string | null;
      shownWith: number | null;
    }[];
    const decision = history.find((h) => h.type === 'task.completed');
    expect(decision).toMatchObject({ typeName: '审核不予通过', comment: '材料不实' });
    const end = history.at(-1)!;
    expect(end.type).toBe('declined');
    // The record's change of state repeats the reviewer's decision: shown with its row.
    expect(end.shownWith).toBe(decision!.seq);
  });

  it('lists the task in the reviewer’s done list as 不予通过', async () => {
    const record = await declined();
    const done = await launion1.get(`${FLOW}/work/done-list`, { size: '100' });
    const task = done.body.data.records.find((t: { taskId: string }) => t.taskId === record.taskId);
    expect(task).toMatchObject({ outcome: 'decline', outcomeName: '不予通过', state: 'declined', stateName: '未通过' });
  });

  it('prints 未通过（不予推荐／不予受理） with the reason in the stage’s review block', async () => {
    const record = await declined('会员人数不足');
    const answer = await corp1.get(`${SETUP1}/review`, { id: record.id });
    expect(answer.status, String(answer.body.msg)).toBe(200);
    const text = pdfTextLines(Buffer.from(answer.body.data as ArrayBuffer)).join('');
    expect(text).toContain('未通过（不予推荐／不予受理）：会员人数不足');
    expect(text).toContain('状态：未通过');
  });

  it('lists the record among finished ones (state=end) and by its own state', async () => {
    const record = await declined();
    const ids = async (state: string) =>
      ((await corp1.get(`${SETUP1}/page`, { state, size: '100' })).body.data.records as { id: string }[]).map((r) => r.id);
    expect(await ids('end')).toContain(record.id);
    expect(await ids('declined')).toContain(record.id);
    expect(await ids('in_review')).not.toContain(record.id);
  });

  it('refuses to send a declined record again, cancel or remove it: 409 naming 未通过', async () => {
    const record = await declined();
    const resent = await corp1.post(`${SETUP1}/resubmit`, { ...setup1Form, id: record.id });
    expect(resent.status).toBe(409);
    expect(resent.body.msg).toContain('未通过');
    const cancelled = await corp1.get(`${SETUP1}/removeFlow`, { id: record.id, processInstanceId: record.pid, reason: '重新申请' });
    expect(cancelled.status).toBe(409);
    const removed = await corp1.post(`${SETUP1}/remove`, undefined, { ids: record.id });
    expect(removed.status).toBe(409);
    expect((await detailOf(corp1, record.id)).state).toBe('declined');
  });
});

describe('a stage that may not decline', () => {
  it('offers only 通过 and 退回, and refuses flag decline naming flag', async () => {
    const record = await submitSetup1(corp1);
    const first = await claimedTask(launion1, record.id);
    const approved = await launion1.post(`${FLOW}/work/complete-task`, {
      taskId: first.taskId,
      processInstanceId: record.pid,
      flag: 'ok',
      comment: '同意',
    });
    expect(approved.status).toBe(200);
    const task = await claimedTask(federation, record.id);
    expect(task.actions).not.toContain('decline');
    const answer = await decline(federation, record, task.taskId, '不予受理');
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors[0]).toMatchObject({ field: 'flag' });
    expect((await detailOf(corp1, record.id)).state).toBe('in_review');
  });
});
