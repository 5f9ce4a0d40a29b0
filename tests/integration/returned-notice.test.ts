import { describe, expect, it } from 'vitest';
import { FLOW, login, reviewFromClaimList, SETUP1 as M, setup1Form as form, setup1Parties, type ApiSession } from '../support';

const p = setup1Parties();

async function counts(session: ApiSession) {
  const answer = await session.get(`${FLOW}/work/todo-count`);
  expect(answer.status).toBe(200);
  return answer.body.data as { todo: number; claim: number; returned: number; total: number };
}

describe("the applicant's notification count", () => {
  it('rises by one when the reviewer returns a record, and falls back when the applicant resubmits it', async () => {
    const submitted = await p.corp1.post(`${M}/submit`, form);
    const { id, processInstanceId } = submitted.body.data as { id: string; processInstanceId: string };
    const before = await counts(p.corp1);

    await reviewFromClaimList(p.launion1, id, processInstanceId, 'back', '请补充材料');
    const afterReturn = await counts(p.corp1);
    expect(afterReturn.returned).toBe(before.returned + 1);
    expect(afterReturn.total).toBe(before.total + 1);

    const detail = await p.corp1.get(`${M}/detail`, { id });
    const resubmitted = await p.corp1.post(`${M}/resubmit`, { ...form, id, taskId: detail.body.data.openTaskId });
    expect(resubmitted.status).toBe(200);
    const afterResubmit = await counts(p.corp1);
    expect(afterResubmit.returned).toBe(before.returned);
    expect(afterResubmit.total).toBe(before.total);
  });

  it('does not count a record returned to another union', async () => {
    const corp2 = await login(p.stack.app, 'corp2');
    const before = await counts(corp2);
    const submitted = await p.corp1.post(`${M}/submit`, form);
    await reviewFromClaimList(p.launion1, submitted.body.data.id, submitted.body.data.processInstanceId, 'back', '请补充材料');
    expect((await counts(corp2)).returned).toBe(before.returned);
  });
});
