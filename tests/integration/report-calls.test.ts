// A call for reports (报表征集: `sendOut.withoutQuestions`) on the catalogue's finance7 (工会财务决算报告):
// the higher union sends its 决算通知 without a question set, each union it called files one report
// to it (`sid`, of the call's year), and the call's results list who filed and who has not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import { giveUnionItsData, login, startTestStack, withRequiredUploads, type ApiSession, type TestStack } from '../support';
import { fileServerFilledSources } from './effects-support';

const M = '/api/blade-crop/crop/finance7';
const entry = modules.finance7!;
const inDays = (n: number) => new Date(Date.now() + 8 * 3600_000 + n * 86_400_000).toISOString().slice(0, 10);

let stack: TestStack;
let launion1: ApiSession;
let corp1: ApiSession;

beforeAll(async () => {
  stack = await startTestStack();
  [launion1, corp1] = await Promise.all([login(stack.app, 'launion1'), login(stack.app, 'corp1')]);
  // corp1's union holds its legal-person code, which the report prefills read-only.
  await giveUnionItsData(stack, '1101');
  // The budget column is the approved budget's of the year: the example's figures, for 2025 and for
  // 2024 (a report of 2024 is checked as well as one of 2025 before its call refuses it).
  await fileServerFilledSources(stack.db, '1101', entry);
  await fileServerFilledSources(stack.db, '1101', { ...entry, example: { ...entry.example, year: 2024 } });
});
afterAll(async () => stack?.close());

/** launion1 (1100) calls `unionIds` for the 2025 final accounts: the call's id. */
async function sendCall(unionIds = ['1101'], title = '关于报送2025年度工会经费决算的通知'): Promise<string> {
  const sent = await launion1.post(`${M}/campaign/send`, { title, deadline: inDays(14), audience: 'unions', unionIds, year: 2025 });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  return sent.body.data.id as string;
}

/** The example filed to call `sid`, its files uploaded (under the record's id). */
async function reportTo(sid: string, extra: Record<string, unknown> = {}) {
  const { id, form } = await withRequiredUploads(stack.app, corp1, entry, { ...entry.example, sid, ...extra });
  return { ...form, id };
}

describe('sending a call for reports', () => {
  it('sends no question set: the call lists no set and no version', async () => {
    const sid = await sendCall();
    const list = await launion1.get(`${M}/campaign/list`, { current: '1', size: '50' });
    const call = (list.body.data.records as { id: string }[]).find((c) => c.id === sid);
    expect(call).toMatchObject({ setKey: null, version: null, audience: 'unions', invited: 1, answered: 0 });
  });

  it('refuses a version, as the call carries no questionnaire (400 version)', async () => {
    const res = await launion1.post(`${M}/campaign/send`, {
      title: '决算通知',
      version: 1,
      deadline: inDays(14),
      audience: 'unions',
      unionIds: ['1101'],
    });
    expect(res.status).toBe(400);
    expect(res.body.data.errors.map((e: { field: string }) => e.field)).toEqual(['version']);
  });

  it('texts no link, as a link would open no questions (400 sms)', async () => {
    const res = await launion1.post(`${M}/campaign/send`, {
      title: '决算通知',
      deadline: inDays(14),
      audience: 'unions',
      unionIds: ['1101'],
      sms: true,
    });
    expect(res.status).toBe(400);
    expect(res.body.data.errors.map((e: { field: string }) => e.field)).toEqual(['sms']);
  });

  it('tells the union called in its messages, which open the report for the call', async () => {
    const sid = await sendCall(['1101'], '2025年度决算报送通知');
    const invited = await corp1.get(`${M}/campaign/invited`, { id: sid });
    expect(invited.status, JSON.stringify(invited.body)).toBe(200);
    expect(invited.body.data).toMatchObject({ id: sid, year: 2025, setKey: null, version: null, content: null, recordId: null });
    const message = await stack.db
      .selectFrom('union_message')
      .select(['title', 'module'])
      .where('subject_id', '=', sid)
      .executeTakeFirstOrThrow();
    expect(message).toEqual({ title: '报表征集：2025年度决算报送通知', module: 'finance7' });
  });
});

describe('a report filed to a call', () => {
  it('is filed once per union and call: a second one is refused (409 periodTaken)', async () => {
    const sid = await sendCall();
    const first = await corp1.post(`${M}/submit`, await reportTo(sid));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const second = await corp1.post(`${M}/submit`, await reportTo(sid));
    expect(second.status, JSON.stringify(second.body)).toBe(409);
    expect(second.body.data).toMatchObject({ existingId: first.body.data.id });
    expect(second.body.msg).toContain('报表征集「关于报送2025年度工会经费决算的通知」');
  });

  it('may be filed to another call of the same year', async () => {
    const [a, b] = [await sendCall(), await sendCall()];
    expect((await corp1.post(`${M}/submit`, await reportTo(a))).status).toBe(200);
    const other = await corp1.post(`${M}/submit`, await reportTo(b));
    expect(other.status, JSON.stringify(other.body)).toBe(200);
  });

  it('is of the call’s year: another year is refused naming the field (400 year)', async () => {
    const res = await corp1.post(`${M}/save`, await reportTo(await sendCall(), { year: 2024 }));
    expect(res.status).toBe(400);
    expect(res.body.data.errors.map((e: { field: string }) => e.field)).toEqual(['year']);
  });

  it('names a call sent to the union: another is refused (400 sid)', async () => {
    const res = await corp1.post(`${M}/save`, await reportTo('999999'));
    expect(res.status).toBe(400);
    expect(res.body.data.errors.map((e: { field: string }) => e.field)).toEqual(['sid']);
  });
});

describe('the results of a call', () => {
  it('list who filed and who has not, and count the filed', async () => {
    const sid = await sendCall(['1101', '1102']);
    const filed = await corp1.post(`${M}/submit`, await reportTo(sid));
    expect(filed.status, JSON.stringify(filed.body)).toBe(200);
    const results = await launion1.get(`${M}/campaign/results`, { id: sid });
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
    expect((await corp1.post(`${M}/submit`, await reportTo(sid))).status).toBe(200);
    const reminded = await launion1.post(`${M}/campaign/remind`, { id: sid });
    expect(reminded.status, JSON.stringify(reminded.body)).toBe(200);
    expect(reminded.body.data.reminded.map((r: { label: string }) => r.label)).toHaveLength(1);
    expect(reminded.body.data.skipped.map((s: { reason: string }) => s.reason)).toEqual(['answered']);
  });
});
