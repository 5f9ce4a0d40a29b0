// Item 5 of issue 8: the applicant's union and its sub-accounts never review their own record,
// even when they hold a reviewer's role. corp1 and its sub-account corp1sub are given the
// federation role here, which makes them candidates of the federation stage of every record.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../support';
import { caller, complete, detail, FLOW, submittedBy, type Caller, type RecordRef } from './flow-command-support';

let stack: TestStack;
let corp1: Caller;
let corp1sub: Caller;
let corp2: Caller;
let launion1: Caller;
let federation: Caller;
let ref: RecordRef;
let stage2Task: string;

beforeAll(async () => {
  stack = await startTestStack();
  const role = await stack.db
    .selectFrom('role')
    .select('id')
    .where('tenant_id', '=', '000000')
    .where('role_alias', '=', 'federation')
    .executeTakeFirstOrThrow();
  for (const userId of ['2005', '2006', '2008']) {
    await stack.db.insertInto('user_role').values({ user_id: userId, role_id: role.id, tenant_id: '000000' }).execute();
  }
  corp1 = await caller(stack.app, 'corp1');
  corp1sub = await caller(stack.app, 'corp1sub');
  corp2 = await caller(stack.app, 'corp2');
  launion1 = await caller(stack.app, 'launion1');
  federation = await caller(stack.app, 'federation');
  ref = await submittedBy(corp1);
  expect((await complete(launion1, ref, (await detail(corp1, ref.id)).openTaskId!, 'ok')).status).toBe(200);
  stage2Task = (await detail(corp1, ref.id)).openTaskId!;
});
afterAll(async () => stack?.close());

const claimIds = async (who: Caller) =>
  ((await who.get(`${FLOW}/work/claim-list`)).body.data.records as { recordId: string }[]).map((t) => t.recordId);

describe('the applicant union reviewing its own record', () => {
  it('does not find it in its claim list, while another union holding the same role does', async () => {
    expect(await claimIds(corp1)).not.toContain(ref.id);
    expect(await claimIds(corp2)).toContain(ref.id);
  });

  it('does not count it among the tasks waiting for it', async () => {
    const count = await corp1.get(`${FLOW}/work/todo-count`);
    expect(count.body.data.claim).toBe(0);
  });

  it('is refused a claim with 403 saying why', async () => {
    const claimed = await corp1.post(`${FLOW}/work/claim-task`, { query: { taskId: stage2Task } });
    expect(claimed.status).toBe(403);
    expect(claimed.body).toMatchObject({ code: 403, success: false });
    expect(claimed.body.msg).toMatch(/不能审核本单位提交的申请/);
  });

  it('is told why in English on request', async () => {
    const claimed = await corp1.post(`${FLOW}/work/claim-task`, { query: { taskId: stage2Task }, headers: { 'accept-language': 'en' } });
    expect(claimed.status).toBe(403);
    expect(claimed.body.msg).toMatch(/your own union/);
  });

  it('is refused an approval with 403', async () => {
    const approved = await complete(corp1, ref, stage2Task, 'ok');
    expect(approved.status).toBe(403);
    expect(approved.body.msg).toMatch(/不能审核本单位提交的申请/);
  });

  it('is refused to a sub-account of the applicant too (403)', async () => {
    // The demo sub-account also lacks the task lists' permission; the workflow's own refusal of a
    // sub-account is in tests/unit/decide.test.ts.
    expect((await complete(corp1sub, ref, stage2Task, 'ok')).status).toBe(403);
    expect((await corp1sub.post(`${FLOW}/work/claim-task`, { query: { taskId: stage2Task } })).status).toBe(403);
  });

  it('is refused a return with 403', async () => {
    const returned = await complete(corp1sub, ref, stage2Task, 'back');
    expect(returned.status).toBe(403);
  });

  it('changes nothing: the federation still approves the record', async () => {
    expect((await detail(corp1, ref.id)).state).toBe('in_review');
    expect((await complete(federation, ref, stage2Task, 'ok')).status).toBe(200);
    expect((await detail(corp1, ref.id)).state).toBe('approved');
  });
});
