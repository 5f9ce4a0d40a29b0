// A stage's field permissions (issue 10): its reviewers see only the fields it shows and may change
// the fields it lets them edit, with their approval; the change is the record's content and its history.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLOW, login, SETUP1, startTestStack, submitSetup1, type ApiSession, type TestStack } from '../support';
import { deployModel, setup1WithStageFields, submitModel } from './flow-admin-support';

const VISIBLE = ['enterpriseName', 'creditCode', 'unionName'];

let stack: TestStack;
let corp1: ApiSession;
let launion1: ApiSession;
let record: { id: string; pid: string };

const detailAs = async (who: ApiSession) => (await who.get(`${SETUP1}/detail`, { id: record.id })).body.data;
const taskOf = async () => (await detailAs(corp1)).openTaskId as string;
const complete = (body: Record<string, unknown>) =>
  launion1.post(`${FLOW}/work/complete-task`, { processInstanceId: record.pid, comment: '', ...body });

beforeAll(async () => {
  stack = await startTestStack();
  const admin = await login(stack.app, 'admin');
  corp1 = await login(stack.app, 'corp1');
  launion1 = await login(stack.app, 'launion1');
  // setup1's own model: its chain with the parent union's stage limited to three fields, the remark editable.
  await deployModel(admin, await submitModel(admin, 'setup1', setup1WithStageFields({ visible: VISIBLE, editable: ['remark'] })));
  record = await submitSetup1(corp1);
}, 120_000);
afterAll(async () => stack?.close());

describe('a stage with field permissions', () => {
  it('shows its reviewer only the fields it names, and says which it may change', async () => {
    const answer = await launion1.get(`${SETUP1}/detail`, { id: record.id });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const seen = answer.body.data;
    expect(Object.keys(seen.form).sort()).toEqual([...VISIBLE, 'remark'].sort());
    expect(seen.fieldAccess).toMatchObject({ visible: VISIBLE, editable: ['remark'], stageName: '上级工会审核' });
  });

  it('keeps the hidden fields out of the forms of the history it reads', async () => {
    const history = (await launion1.get(`${FLOW}/process/history-flow-list`, { processInstanceId: record.pid })).body.data as {
      type: string;
      form: Record<string, unknown> | null;
    }[];
    const submitted = history.find((h) => h.type === 'submitted');
    expect(Object.keys(submitted!.form!).sort()).toEqual([...VISIBLE, 'remark'].sort());
  });

  it('shows the applicant the whole form', async () => {
    const own = await detailAs(corp1);
    expect(own.fieldAccess).toBeUndefined();
    expect(Object.keys(own.form)).toContain('legalRepresentative');
  });

  it('refuses a change of a field the stage does not let its reviewer edit, naming it, and changes nothing', async () => {
    const taskId = await taskOf();
    const refused = await complete({ taskId, flag: 'ok', form: { creditCode: '91350100M000100Y43' } });
    expect(refused.status).toBe(400);
    expect(refused.body.data.errors[0]).toMatchObject({ field: 'creditCode', rule: 'editable' });
    expect(refused.body.msg).toContain('统一社会信用代码');
    expect((await detailAs(corp1)).state).toBe('in_review');
  });

  it('refuses a change sent with a return', async () => {
    const refused = await complete({ taskId: await taskOf(), flag: 'back', comment: '请补充', form: { remark: 'x' } });
    expect(refused.status).toBe(400);
    expect(refused.body.data.errors[0]).toMatchObject({ field: 'form', rule: 'approveOnly' });
  });

  it('refuses a value breaking the field’s rule, naming the field', async () => {
    const before = (await detailAs(corp1)).form.remark;
    const refused = await complete({ taskId: await taskOf(), flag: 'ok', form: { remark: '长'.repeat(501) } });
    expect(refused.status).toBe(400);
    expect(refused.body.data.errors[0]).toMatchObject({ field: 'remark' });
    expect((await detailAs(corp1)).form.remark).toBe(before);
  });

  it('applies the reviewer’s change with its approval, into the record and its history', async () => {
    const done = await complete({ taskId: await taskOf(), flag: 'ok', comment: '同意', form: { remark: '已电话核实成立大会日期' } });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const after = await detailAs(corp1);
    expect(after.form.remark).toBe('已电话核实成立大会日期');
    expect(after.stageName).toBe('总工会审核');
    const history = (await corp1.get(`${FLOW}/process/history-flow-list`, { processInstanceId: record.pid })).body.data as {
      type: string;
      comment: string | null;
      form: Record<string, unknown> | null;
    }[];
    const approval = history.find((h) => h.type === 'task.completed');
    expect(approval?.comment).toBe('同意（修改了：备注）');
    expect(approval?.form).toEqual({ remark: '已电话核实成立大会日期' });
  });
});
