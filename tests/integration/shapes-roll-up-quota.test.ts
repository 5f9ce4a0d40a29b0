// The roll-up's quota and round held on the command path: a nomination (modelWorkerSelection1) is
// sent only while isApply would let its union nominate, checked under the union's lock, so parallel
// submissions cannot take more places than `quotaPerUnion` (1), and none is taken once the higher
// union sent its summary (until the summary comes back).
import { beforeAll, describe, expect, it } from 'vitest';
import {
  BASIC,
  login,
  nomination,
  nominee,
  reviewFromClaimList,
  setup1Parties,
  SOURCE,
  SUMMARY,
  summaryForm,
  type ApiAnswer,
  type ApiSession,
} from '../support';

const p = setup1Parties();

let corp2: ApiSession;
/** corp1's nomination that won the parallel submissions; corp2's nomination in review and its draft. */
let taken = { id: '', pid: '' };
const corp2s = { sent: { id: '', pid: '' }, draft: '' };
let summary = { id: '', pid: '' };

/** The nominations of a union (any state) as the database holds them. */
async function nominationsOf(unionId: string): Promise<{ id: string; state: string }[]> {
  const rows = await p.stack.db
    .selectFrom('record')
    .select(['id', 'state'])
    .where('module', '=', 'modelWorkerSelection1')
    .where('union_id', '=', unionId)
    .execute();
  return rows.map((r) => ({ id: String(r.id), state: r.state }));
}

/** The open task's id of a record, as its detail names it. */
async function openTask(session: ApiSession, id: string): Promise<string> {
  return (await session.get(`${SOURCE}/detail`, { id })).body.data.openTaskId;
}

function expectRefused(answer: ApiAnswer, reason: 'quotaUsed' | 'roundClosed'): void {
  expect(answer.status, JSON.stringify(answer.body)).toBe(409);
  expect(answer.body.data).toMatchObject({ reason, quota: 1 });
  expect(answer.body.msg).toBe(reason === 'quotaUsed' ? '本单位本轮推荐名额(1名)已用完' : '上级工会已汇总上报，本轮推荐已截止');
}

beforeAll(async () => {
  corp2 = await login(p.stack.app, 'corp2');
});

describe('the quota of live nominations per union', () => {
  // Twelve: more than the pool's ten connections, so the lock's waiting may not hold one each.
  it('takes one of twelve parallel submissions of one union and refuses the others with 409 quotaUsed, creating nothing', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => p.corp1.post(`${SOURCE}/submit`, nominee(`并行${i}`))));
    const won = answers.filter((a) => a.status === 200);
    expect(won).toHaveLength(1);
    for (const refused of answers.filter((a) => a.status !== 200)) expectRefused(refused, 'quotaUsed');
    taken = { id: won[0]!.body.data.id, pid: won[0]!.body.data.processInstanceId };
    expect(await nominationsOf('1101')).toEqual([{ id: taken.id, state: 'in_review' }]);
    expect((await p.corp1.get(`${SOURCE}/isApply`)).body.data).toMatchObject({ apply: false, reason: 'quotaUsed', used: 1 });
  });

  it('answers in English with Accept-Language: en', async () => {
    const answer = await p.stack.app.inject({
      method: 'POST',
      url: `${SOURCE}/submit`,
      payload: nominee('Second'),
      headers: { authorization: BASIC, 'miidc-auth': `bearer ${p.corp1.token}`, 'accept-language': 'en' },
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().msg).toBe('Your union has used its 1 nomination(s) of this round');
  });

  it('lets a returned nomination be resubmitted on the place it holds, while a new one is refused', async () => {
    await reviewFromClaimList(p.launion1, taken.id, taken.pid, 'back', '请补充事迹');
    expectRefused(await p.corp1.post(`${SOURCE}/submit`, nominee('替补')), 'quotaUsed');
    const resubmitted = await p.corp1.post(`${SOURCE}/resubmit`, {
      ...nominee('复审'),
      id: taken.id,
      taskId: await openTask(p.corp1, taken.id),
    });
    expect(resubmitted.status, JSON.stringify(resubmitted.body)).toBe(200);
    expect(resubmitted.body.data.state).toBe('in_review');
  });

  it('takes one of two drafts of a union submitted in parallel, and the other stays a draft', async () => {
    const drafts = await Promise.all(['孙甲', '孙乙'].map((name) => corp2.post(`${SOURCE}/saveDraft`, nominee(name))));
    for (const d of drafts) expect(d.status, JSON.stringify(d.body)).toBe(200);
    const ids = drafts.map((d) => d.body.data.id as string);
    const answers = await Promise.all(ids.map((id) => corp2.post(`${SOURCE}/submit`, { ...nominee('孙甲'), id })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expectRefused(
      answers.find((a) => a.status === 409)!,
      'quotaUsed',
    );
    const sent = answers.find((a) => a.status === 200)!.body.data;
    corp2s.sent = { id: sent.id, pid: sent.processInstanceId };
    corp2s.draft = ids.find((id) => id !== sent.id)!;
    expect((await nominationsOf('1102')).sort((a, b) => a.id.localeCompare(b.id))).toEqual(
      [
        { id: corp2s.sent.id, state: 'in_review' },
        { id: corp2s.draft, state: 'draft' },
      ].sort((a, b) => a.id.localeCompare(b.id)),
    );
  });
});

describe('a repeat of a taken submission', () => {
  it('answers the first answer to the same Idempotency-Key, not a 409, and takes no second place', async () => {
    const corp3 = await login(p.stack.app, 'corp3');
    const send = () =>
      p.stack.app.inject({
        method: 'POST',
        url: `${SOURCE}/submit`,
        payload: nominee('王海'),
        headers: { authorization: BASIC, 'miidc-auth': `bearer ${corp3.token}`, 'idempotency-key': 'nominate-wang-hai' },
      });
    const first = await send();
    const repeat = await send();
    expect(first.statusCode, first.body).toBe(200);
    expect(repeat.statusCode, repeat.body).toBe(200);
    expect(repeat.json().data.id).toBe(first.json().data.id);
    expect(await nominationsOf('1201')).toHaveLength(1);
  });
});

describe('the round closed by the higher union’s summary', () => {
  beforeAll(async () => {
    // launion1 approves corp1's nomination (to gather it) and returns corp2's, then sends its summary.
    await reviewFromClaimList(p.launion1, taken.id, taken.pid, 'ok', '同意推荐');
    await reviewFromClaimList(p.launion1, corp2s.sent.id, corp2s.sent.pid, 'back', '请补充材料');
    const saved = await p.launion1.post(`${SUMMARY}/save`, { ...summaryForm, selectionType: '1', gathered: [taken.id] });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    summary = { id: saved.body.data.id, pid: saved.body.data.processInstanceId };
  });

  it('refuses a submission after the summary was sent with 409 roundClosed, and the draft stays a draft', async () => {
    expectRefused(await corp2.post(`${SOURCE}/submit`, { ...nomination, id: corp2s.draft }), 'roundClosed');
    expect((await nominationsOf('1102')).find((r) => r.id === corp2s.draft)?.state).toBe('draft');
  });

  it('refuses the resubmission of a returned nomination after the summary was sent, and it stays returned', async () => {
    const answer = await corp2.post(`${SOURCE}/resubmit`, {
      ...nominee('孙甲'),
      id: corp2s.sent.id,
      taskId: await openTask(corp2, corp2s.sent.id),
    });
    expectRefused(answer, 'roundClosed');
    expect((await nominationsOf('1102')).find((r) => r.id === corp2s.sent.id)?.state).toBe('returned');
  });

  it('reopens the round when the summary is returned: the resubmission is taken', async () => {
    await reviewFromClaimList(p.federation, summary.id, summary.pid, 'back', '请补充推荐工作报告');
    const answer = await corp2.post(`${SOURCE}/resubmit`, {
      ...nominee('孙甲'),
      id: corp2s.sent.id,
      taskId: await openTask(corp2, corp2s.sent.id),
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.state).toBe('in_review');
  });
});
