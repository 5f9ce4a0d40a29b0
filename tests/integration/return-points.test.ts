// A return that points (docs/forms/group-d.md "The reviewer's view"): complete-task's 退回 may name
// lines or rows of any table field of the record, with the reviewer's words; checked against the
// record as reviewed (400 naming returnPoints[i]), kept on task.completed, shown to the applicant on
// the returned record's detail, in the history and under the stage's 审核意见 on the printout.
// Generic: proven here on setup1's rows (筹备组成员); a lines field's points in
// tests/unit/return-points.test.ts until a finance module is built.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLOW, login, SETUP1, setup1Form, startTestStack, submitSetup1, taskHolder, type ApiSession, type TestStack } from '../support';
import { pdfTextLines } from '../support/documents-pdf-text';

let stack: TestStack;
let corp1: ApiSession;
let reviewers: ApiSession[];

beforeAll(async () => {
  stack = await startTestStack();
  corp1 = await login(stack.app, 'corp1');
  reviewers = await Promise.all(['launion1', 'launion2', 'federation'].map((a) => login(stack.app, a)));
});
afterAll(async () => stack?.close());

/** A record submitted, its open task claimed by whoever holds it: what completing it needs. */
async function inReview() {
  const { id, pid } = await submitSetup1(corp1);
  const holder = await taskHolder(reviewers, id);
  expect(holder).toBeDefined();
  await holder!.reviewer.post(`${FLOW}/work/claim-task`, undefined, { taskId: holder!.taskId });
  const complete = (flag: string, comment: string, returnPoints?: unknown[]) =>
    holder!.reviewer.post(`${FLOW}/work/complete-task`, {
      taskId: holder!.taskId,
      processInstanceId: pid,
      flag,
      comment,
      ...(returnPoints ? { returnPoints } : {}),
    });
  return { id, pid, complete };
}

const POINT = { field: 'prepGroup', line: '1', column: 'mobile', comment: '手机号码无法接通' };
const WHOLE_ROW = { field: 'prepGroup', line: '2', comment: '请补充所在部门' };

describe('a return pointing at a row', () => {
  it('is shown to the applicant on the returned record, in the history and on the printout', async () => {
    const record = await inReview();
    const done = await record.complete('back', '请核实筹备组成员', [POINT, WHOLE_ROW]);
    expect(done.status, JSON.stringify(done.body)).toBe(200);

    const detail = await corp1.get(`${SETUP1}/detail`, { id: record.id });
    expect(detail.body.data.state).toBe('returned');
    expect(detail.body.data.returnPoints).toEqual([POINT, WHOLE_ROW]);

    const history = await corp1.get(`${FLOW}/process/history-flow-list`, { processInstanceId: record.pid });
    const row = (history.body.data as { type: string; comment: string; returnPoints?: { text: string }[] }[]).find(
      (r) => r.type === 'task.completed',
    );
    expect(row?.returnPoints?.map((p) => p.text)).toEqual([
      '筹备组成员·第2行·手机号码：手机号码无法接通',
      '筹备组成员·第3行：请补充所在部门',
    ]);
    expect(row?.comment).toBe(
      '请核实筹备组成员（退回要点：筹备组成员·第2行·手机号码：手机号码无法接通；筹备组成员·第3行：请补充所在部门）',
    );

    const pdf = await corp1.get(`${SETUP1}/review`, { id: record.id });
    expect(pdf.status).toBe(200);
    const text = pdfTextLines(Buffer.from(pdf.body.data as ArrayBuffer)).join('');
    expect(text).toContain('筹备组成员·第2行·手机号码：手机号码无法接通');
  });

  it('is gone from the detail once the record is sent again', async () => {
    const record = await inReview();
    expect((await record.complete('back', '请修改', [POINT])).status).toBe(200);
    const resent = await corp1.post(`${SETUP1}/resubmit`, { ...setup1Form, id: record.id });
    expect(resent.status, JSON.stringify(resent.body)).toBe(200);
    expect((await corp1.get(`${SETUP1}/detail`, { id: record.id })).body.data.returnPoints).toEqual([]);
  });
});

describe('a return whose points do not fit the record', () => {
  it('is refused naming each bad point, and the record stays in review', async () => {
    const record = await inReview();
    const answer = await record.complete('back', '请修改', [
      { field: 'prepGroup', line: '20', comment: '无此行' },
      { field: 'leaderName', line: '0', comment: '不是表格' },
      { field: 'prepGroup', line: '0', column: 'age', comment: '无此列' },
      { field: 'prepGroup', line: '0', comment: '  ' },
    ]);
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors.map((e: { field: string; rule: string }) => [e.field, e.rule])).toEqual([
      ['returnPoints[0].line', 'line'],
      ['returnPoints[1].field', 'field'],
      ['returnPoints[2].column', 'column'],
      ['returnPoints[3].comment', 'comment'],
    ]);
    expect(answer.body.data.errors[0].message).toBe('「20」不是「筹备组成员」中的一行');
    expect((await corp1.get(`${SETUP1}/detail`, { id: record.id })).body.data.state).toBe('in_review');
  });

  it('is refused with an approval: only a return points', async () => {
    const record = await inReview();
    const answer = await record.complete('ok', '同意', [POINT]);
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors[0]).toMatchObject({ field: 'returnPoints', rule: 'onReturn' });
  });
});
