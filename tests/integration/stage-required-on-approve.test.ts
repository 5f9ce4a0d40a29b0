// A catalogue stage declaring its fields (issue 23): the reviewers of the stage edit the fields it
// names, and may not approve while a field of its `requiredOnApprove` is empty.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modelOfChain, modules, type FlowModelDef } from '../../catalogue';
import { FLOW, login, SETUP1, setup1Form, startTestStack, type ApiSession, type TestStack } from '../support';
import { deployModel, submitModel } from './flow-admin-support';

let stack: TestStack;
let corp1: ApiSession;
let launion1: ApiSession;

/** setup1's chain with its first stage (the parent union's) editing the remark and requiring it to approve: test-only. */
const chain = modules.setup1!.flowModel;
const declaring: FlowModelDef = {
  ...chain,
  key: 'setup1',
  stages: chain.stages.map((s, i) => (i === 0 ? { ...s, fields: { editable: ['remark'], requiredOnApprove: ['remark'] } } : s)),
};

/** A setup1 record sent without a remark, as corp1. */
async function submitWithoutRemark(): Promise<{ id: string; pid: string }> {
  const submitted = await corp1.post(`${SETUP1}/submit`, { ...setup1Form, remark: '' });
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  return { id: submitted.body.data.id, pid: submitted.body.data.processInstanceId };
}

const detailAs = async (who: ApiSession, id: string) => (await who.get(`${SETUP1}/detail`, { id })).body.data;
const complete = (pid: string, body: Record<string, unknown>) =>
  launion1.post(`${FLOW}/work/complete-task`, { processInstanceId: pid, comment: '同意', ...body });

beforeAll(async () => {
  stack = await startTestStack();
  const admin = await login(stack.app, 'admin');
  corp1 = await login(stack.app, 'corp1');
  launion1 = await login(stack.app, 'launion1');
  // The chain as the seed deploys it (version 1 is `modelOfChain` of the catalogue chain), deployed for setup1.
  await deployModel(admin, await submitModel(admin, 'setup1', modelOfChain(declaring)));
}, 120_000);
afterAll(async () => stack?.close());

describe('a catalogue stage declaring its fields', () => {
  it('is seeded with them: the chain’s model carries the stage’s fields', () => {
    const stage = modelOfChain(declaring).nodes.find((n) => n.id === chain.stages[0]!.key);
    expect(stage).toMatchObject({ kind: 'stage', fields: { editable: ['remark'], requiredOnApprove: ['remark'] } });
  });

  it('tells its reviewer which fields it may change', async () => {
    const record = await submitWithoutRemark();
    expect((await detailAs(launion1, record.id)).fieldAccess).toMatchObject({ editable: ['remark'] });
  });

  it('refuses an approval leaving a field of `requiredOnApprove` empty, naming it, and changes nothing', async () => {
    const record = await submitWithoutRemark();
    const taskId = (await detailAs(corp1, record.id)).openTaskId as string;
    const refused = await complete(record.pid, { taskId, flag: 'ok' });
    expect(refused.status).toBe(400);
    expect(refused.body.data.errors[0]).toMatchObject({ field: 'remark', rule: 'requiredOnApprove' });
    expect(refused.body.msg).toContain('备注');
    expect((await detailAs(corp1, record.id)).state).toBe('in_review');
  });

  it('lets a return go without the required field', async () => {
    const record = await submitWithoutRemark();
    const taskId = (await detailAs(corp1, record.id)).openTaskId as string;
    const back = await complete(record.pid, { taskId, flag: 'back', comment: '请补充材料' });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
  });

  it('approves once the reviewer fills the required field with the approval', async () => {
    const record = await submitWithoutRemark();
    const taskId = (await detailAs(corp1, record.id)).openTaskId as string;
    const done = await complete(record.pid, { taskId, flag: 'ok', form: { remark: '已实地核实' } });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const after = await detailAs(corp1, record.id);
    expect(after.form.remark).toBe('已实地核实');
    expect(after.stageName).toBe(chain.stages[1]!.name.zh);
  });
});
