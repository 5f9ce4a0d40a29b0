// A draft left alone expires after its module's draftTtlDays (setup1: 90 days), by the record's own
// workflow timer, run by Temporal's time-skipping test server: the days pass in milliseconds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import { FLOW, login, SETUP1, startTimeSkippingStack, type ApiSession, type TimeSkippingStack } from '../support';

const form = modules.setup1!.example;
const ttlDays = modules.setup1!.draftTtlDays;

let stack: TimeSkippingStack;
let corp1: ApiSession;

const state = async (id: string) => (await corp1.get(`${SETUP1}/detail`, { id })).body.data.state as string;
const saveDraft = async (id?: string): Promise<{ id: string; pid: string }> => {
  const saved = await corp1.post(`${SETUP1}/saveDraft`, { ...form, ...(id ? { id } : {}) });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return { id: saved.body.data.id, pid: saved.body.data.processInstanceId };
};

beforeAll(async () => {
  stack = await startTimeSkippingStack();
  corp1 = await login(stack.app, 'corp1');
}, 120_000);
afterAll(async () => stack?.close());

describe(`a draft left alone (setup1: ${ttlDays} days)`, () => {
  it('is still a draft an hour before its time', async () => {
    const d = await saveDraft();
    await stack.env.sleep(`${ttlDays * 24 - 1} hours`);
    expect(await state(d.id)).toBe('draft');
  });

  it('expires after its time, recorded as an event of the system', async () => {
    const d = await saveDraft();
    await stack.env.sleep(`${ttlDays * 24 + 1} hours`);
    expect(await state(d.id)).toBe('expired');
    const history = await corp1.get(`${FLOW}/process/history-flow-list`, { processInstanceId: d.pid });
    expect(history.body.data.at(-1)).toMatchObject({ type: 'expired', actorName: '系统' });
  });

  it('can no longer be submitted once expired', async () => {
    const d = await saveDraft();
    await stack.env.sleep(`${ttlDays + 1} days`);
    expect((await corp1.post(`${SETUP1}/submit`, { ...form, id: d.id })).status).toBe(409);
  });

  it('waits its whole time again from its last save', async () => {
    const d = await saveDraft();
    await stack.env.sleep(`${ttlDays - 1} days`);
    await saveDraft(d.id);
    await stack.env.sleep('2 days');
    expect(await state(d.id)).toBe('draft');
    await stack.env.sleep(`${ttlDays} days`);
    expect(await state(d.id)).toBe('expired');
  });
});
