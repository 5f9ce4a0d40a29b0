// The round shape's `now` and `ishave` and the reviewer's `checkDenial`, on the catalogue's field3apply
// (职工书屋示范点申报) in the demo round of kind bookroom_site: the current round and the union's
// application in it, a refusal for good (不予推荐) by the task's reviewer only, which ends the
// application and frees the union's place in the round, and the federation's approval naming the
// bookroom's venue row with the site's title.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import { exampleToSend, FLOW, login, reviewThrough, startTestStack, type ApiSession, type TestStack } from '../support';

const M = '/api/blade-crop/crop/field3apply';
const entry = modules.field3apply!;

let stack: TestStack;
let corp1: ApiSession;
let corp2: ApiSession;
let launion1: ApiSession;
let federation: ApiSession;

beforeAll(async () => {
  stack = await startTestStack();
  [corp1, corp2, launion1, federation] = await Promise.all([
    login(stack.app, 'corp1'),
    login(stack.app, 'corp2'),
    login(stack.app, 'launion1'),
    login(stack.app, 'federation'),
  ]);
});
afterAll(async () => stack?.close());

async function apply(applicant: ApiSession) {
  const sent = await exampleToSend(stack.app, applicant, entry);
  const res = await applicant.post(`${M}/submit`, { ...sent.form, ...(sent.id ? { id: sent.id } : {}) });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { id: res.body.data.id as string, pid: res.body.data.processInstanceId as string };
}

/** The reviewer claims the record's open task and answers its id. */
async function claimed(reviewer: ApiSession, recordId: string): Promise<string> {
  const claim = await reviewer.get(`${FLOW}/work/claim-list`, { size: '100' });
  const task = claim.body.data.records.find((t: { recordId: string }) => t.recordId === recordId);
  expect(task, 'the record’s task in the claim list').toBeTruthy();
  expect((await reviewer.post(`${FLOW}/work/claim-task`, undefined, { taskId: task.taskId })).status).toBe(200);
  return task.taskId as string;
}

describe('now and ishave', () => {
  it('answer the open bookroom_site round, and no application of a union that has none', async () => {
    const now = await corp1.get(`${M}/now`);
    expect(now.status).toBe(200);
    expect(now.body.data).toMatchObject({ kind: 'bookroom_site', open: true, apply: true });
    const have = await corp1.get(`${M}/ishave`);
    expect(have.body.data).toEqual({ have: false, id: null, state: null, roundId: now.body.data.roundId });
  });

  it('ishave names the union’s application once sent, and the federation’s approval names the bookroom after the site', async () => {
    const { id, pid } = await apply(corp1);
    expect((await corp1.get(`${M}/ishave`)).body.data).toMatchObject({ have: true, id, state: 'in_review' });
    // One application per union and round.
    const again = await exampleToSend(stack.app, corp1, entry);
    const second = await corp1.post(`${M}/submit`, { ...again.form, ...(again.id ? { id: again.id } : {}) });
    expect(second.status).toBe(409);
    expect(second.body.data.reason).toBe('quotaUsed');
    const row = await reviewThrough([launion1, federation], corp1, 'field3apply', id, pid);
    expect(row.state).toBe('approved');
    const venue = await stack.db
      .selectFrom('register_row')
      .select(['register', 'name', 'data'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const year = new Date(Date.now() + 8 * 3600_000).getUTCFullYear();
    expect(venue).toMatchObject({
      register: 'venue',
      name: '智联职工书屋',
      data: { venueType: '4', area: 68, title: `${year}年度园区工会职工书屋示范点` },
    });
  });
});

describe('checkDenial', () => {
  it('refuses the application for good at its reviewer’s word, and no one else’s', async () => {
    const { id } = await apply(corp2);
    const taskId = await claimed(launion1, id);
    expect((await corp2.post(`${M}/checkDenial`, { id, taskId, comment: '藏书不足，不予推荐' })).status).toBe(403);
    expect((await launion1.post(`${M}/checkDenial`, { id, taskId, comment: '否' })).status).toBe(400);
    const denied = await launion1.post(`${M}/checkDenial`, { id, taskId, comment: '藏书不足，不予推荐' });
    expect(denied.status, JSON.stringify(denied.body)).toBe(200);
    expect((await corp2.get(`${M}/detail`, { id })).body.data.state).toBe('declined');
    expect((await launion1.post(`${M}/checkDenial`, { id, taskId, comment: '藏书不足，不予推荐' })).status).toBe(409);
  });
});

describe('a declined application', () => {
  it('holds no place in the round: the union may apply again in the same round', async () => {
    const corp3 = await login(stack.app, 'corp3');
    const launion2 = await login(stack.app, 'launion2');
    const first = await apply(corp3);
    const taskId = await claimed(launion2, first.id);
    expect((await launion2.post(`${M}/checkDenial`, { id: first.id, taskId, comment: '藏书不足，不予推荐' })).status).toBe(200);
    expect((await corp3.get(`${M}/ishave`)).body.data).toMatchObject({ have: false, state: null });
    const again = await apply(corp3);
    expect((await corp3.get(`${M}/ishave`)).body.data).toMatchObject({ have: true, id: again.id, state: 'in_review' });
  });
});
