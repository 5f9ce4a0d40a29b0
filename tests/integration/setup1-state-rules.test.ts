import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import { login, startTestStack, type ApiSession, type TestStack } from '../support';

const M = '/api/blade-crop/crop/setup1';
const FLOW = '/api/blade-flow';
const form = modules.setup1!.example;

let stack: TestStack;
let corp1: ApiSession;
let launion1: ApiSession;

beforeAll(async () => {
  stack = await startTestStack();
  corp1 = await login(stack.app, 'corp1');
  launion1 = await login(stack.app, 'launion1');
});
afterAll(async () => stack?.close());

async function draft(): Promise<{ id: string; pid: string }> {
  const saved = await corp1.post(`${M}/saveDraft`, form);
  expect(saved.status).toBe(200);
  return { id: saved.body.data.id, pid: saved.body.data.processInstanceId };
}

async function submitted(): Promise<{ id: string; pid: string; taskId: string }> {
  const d = await draft();
  expect((await corp1.post(`${M}/submit`, { ...form, id: d.id })).status).toBe(200);
  const detail = await corp1.get(`${M}/detail`, { id: d.id });
  return { ...d, taskId: detail.body.data.openTaskId };
}

async function snapshot(pid: string) {
  const events = await stack.db
    .selectFrom('flow_event')
    .select(['seq', 'hash'])
    .where('process_instance_id', '=', pid)
    .orderBy('seq')
    .execute();
  const record = await stack.db.selectFrom('record').selectAll().where('process_instance_id', '=', pid).executeTakeFirst();
  const tasks = await stack.db.selectFrom('flow_task').selectAll().where('process_instance_id', '=', pid).orderBy('id').execute();
  return JSON.stringify({ events, record, tasks });
}

/** Asserts a 409 that names the state, and that the flow's events and read models did not move. */
async function expectConflict(
  pid: string,
  call: () => Promise<{ status: number; body: { msg: string; data: { state: string } } }>,
  stateName: string,
) {
  const before = await snapshot(pid);
  const answer = await call();
  expect(answer.status).toBe(409);
  expect(answer.body.msg).toContain(stateName);
  expect(await snapshot(pid)).toBe(before);
}

describe('withdraw (rebackFlow)', () => {
  it('puts a submission no reviewer touched back to draft and takes the task away', async () => {
    const { id, pid, taskId } = await submitted();
    const answer = await corp1.get(`${M}/rebackFlow`, { processInstanceId: pid });
    expect(answer.status).toBe(200);
    expect(answer.body.data.state).toBe('draft');
    const claim = await launion1.get(`${FLOW}/work/claim-list`);
    expect(claim.body.data.records.map((t: { taskId: string }) => t.taskId)).not.toContain(taskId);
    const history = await corp1.get(`${FLOW}/process/history-flow-list`, { processInstanceId: pid });
    expect(history.body.data.at(-1).type).toBe('withdrawn');
    expect((await corp1.get(`${M}/detail`, { id })).body.data.state).toBe('draft');
  });

  it('answers 409 once a reviewer claimed the task, and changes nothing', async () => {
    const { pid, taskId } = await submitted();
    expect((await launion1.post(`${FLOW}/work/claim-task`, undefined, { taskId })).status).toBe(200);
    await expectConflict(pid, () => corp1.get(`${M}/rebackFlow`, { processInstanceId: pid }), '审核中');
  });

  it('answers 409 on a draft', async () => {
    const { pid } = await draft();
    await expectConflict(pid, () => corp1.get(`${M}/rebackFlow`, { processInstanceId: pid }), '草稿');
  });
});

describe('cancel (removeFlow)', () => {
  it('needs a reason and changes nothing without one', async () => {
    const { id, pid } = await submitted();
    const before = await snapshot(pid);
    const answer = await corp1.get(`${M}/removeFlow`, { id, processInstanceId: pid, reason: '  ' });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toBe('请填写作废原因');
    expect(await snapshot(pid)).toBe(before);
  });

  it('ends the flow for good with the reason in the history', async () => {
    const { id, pid } = await submitted();
    const answer = await corp1.get(`${M}/removeFlow`, { id, processInstanceId: pid, reason: '企业注销' });
    expect(answer.status).toBe(200);
    expect(answer.body.data.state).toBe('cancelled');
    const history = await corp1.get(`${FLOW}/process/history-flow-list`, { processInstanceId: pid });
    expect(history.body.data.at(-1)).toMatchObject({ type: 'cancelled', comment: '企业注销' });
    const ended = await corp1.get(`${M}/page`, { state: 'end' });
    expect(ended.body.data.records.map((r: { id: string }) => r.id)).toContain(id);
  });

  it('leaves a cancelled record answering 409 to every command', async () => {
    const { id, pid } = await submitted();
    await corp1.get(`${M}/removeFlow`, { id, processInstanceId: pid, reason: '重复提交' });
    await expectConflict(pid, () => corp1.post(`${M}/saveDraft`, { ...form, id }), '已作废');
    await expectConflict(pid, () => corp1.post(`${M}/submit`, { ...form, id }), '已作废');
    await expectConflict(pid, () => corp1.post(`${M}/resubmit`, { ...form, id }), '已作废');
    await expectConflict(pid, () => corp1.get(`${M}/rebackFlow`, { processInstanceId: pid }), '已作废');
    await expectConflict(pid, () => corp1.get(`${M}/removeFlow`, { id, processInstanceId: pid, reason: '再次作废' }), '已作废');
    await expectConflict(pid, () => corp1.post(`${M}/remove`, undefined, { ids: id }), '已作废');
  });
});

describe('remove', () => {
  it('deletes a draft, which then reads as missing', async () => {
    const { id } = await draft();
    const answer = await corp1.post(`${M}/remove`, undefined, { ids: id });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toBe(1);
    expect((await corp1.get(`${M}/detail`, { id })).status).toBe(404);
    const page = await corp1.get(`${M}/page`);
    expect(page.body.data.records.map((r: { id: string }) => r.id)).not.toContain(id);
  });

  it('answers 409 for a submitted record and removes nothing of a mixed selection', async () => {
    const a = await draft();
    const b = await submitted();
    const before = await snapshot(a.pid);
    await expectConflict(b.pid, () => corp1.post(`${M}/remove`, { ids: `${a.id},${b.id}` }), '审核中');
    expect(await snapshot(a.pid)).toBe(before);
  });
});

describe('calls in the wrong state', () => {
  it('answers 409 to submit, save and remove while in review', async () => {
    const { id, pid } = await submitted();
    await expectConflict(pid, () => corp1.post(`${M}/submit`, { ...form, id }), '审核中');
    await expectConflict(pid, () => corp1.post(`${M}/save`, { ...form, id }), '审核中');
    await expectConflict(pid, () => corp1.post(`${M}/update`, { ...form, id }), '审核中');
  });

  it('answers 409 to resubmit of a draft', async () => {
    const { id, pid } = await draft();
    await expectConflict(pid, () => corp1.post(`${M}/resubmit`, { ...form, id }), '草稿');
  });

  it('answers 409 to a second claim of a claimed task', async () => {
    const { pid, taskId } = await submitted();
    await launion1.post(`${FLOW}/work/claim-task`, undefined, { taskId });
    await expectConflict(pid, () => launion1.post(`${FLOW}/work/claim-task`, undefined, { taskId }), '审核中');
  });

  it('answers 409 to completing a task that was already completed', async () => {
    const { pid, taskId } = await submitted();
    await launion1.post(`${FLOW}/work/complete-task`, { taskId, processInstanceId: pid, flag: 'ok', comment: '同意' });
    await expectConflict(
      pid,
      () => launion1.post(`${FLOW}/work/complete-task`, { taskId, processInstanceId: pid, flag: 'ok', comment: '' }),
      '审核中',
    );
  });

  it('answers 409 to every command on an approved record', async () => {
    const { id, pid, taskId } = await submitted();
    await launion1.post(`${FLOW}/work/complete-task`, { taskId, processInstanceId: pid, flag: 'ok', comment: '' });
    const federation = await login(stack.app, 'federation');
    const t2 = (await corp1.get(`${M}/detail`, { id })).body.data.openTaskId;
    expect(
      (await federation.post(`${FLOW}/work/complete-task`, { taskId: t2, processInstanceId: pid, flag: 'ok', comment: '' })).status,
    ).toBe(200);
    await expectConflict(pid, () => corp1.post(`${M}/saveDraft`, { ...form, id }), '已通过');
    await expectConflict(pid, () => corp1.get(`${M}/removeFlow`, { id, processInstanceId: pid, reason: '撤销' }), '已通过');
    await expectConflict(pid, () => corp1.get(`${M}/rebackFlow`, { processInstanceId: pid }), '已通过');
  });
});

describe('review rules', () => {
  it('refuses a return without a comment and changes nothing', async () => {
    const { pid, taskId } = await submitted();
    const before = await snapshot(pid);
    const answer = await launion1.post(`${FLOW}/work/complete-task`, { taskId, processInstanceId: pid, flag: 'back', comment: '' });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toBe('请填写退回意见');
    expect(await snapshot(pid)).toBe(before);
  });

  it('forbids a launion that is not the applicant’s parent from completing the task', async () => {
    const { pid, taskId } = await submitted();
    const launion2 = await login(stack.app, 'launion2');
    const before = await snapshot(pid);
    const answer = await launion2.post(`${FLOW}/work/complete-task`, { taskId, processInstanceId: pid, flag: 'ok', comment: '' });
    expect(answer.status).toBe(403);
    expect(await snapshot(pid)).toBe(before);
  });

  it('forbids the reviewer from editing the applicant’s record', async () => {
    const { id, pid } = await submitted();
    await launion1.post(`${FLOW}/work/complete-task`, {
      taskId: (await corp1.get(`${M}/detail`, { id })).body.data.openTaskId,
      processInstanceId: pid,
      flag: 'back',
      comment: '退回',
    });
    const before = await snapshot(pid);
    expect((await launion1.post(`${M}/resubmit`, { ...form, id })).status).toBe(403);
    expect(await snapshot(pid)).toBe(before);
  });

  it('refuses a resubmission naming a task that did not return the record', async () => {
    const { id, pid, taskId } = await submitted();
    await launion1.post(`${FLOW}/work/complete-task`, { taskId, processInstanceId: pid, flag: 'back', comment: '补材料' });
    const before = await snapshot(pid);
    const answer = await corp1.post(`${M}/resubmit`, { ...form, id, taskId: `${id}-99` });
    expect(answer.status).toBe(400);
    expect(await snapshot(pid)).toBe(before);
  });
});
