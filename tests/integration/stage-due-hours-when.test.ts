// A catalogue stage due sooner while the form holds a value (issue 23, rights4's urgent cases): seeded
// into version 1 of the chain's model, and the stage's task due by the form it reviews.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modelOfChain, modules, type FlowModelDef } from '../../catalogue';
import { FLOW, login, SETUP1, setup1Form, startTestStack, type ApiSession, type TestStack } from '../support';
import { deployModel, submitModel } from './flow-admin-support';

let stack: TestStack;
let corp1: ApiSession;
let launion1: ApiSession;

/** setup1's chain with its first stage (72 h) due in 24 hours for 100 planned members: test-only (rights4 reads `urgent`). */
const chain = modules.setup1!.flowModel;
const URGENT_HOURS = 24;
const dueSooner: FlowModelDef = {
  ...chain,
  key: 'setup1',
  stages: chain.stages.map((s, i) =>
    i === 0 ? { ...s, dueHoursWhen: { field: 'plannedMembers', equals: ['100'], hours: URGENT_HOURS } } : s,
  ),
};

/** The hours from the submission to the due time of the record's task, as the parent union's claim list shows it. */
async function hoursDue(form: Record<string, unknown>): Promise<number> {
  const sent = Date.now();
  const submitted = await corp1.post(`${SETUP1}/submit`, form);
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  const claim = await launion1.get(`${FLOW}/work/claim-list`, { size: '100' });
  const task = claim.body.data.records.find((t: { recordId: string }) => t.recordId === submitted.body.data.id);
  expect(task, 'the record’s task in the claim list').toBeTruthy();
  // Due times are shown to the second in Beijing time (yyyy-MM-dd HH:mm:ss).
  const due = Date.parse(`${String(task.dueTime).replace(' ', 'T')}+08:00`);
  return Math.round((due - sent) / 3_600_000);
}

beforeAll(async () => {
  stack = await startTestStack();
  const admin = await login(stack.app, 'admin');
  corp1 = await login(stack.app, 'corp1');
  launion1 = await login(stack.app, 'launion1');
  await deployModel(admin, await submitModel(admin, 'setup1', modelOfChain(dueSooner)));
}, 120_000);
afterAll(async () => stack?.close());

describe('a catalogue stage due sooner while the form holds a value (dueHoursWhen)', () => {
  it('is seeded with it: the chain’s model carries the condition and its hours', () => {
    const stage = modelOfChain(dueSooner).nodes.find((n) => n.id === chain.stages[0]!.key);
    expect(stage).toMatchObject({
      kind: 'stage',
      dueHours: chain.stages[0]!.dueHours,
      dueHoursWhen: { field: 'plannedMembers', hours: URGENT_HOURS },
    });
  });

  it('opens its task due in the shorter time when the form holds the value', async () => {
    expect(await hoursDue({ ...setup1Form, plannedMembers: 100 })).toBe(URGENT_HOURS);
  });

  it('keeps the stage’s own due time otherwise', async () => {
    expect(await hoursDue({ ...setup1Form, plannedMembers: 99 })).toBe(chain.stages[0]!.dueHours);
  });
});
