import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import { login, startTestStack, type ApiSession, type TestStack } from '../support';

const M = '/api/blade-crop/crop/setup1';
const FLOW = '/api/blade-flow';
const form = modules.setup1!.example;

let stack: TestStack;
let corp1: ApiSession;
let launion1: ApiSession;
let federation: ApiSession;

beforeAll(async () => {
  stack = await startTestStack();
  corp1 = await login(stack.app, 'corp1');
  launion1 = await login(stack.app, 'launion1');
  federation = await login(stack.app, 'federation');
});
afterAll(async () => stack?.close());

async function claimTaskFor(session: ApiSession, recordId: string): Promise<string> {
  const claim = await session.get(`${FLOW}/work/claim-list`);
  const task = claim.body.data.records.find((t: { recordId: string }) => t.recordId === recordId);
  expect(task, 'task in the claim list').toBeTruthy();
  const claimed = await session.post(`${FLOW}/work/claim-task`, undefined, { taskId: task.taskId });
  expect(claimed.status).toBe(200);
  return task.taskId as string;
}

describe('the set-up request end to end', () => {
  let id: string;
  let pid: string;

  it('saves a draft that the corp finds in its list', async () => {
    const saved = await corp1.post(`${M}/saveDraft`, { ...form, unionName: '草稿阶段的工会', remark: '第一稿' });
    expect(saved.status).toBe(200);
    expect(saved.body.data.state).toBe('draft');
    id = saved.body.data.id;
    pid = saved.body.data.processInstanceId;
    const page = await corp1.get(`${M}/page`, { state: 'draft' });
    expect(page.body.data.records.map((r: { id: string }) => r.id)).toContain(id);
  });

  it('keeps the edits of a later save', async () => {
    const saved = await corp1.post(`${M}/savedraft`, { ...form, id, remark: '第二稿' });
    expect(saved.body.data.form.remark).toBe('第二稿');
    expect(saved.body.data.title).toBe(form.unionName);
  });

  it('submits into review at the parent union stage', async () => {
    const submitted = await corp1.post(`${M}/submit`, { ...form, id });
    expect(submitted.status).toBe(200);
    expect(submitted.body.data.processInstanceId).toBe(pid);
    const detail = await corp1.get(`${M}/detail`, { id });
    expect(detail.body.data.state).toBe('in_review');
    expect(detail.body.data.stageName).toBe('上级工会审核');
  });

  it('does not offer the task to another launion', async () => {
    const other = await login(stack.app, 'launion2');
    const claim = await other.get(`${FLOW}/work/claim-list`);
    expect(claim.body.data.records.find((t: { recordId: string }) => t.recordId === id)).toBeUndefined();
  });

  it('lets the parent launion claim and return it with a comment', async () => {
    const taskId = await claimTaskFor(launion1, id);
    const todo = await launion1.get(`${FLOW}/work/todo-list`);
    expect(todo.body.data.records.map((t: { taskId: string }) => t.taskId)).toContain(taskId);
    const returned = await launion1.post(`${FLOW}/work/complete-task`, {
      taskId,
      processInstanceId: pid,
      flag: 'back',
      comment: '请补充职工人数依据',
    });
    expect(returned.status).toBe(200);
    const detail = await corp1.get(`${M}/detail`, { id });
    expect(detail.body.data.state).toBe('returned');
    expect(detail.body.data.lastComment).toBe('请补充职工人数依据');
    expect(detail.body.data.openTaskId).toBe(taskId);
  });

  it('takes the corrected form back into review on resubmit with the task id', async () => {
    const detail = await corp1.get(`${M}/detail`, { id });
    const resubmitted = await corp1.post(`${M}/resubmit`, { ...form, id, employeeCount: 130, taskId: detail.body.data.openTaskId });
    expect(resubmitted.status).toBe(200);
    expect(resubmitted.body.data.state).toBe('in_review');
  });

  it('ends approved after the launion and the federation approve', async () => {
    const t1 = await claimTaskFor(launion1, id);
    expect(
      (await launion1.post(`${FLOW}/work/complete-task`, { taskId: t1, processInstanceId: pid, flag: 'ok', comment: '同意' })).status,
    ).toBe(200);
    const t2 = await claimTaskFor(federation, id);
    expect(
      (await federation.post(`${FLOW}/work/complete-task`, { taskId: t2, processInstanceId: pid, flag: 'ok', comment: '准予建会' })).status,
    ).toBe(200);
    const ended = await corp1.get(`${M}/page`, { state: 'end' });
    const row = ended.body.data.records.find((r: { id: string }) => r.id === id);
    expect(row?.state).toBe('approved');
    const done = await federation.get(`${FLOW}/work/done-list`);
    expect(done.body.data.records.map((t: { taskId: string }) => t.taskId)).toContain(t2);
  });

  it('shows every event of the flow in order with who, what, the comment and the submitted forms', async () => {
    for (const viewer of [corp1, launion1, federation]) {
      const history = await viewer.get(`${FLOW}/process/history-flow-list`, { processInstanceId: pid });
      expect(history.status).toBe(200);
      const events = history.body.data as {
        seq: number;
        type: string;
        actorName: string;
        comment: string | null;
        form: Record<string, unknown> | null;
        time: string;
      }[];
      expect(events.map((e) => e.seq)).toEqual(events.map((_, i) => i + 1));
      expect(events.map((e) => e.type)).toEqual([
        'flow.started',
        'draft.saved',
        'draft.saved',
        'submitted',
        'task.created',
        'task.claimed',
        'task.completed',
        'returned',
        'resubmitted',
        'task.created',
        'task.claimed',
        'task.completed',
        'task.created',
        'task.claimed',
        'task.completed',
        'approved',
      ]);
      expect(events.find((e) => e.type === 'returned')?.comment).toBe('请补充职工人数依据');
      expect(events.find((e) => e.type === 'submitted')?.form?.employeeCount).toBe(120);
      expect(events.find((e) => e.type === 'resubmitted')?.form?.employeeCount).toBe(130);
      expect(events[6]?.actorName).toBe('中关村街道工会');
      expect(events.every((e) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(e.time))).toBe(true);
    }
  });

  it('hides the history from a union outside the flow', async () => {
    const corp3 = await login(stack.app, 'corp3');
    expect((await corp3.get(`${FLOW}/process/history-flow-list`, { processInstanceId: pid })).status).toBe(404);
  });
});
