// The numbers' erasure of closed `mobiles` questionnaire campaigns (docs/forms/group-c-survey.md,
// "Personal data"): 30 days after a campaign closes its numbers are erased, the counts kept; run by
// the worker on a Temporal schedule, idempotent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eraseCampaignNumbers } from '../../db';
import { moduleRoutes } from '../../services/records/engine';
import { ensureMaintenanceSchedules, ERASE_NUMBERS_SCHEDULE } from '../../workflows';
import { grantModuleCalls, login, SEND_OUT_TEST_ENTRY, startTestStack, type ApiSession, type TestStack } from '../support';

const M = `/api/blade-crop/crop/${SEND_OUT_TEST_ENTRY.key}`;
const DAY_MS = 24 * 3600_000;
const inDays = (n: number) => new Date(Date.now() + 8 * 3600_000 + n * DAY_MS).toISOString().slice(0, 10);

let stack: TestStack;
let launion1: ApiSession;

beforeAll(async () => {
  stack = await startTestStack();
  await stack.app.register(moduleRoutes(SEND_OUT_TEST_ENTRY), { prefix: M });
  await grantModuleCalls(stack, SEND_OUT_TEST_ENTRY, M, { calls: ['view', 'edit', 'send'] });
  launion1 = await login(stack.app, 'launion1');
});
afterAll(async () => stack?.close());

/** A `mobiles` campaign closed `daysAgo` days ago. */
async function closedCampaign(mobiles: string[], daysAgo: number): Promise<string> {
  const sent = await launion1.post(`${M}/campaign/send`, {
    title: '阅读服务满意度调查',
    version: 1,
    deadline: inDays(10),
    audience: 'mobiles',
    mobiles,
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const id = sent.body.data.id as string;
  expect((await launion1.post(`${M}/campaign/close`, { id })).status).toBe(200);
  await stack.db
    .updateTable('questionnaire_campaign')
    .set({ closed_at: new Date(Date.now() - daysAgo * DAY_MS) })
    .where('id', '=', id)
    .execute();
  return id;
}

const numbersOf = (campaignId: string) =>
  stack.db
    .selectFrom('questionnaire_invitation')
    .select(['phone', 'phone_hash', 'label'])
    .where('campaign_id', '=', campaignId)
    .orderBy('id')
    .execute();

describe('the numbers of a closed mobiles campaign', () => {
  it('are erased 30 days after it closed, the hash and masked label kept, and a second run erases nothing', async () => {
    const old = await closedCampaign(['13900000001', '13900000002'], 31);
    const recent = await closedCampaign(['13900000003'], 5);
    const first = await eraseCampaignNumbers(stack.app.db);
    expect(first.numbers).toBeGreaterThanOrEqual(2);
    const erased = await numbersOf(old);
    expect(erased.map((r) => [r.phone, r.label])).toEqual([
      [null, '139****0001'],
      [null, '139****0002'],
    ]);
    expect(erased.every((r) => r.phone_hash?.length === 64)).toBe(true);
    expect((await numbersOf(recent)).map((r) => r.phone)).toEqual(['13900000003']);
    expect(await eraseCampaignNumbers(stack.app.db)).toEqual({ campaigns: 0, numbers: 0 });
    const list = await launion1.get(`${M}/campaign/list`, { size: '50' });
    expect(list.body.data.records.find((c: { id: string }) => c.id === old)).toMatchObject({ invited: 2, state: 'closed' });
  });

  it('are erased by the worker’s workflow, the one the schedule starts', async () => {
    const old = await closedCampaign(['13900000011'], 40);
    const result = await stack.client.workflow.execute('eraseCampaignNumbers', {
      taskQueue: stack.taskQueue,
      workflowId: `erase-test-${old}`,
      args: [],
    });
    expect(result).toEqual({ campaigns: 1, numbers: 1 });
    expect((await numbersOf(old)).map((r) => r.phone)).toEqual([null]);
  });
});

describe('the maintenance schedule', () => {
  it('is created once, however many times the API starts, starting the erasure daily', async () => {
    await ensureMaintenanceSchedules(stack.client, stack.taskQueue);
    await ensureMaintenanceSchedules(stack.client, stack.taskQueue);
    const handle = stack.client.schedule.getHandle(`${ERASE_NUMBERS_SCHEDULE}-${stack.taskQueue}`);
    try {
      const described = await handle.describe();
      expect(described.action).toMatchObject({ type: 'startWorkflow', workflowType: 'eraseCampaignNumbers', taskQueue: stack.taskQueue });
      expect(described.spec.calendars?.[0]).toMatchObject({
        hour: [{ start: 3, end: 3, step: 1 }],
        minute: [{ start: 17, end: 17, step: 1 }],
      });
    } finally {
      await handle.delete();
    }
  });
});
