// A call for reports (报表征集: `sendOut.withoutQuestions`) on the catalogue's finance7 (工会财务决算报告):
// the higher union sends its 决算通知 without a question set, each union it called files one report
// to it (`sid`, of the call's year), and the call's results list who filed and who has not.
import { beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import { beijingDayIn, campaignParties, exampleOfCampaign, giveUnionItsData, sendCampaign } from '../support';
import { fileServerFilledSources } from './effects-support';

const M = '/api/blade-crop/crop/finance7';
const entry = modules.finance7!;
const p = campaignParties();

beforeAll(async () => {
  // corp1's union holds its legal-person code, which the report prefills read-only.
  await giveUnionItsData(p.stack, '1101');
  // The budget column is the approved budget's of the year: the example's figures, for 2025 and for
  // 2024 (a report of 2024 is checked as well as one of 2025 before its call refuses it).
  await fileServerFilledSources(p.stack.db, '1101', entry);
  await fileServerFilledSources(p.stack.db, '1101', { ...entry, example: { ...entry.example, year: 2024 } });
});

/** launion1 (1100) calls `unionIds` for the 2025 final accounts: the call's id. */
const sendCall = (unionIds = ['1101'], title = '关于报送2025年度工会经费决算的通知') =>
  sendCampaign(p.launion1, entry, { title, unionIds, year: 2025 });

/** The example filed to call `sid`, its files uploaded (under the record's id). */
const reportTo = (sid: string, extra: Record<string, unknown> = {}) => exampleOfCampaign(p.stack.app, p.corp1, entry, sid, extra);

describe('sending a call for reports', () => {
  it('sends no question set: the call lists no set and no version', async () => {
    const sid = await sendCall();
    const list = await p.launion1.get(`${M}/campaign/list`, { current: '1', size: '50' });
    const call = (list.body.data.records as { id: string }[]).find((c) => c.id === sid);
    expect(call).toMatchObject({ setKey: null, version: null, audience: 'unions', invited: 1, answered: 0 });
  });

  it('refuses a version, as the call carries no questionnaire (400 version)', async () => {
    const res = await p.launion1.post(`${M}/campaign/send`, {
      title: '决算通知',
      version: 1,
      deadline: beijingDayIn(14),
      audience: 'unions',
      unionIds: ['1101'],
    });
    expect(res.status).toBe(400);
    expect(res.body.data.errors.map((e: { field: string }) => e.field)).toEqual(['version']);
  });

  it('texts no link, as a link would open no questions (400 sms)', async () => {
    const res = await p.launion1.post(`${M}/campaign/send`, {
      title: '决算通知',
      deadline: beijingDayIn(14),
      audience: 'unions',
      unionIds: ['1101'],
      sms: true,
    });
    expect(res.status).toBe(400);
    expect(res.body.data.errors.map((e: { field: string }) => e.field)).toEqual(['sms']);
  });

  it('tells the union called in its messages, which open the report for the call', async () => {
    const sid = await sendCall(['1101'], '2025年度决算报送通知');
    const invited = await p.corp1.get(`${M}/campaign/invited`, { id: sid });
    expect(invited.status, JSON.stringify(invited.body)).toBe(200);
    expect(invited.body.data).toMatchObject({ id: sid, year: 2025, setKey: null, version: null, content: null, recordId: null });
    const message = await p.stack.db
      .selectFrom('union_message')
      .select(['title', 'module'])
      .where('subject_id', '=', sid)
      .executeTakeFirstOrThrow();
    expect(message).toEqual({ title: '报表征集：2025年度决算报送通知', module: 'finance7' });
  });
});

describe('the year a call asks about', () => {
  const thisYear = Number(beijingDayIn(0).slice(0, 4));
  const call = (year?: number) =>
    p.launion1.post(`${M}/campaign/send`, {
      title: '决算通知',
      deadline: beijingDayIn(14),
      audience: 'unions',
      unionIds: ['1101'],
      ...(year === undefined ? {} : { year }),
    });

  it('is refused while the year has not ended, naming the year (400 year), and nothing is sent', async () => {
    const res = await call(thisYear);
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toEqual([
      { field: 'year', rule: 'yearEnded', message: `${thisYear}年度尚未结束，须在年度结束后征集其报表` },
    ]);
    expect((await call(thisYear + 1)).status).toBe(400);
  });

  it('is last year when the sender names none', async () => {
    const sent = await call();
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect((await p.corp1.get(`${M}/campaign/invited`, { id: sent.body.data.id })).body.data.year).toBe(thisYear - 1);
  });
});

describe('a report filed to a call', () => {
  it('is filed once per union and call: a second one is refused (409 periodTaken)', async () => {
    const sid = await sendCall();
    const first = await p.corp1.post(`${M}/submit`, await reportTo(sid));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const second = await p.corp1.post(`${M}/submit`, await reportTo(sid));
    expect(second.status, JSON.stringify(second.body)).toBe(409);
    expect(second.body.data).toMatchObject({ existingId: first.body.data.id });
    expect(second.body.msg).toContain('报表征集「关于报送2025年度工会经费决算的通知」');
  });

  it('may be filed to another call of the same year', async () => {
    const [a, b] = [await sendCall(), await sendCall()];
    expect((await p.corp1.post(`${M}/submit`, await reportTo(a))).status).toBe(200);
    const other = await p.corp1.post(`${M}/submit`, await reportTo(b));
    expect(other.status, JSON.stringify(other.body)).toBe(200);
  });

  it('is of the call’s year: another year is refused naming the field (400 year)', async () => {
    const res = await p.corp1.post(`${M}/save`, await reportTo(await sendCall(), { year: 2024 }));
    expect(res.status).toBe(400);
    expect(res.body.data.errors.map((e: { field: string }) => e.field)).toEqual(['year']);
  });

  it('names a call sent to the union: another is refused (400 sid)', async () => {
    const res = await p.corp1.post(`${M}/save`, await reportTo('999999'));
    expect(res.status).toBe(400);
    expect(res.body.data.errors.map((e: { field: string }) => e.field)).toEqual(['sid']);
  });
});

describe('the results of a call', () => {
  it('list who filed and who has not, and count the filed', async () => {
    const sid = await sendCall(['1101', '1102']);
    const filed = await p.corp1.post(`${M}/submit`, await reportTo(sid));
    expect(filed.status, JSON.stringify(filed.body)).toBe(200);
    const results = await p.launion1.get(`${M}/campaign/results`, { id: sid });
    expect(results.status, JSON.stringify(results.body)).toBe(200);
    expect(results.body.data).toMatchObject({ version: null, questions: [], response: { invited: 2, answered: 1 } });
    const filings = results.body.data.filings as { unionId: string; recordId: string | null; filedAt: string | null }[];
    expect(filings.map((f) => [f.unionId, f.recordId, f.filedAt !== null])).toEqual([
      ['1101', filed.body.data.id, true],
      ['1102', null, false],
    ]);
  });

  it('remind only the unions that have not filed', async () => {
    const sid = await sendCall(['1101', '1102']);
    expect((await p.corp1.post(`${M}/submit`, await reportTo(sid))).status).toBe(200);
    const reminded = await p.launion1.post(`${M}/campaign/remind`, { id: sid });
    expect(reminded.status, JSON.stringify(reminded.body)).toBe(200);
    expect(reminded.body.data.reminded.map((r: { label: string }) => r.label)).toHaveLength(1);
    expect(reminded.body.data.skipped.map((s: { reason: string }) => s.reason)).toEqual(['answered']);
  });
});

/** How the sender and the union called read whether 1101 filed to call `sid`: the call's list and detail, its results, and the union's own view. */
async function filedSeen(sid: string) {
  const list = await p.launion1.get(`${M}/campaign/list`, { current: '1', size: '100' });
  const listed = (list.body.data.records as { id: string; answered: number }[]).find((c) => c.id === sid)!;
  const detail = await p.launion1.get(`${M}/campaign/detail`, { id: sid });
  const [invitation] = detail.body.data.invitations.records as { state: string; answeredAt: string | null }[];
  const results = await p.launion1.get(`${M}/campaign/results`, { id: sid });
  const invited = await p.corp1.get(`${M}/campaign/invited`, { id: sid });
  return {
    listed: listed.answered,
    counted: detail.body.data.campaign.answered as number,
    state: invitation!.state,
    results: results.body.data.response.answered as number,
    unionSees: invited.body.data.answeredAt !== null,
  };
}

const FILED = { listed: 1, counted: 1, state: 'answered', results: 1, unionSees: true };
const NOT_FILED = { listed: 0, counted: 0, state: 'sent', results: 0, unionSees: false };

/** The reasons the sender's reminder of call `sid` skipped its unions, and how many it reminded. */
async function remindCall(sid: string) {
  const res = await p.launion1.post(`${M}/campaign/remind`, { id: sid });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { reminded: res.body.data.reminded.length as number, skipped: res.body.data.skipped.map((s: { reason: string }) => s.reason) };
}

type Report = { id: string; processInstanceId: string; form: Record<string, unknown> };

/** corp1's report filed to call `sid`: its id, flow and form. */
async function filedReport(sid: string): Promise<Report> {
  const form = await reportTo(sid);
  const res = await p.corp1.post(`${M}/submit`, form);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { id: res.body.data.id, processInstanceId: res.body.data.processInstanceId, form };
}

/** corp1 withdraws its report to a draft (rebackFlow), and then removes it when asked. */
async function takenBack(report: Report, { remove = false } = {}) {
  const withdrawn = await p.corp1.get(`${M}/rebackFlow`, { processInstanceId: report.processInstanceId });
  expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200);
  if (!remove) return;
  const removed = await p.corp1.post(`${M}/remove`, undefined, { ids: report.id });
  expect(removed.status, JSON.stringify(removed.body)).toBe(200);
}

describe('whether a union filed, read from its report', () => {
  it('counts a report withdrawn to a draft as not filed, and reminds its union again', async () => {
    const sid = await sendCall();
    const report = await filedReport(sid);
    expect(await filedSeen(sid)).toEqual(FILED);
    expect(await remindCall(sid)).toEqual({ reminded: 0, skipped: ['answered'] });
    await takenBack(report);
    expect(await filedSeen(sid)).toEqual(NOT_FILED);
    expect(await remindCall(sid)).toEqual({ reminded: 1, skipped: [] });
  });

  it('counts a report withdrawn and removed as not filed, and reminds its union again', async () => {
    const sid = await sendCall();
    await takenBack(await filedReport(sid), { remove: true });
    expect(await filedSeen(sid)).toEqual(NOT_FILED);
    expect(await remindCall(sid)).toEqual({ reminded: 1, skipped: [] });
  });

  it('counts a report withdrawn and submitted again once', async () => {
    const sid = await sendCall();
    const report = await filedReport(sid);
    await takenBack(report);
    const again = await p.corp1.post(`${M}/submit`, { ...report.form, id: report.id });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(await filedSeen(sid)).toEqual(FILED);
  });

  it('counts a new report filed after a removed one once', async () => {
    const sid = await sendCall();
    await takenBack(await filedReport(sid), { remove: true });
    await filedReport(sid);
    expect(await filedSeen(sid)).toEqual(FILED);
  });
});
