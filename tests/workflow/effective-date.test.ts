// An approval that takes effect on a later date (workflow patch `approval-effective-date`): a transfer
// out dated next week moves the union on that day, by the record's durable timer, on Temporal's
// time-skipping test server, so the week passes in milliseconds. One transfer is open per union until
// then. Reviewed through the task lists; the events, read models and the move are the real ones.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beijingDate, modules } from '../../catalogue';
import {
  approveOpenTask,
  FLOW,
  giveUnionItsData,
  login,
  sentRow,
  startTimeSkippingStack,
  type ApiSession,
  type TimeSkippingStack,
} from '../support';

const OUT = '/api/blade-crop/crop/tradeunionoutinfo';
const IN = '/api/blade-crop/crop/tradeunionunitinfo';
const ZHONGGUANCUN = '中关村街道工会联合会';
const SHANGDI = '上地街道工会联合会';

/** A week from today, in Beijing as the forms' dates are. */
const nextWeek = new Date(Date.parse(`${beijingDate(Date.now())}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
const transferOut = {
  ...modules.tradeunionoutinfo!.example,
  targetHigherName: SHANGDI,
  targetHigher: '1200',
  transferDate: nextWeek,
};

let stack: TimeSkippingStack;
let corp2: ApiSession;
let launion1: ApiSession;
let launion2: ApiSession;
let federation: ApiSession;
let transfer: { id: string; pid: string };

const parentName = async () => (await corp2.get('/api/blade-crop/crop/crop/brief')).body.data.parentName as string;
const historyTypes = async () =>
  ((await corp2.get(`${FLOW}/process/history-flow-list`, { processInstanceId: transfer.pid })).body.data as { type: string }[]).map(
    (e) => e.type,
  );

beforeAll(async () => {
  stack = await startTimeSkippingStack();
  [corp2, launion1, launion2, federation] = await Promise.all([
    login(stack.app, 'corp2'),
    login(stack.app, 'launion1'),
    login(stack.app, 'launion2'),
    login(stack.app, 'federation'),
  ]);
  await giveUnionItsData(stack, '1102');
  const sent = await corp2.post(`${OUT}/submit`, transferOut);
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  transfer = { id: sent.body.data.id, pid: sent.body.data.processInstanceId };
}, 120_000);
afterAll(async () => stack?.close());

describe('a transfer out dated next week', () => {
  it('in review, keeps a second transfer out or in from starting: 409 naming the open one', async () => {
    const second = await corp2.post(`${OUT}/submit`, transferOut);
    expect(second.status).toBe(409);
    expect(second.body.msg).toContain('本会已有进行中的组织关系转接「工会组织关系转出');
    expect(second.body.msg).toContain('审核中');
    expect((await corp2.post(`${IN}/submit`, { ...modules.tradeunionunitinfo!.example, newHigher: '1100' })).status).toBe(409);
  });

  it('once approved by all three, waits for its date with the union where it stood', async () => {
    for (const reviewer of [launion1, federation, launion2])
      expect(await approveOpenTask([reviewer], transfer.id, transfer.pid)).toBe(true);
    expect((await sentRow(corp2, 'tradeunionoutinfo', transfer.id)).state).toBe('approved');
    expect(await parentName()).toBe(ZHONGGUANCUN);
  });

  it('while it waits, answers a second transfer 409 naming its date', async () => {
    const waiting = await corp2.post(`${OUT}/submit`, transferOut);
    expect(waiting.status).toBe(409);
    expect(waiting.body.msg).toContain(`已通过,${nextWeek}起生效`);
  });

  it('has not moved the union six days on', async () => {
    await stack.env.sleep('6 days');
    expect(await parentName()).toBe(ZHONGGUANCUN);
    expect((await historyTypes()).at(-1)).toBe('approved');
  });

  it('moves the union on its date, recorded as the approval taking effect', async () => {
    await stack.env.sleep('2 days');
    expect(await parentName()).toBe(SHANGDI);
    expect((await historyTypes()).slice(-2)).toEqual(['approved', 'approval.effective']);
    const below = (await launion2.get('/api/blade-crop/crop/crop/index')).body.data.below.children as { id: string }[];
    expect(below.map((c) => c.id)).toContain('1102');
  });
});
