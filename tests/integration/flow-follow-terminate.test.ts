// 流程跟踪 → 终止: a flow administrator ends a running flow with a reason, which its applicant reads in
// the history; a blank reason and a finished flow are refused and change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startTestStack, type ApiSession, type TestStack } from '../support';
import { FLOW, FOLLOW, review, SETUP1, setup1Form, submitSetup1, type Ref } from './flow-follow-support';

let stack: TestStack;
let admin: ApiSession;
let corp1: ApiSession;
let launion1: ApiSession;

beforeAll(async () => {
  stack = await startTestStack();
  admin = await login(stack.app, 'admin');
  corp1 = await login(stack.app, 'corp1');
  launion1 = await login(stack.app, 'launion1');
});
afterAll(async () => stack?.close());

const terminate = (caller: ApiSession, ref: Ref, deleteReason: string) =>
  caller.post(`${FOLLOW}/delete-process-instance`, { processInstanceId: ref.pid, deleteReason });

async function stateOf(ref: Ref): Promise<string> {
  const row = await stack.db.selectFrom('record').select('state').where('process_instance_id', '=', ref.pid).executeTakeFirstOrThrow();
  return row.state;
}

async function eventCount(ref: Ref): Promise<number> {
  const row = await stack.db
    .selectFrom('flow_event')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('process_instance_id', '=', ref.pid)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('terminating a flow', () => {
  it('ends a flow in review: cancelled, its task closed', async () => {
    const ref = await submitSetup1(corp1);
    const answer = await terminate(admin, ref, '申请单位已注销');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({ processInstanceId: ref.pid, state: 'cancelled', openTaskId: null });
    expect(await stateOf(ref)).toBe('cancelled');
    const claim = await launion1.get(`${FLOW}/work/claim-list`, { size: '200' });
    expect(claim.body.data.records.some((t: { recordId: string }) => t.recordId === ref.id)).toBe(false);
    const open = await stack.db
      .selectFrom('flow_task')
      .select('id')
      .where('process_instance_id', '=', ref.pid)
      .where('outcome', 'is', null)
      .execute();
    expect(open).toEqual([]);
  });

  it('shows the applicant the termination and its reason in the history', async () => {
    const ref = await submitSetup1(corp1);
    expect((await terminate(admin, ref, '重复提交,终止本流程')).status).toBe(200);
    const history = await corp1.get(`${FLOW}/process/history-flow-list`, { processInstanceId: ref.pid });
    expect(history.status).toBe(200);
    const last = history.body.data.at(-1);
    expect(last).toMatchObject({ type: 'terminated', typeName: '终止流程', actorName: '系统管理员', comment: '重复提交,终止本流程' });
  });

  it('ends a returned flow too', async () => {
    const ref = await submitSetup1(corp1);
    await review(launion1, ref, 'back');
    expect((await terminate(admin, ref, '逾期未补正')).status).toBe(200);
    expect(await stateOf(ref)).toBe('cancelled');
  });

  it('drops the flow from the follow list', async () => {
    const ref = await submitSetup1(corp1);
    expect((await terminate(admin, ref, '申请单位已注销')).status).toBe(200);
    const list = await admin.get(`${FOLLOW}/list`, { size: '1000' });
    expect(list.body.data.records.some((r: { processInstanceId: string }) => r.processInstanceId === ref.pid)).toBe(false);
  });

  it('ends a draft too (the rule table’s terminate: draft, in review, returned), its history saying why', async () => {
    const draft = await corp1.post(`${SETUP1}/saveDraft`, setup1Form);
    const ref = { id: draft.body.data.id as string, pid: draft.body.data.processInstanceId as string };
    expect((await terminate(admin, ref, '无效草稿')).status).toBe(200);
    const history = await corp1.get(`${FLOW}/process/history-flow-list`, { processInstanceId: ref.pid });
    expect(history.body.data.at(-1)).toMatchObject({ type: 'terminated', comment: '无效草稿' });
  });
});

describe('a termination that is refused', () => {
  it('needs a reason: a blank one is 400 naming deleteReason, and nothing changes', async () => {
    const ref = await submitSetup1(corp1);
    const before = await eventCount(ref);
    const answer = await terminate(admin, ref, '   ');
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toBe('请填写终止原因');
    expect(answer.body.data.errors[0].field).toBe('deleteReason');
    expect(await stateOf(ref)).toBe('in_review');
    expect(await eventCount(ref)).toBe(before);
  });

  it('is 409 for an approved flow', async () => {
    const ref = await submitSetup1(corp1);
    await review(launion1, ref);
    await review(await login(stack.app, 'federation'), ref);
    const before = await eventCount(ref);
    const answer = await terminate(admin, ref, '误操作');
    expect(answer.status).toBe(409);
    expect(answer.body.msg).toContain('已通过');
    expect(await eventCount(ref)).toBe(before);
  });

  it('is 409 for a flow already ended (terminated twice)', async () => {
    const ref = await submitSetup1(corp1);
    expect((await terminate(admin, ref, '第一次')).status).toBe(200);
    const answer = await terminate(admin, ref, '第二次');
    expect(answer.status).toBe(409);
    const history = await corp1.get(`${FLOW}/process/history-flow-list`, { processInstanceId: ref.pid });
    expect(history.body.data.filter((e: { type: string }) => e.type === 'terminated')).toHaveLength(1);
  });

  it('is 404 for an unknown flow, and for another tenant’s', async () => {
    expect((await admin.post(`${FOLLOW}/delete-process-instance`, { processInstanceId: 'setup1-42', deleteReason: '终止' })).status).toBe(
      404,
    );
    const ref = await submitSetup1(corp1);
    const admin2 = await login(stack.app, 'admin2', '100001');
    expect((await terminate(admin2, ref, '终止')).status).toBe(404);
    expect(await stateOf(ref)).toBe('in_review');
  });

  it('is 403 for the applicant and its reviewers, who are no flow administrators', async () => {
    const ref = await submitSetup1(corp1);
    expect((await terminate(corp1, ref, '不想要了')).status).toBe(403);
    expect((await terminate(launion1, ref, '不合规')).status).toBe(403);
    expect(await stateOf(ref)).toBe('in_review');
  });
});
