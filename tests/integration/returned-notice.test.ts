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

async function counts(session: ApiSession) {
  const answer = await session.get(`${FLOW}/work/todo-count`);
  expect(answer.status).toBe(200);
  return answer.body.data as { todo: number; claim: number; returned: number; total: number };
}

async function returnRecord(id: string, pid: string): Promise<void> {
  const claim = await launion1.get(`${FLOW}/work/claim-list`);
  const task = claim.body.data.records.find((t: { recordId: string }) => t.recordId === id);
  const answer = await launion1.post(`${FLOW}/work/complete-task`, {
    taskId: task.taskId,
    processInstanceId: pid,
    flag: 'back',
    comment: '请补充材料',
  });
  expect(answer.status).toBe(200);
}

describe("the applicant's notification count", () => {
  it('rises by one when the reviewer returns a record, and falls back when the applicant resubmits it', async () => {
    const submitted = await corp1.post(`${M}/submit`, form);
    const { id, processInstanceId } = submitted.body.data as { id: string; processInstanceId: string };
    const before = await counts(corp1);

    await returnRecord(id, processInstanceId);
    const afterReturn = await counts(corp1);
    expect(afterReturn.returned).toBe(before.returned + 1);
    expect(afterReturn.total).toBe(before.total + 1);

    const detail = await corp1.get(`${M}/detail`, { id });
    const resubmitted = await corp1.post(`${M}/resubmit`, { ...form, id, taskId: detail.body.data.openTaskId });
    expect(resubmitted.status).toBe(200);
    const afterResubmit = await counts(corp1);
    expect(afterResubmit.returned).toBe(before.returned);
    expect(afterResubmit.total).toBe(before.total);
  });

  it('does not count a record returned to another union', async () => {
    const corp2 = await login(stack.app, 'corp2');
    const before = await counts(corp2);
    const submitted = await corp1.post(`${M}/submit`, form);
    await returnRecord(submitted.body.data.id, submitted.body.data.processInstanceId);
    expect((await counts(corp2)).returned).toBe(before.returned);
  });
});
