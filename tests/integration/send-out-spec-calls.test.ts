// The `sendOut` shape under the spec's own names (SendOutDef.calls `list`, `send`, `noticeFile`), on the
// catalogue's field3ques (职工书屋情况调查): `outsend` sends the bookroom survey (GET lists the campaigns,
// POST sends one), `upFile` keeps the notice file, and an invited union answers as its field3ques record,
// one per campaign, which its higher union approves.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import { login, reviewThrough, SAMPLE_PDF, startTestStack, uploadFile, type ApiSession, type TestStack } from '../support';

const M = '/api/blade-crop/crop/field3ques';
const entry = modules.field3ques!;
const inDays = (n: number) => new Date(Date.now() + 8 * 3600_000 + n * 86_400_000).toISOString().slice(0, 10);
// A union without a bookroom answers the questions every union is asked, the others hidden (showWhen b01).
const noBookroom = { b01: '3', b14: ['2', '7'], b16: ['1', '5'] };

let stack: TestStack;
let launion1: ApiSession;
let corp1: ApiSession;

beforeAll(async () => {
  stack = await startTestStack();
  [launion1, corp1] = await Promise.all([login(stack.app, 'launion1'), login(stack.app, 'corp1')]);
});
afterAll(async () => stack?.close());

const outsend = (session: ApiSession, body: Record<string, unknown> = {}) =>
  session.post(`${M}/outsend`, {
    title: '2026年度职工书屋情况调查',
    version: 1,
    deadline: inDays(14),
    audience: 'unions',
    unionIds: ['1101'],
    sms: false,
    ...body,
  });

describe('outsend', () => {
  it('sends the published bookroom survey to unions below the sender (POST) and lists the sender’s campaigns (GET)', async () => {
    const sent = await outsend(launion1);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.data).toMatchObject({ invited: 1, notReached: [] });
    const listed = await launion1.get(`${M}/outsend`, { current: '1', size: '10' });
    expect(listed.status).toBe(200);
    expect(listed.body.data.records.map((c: { id: string }) => c.id)).toContain(sent.body.data.id);
  });

  it('is refused to an enterprise union, which holds no field3ques.send', async () => {
    expect((await outsend(corp1)).status).toBe(403);
    expect((await corp1.get(`${M}/outsend`)).status).toBe(403);
  });
});

describe('an invited union’s answer', () => {
  it('is its field3ques record of the campaign, one per campaign, approved by its higher union', async () => {
    const campaignId = (await outsend(launion1)).body.data.id as string;
    // Without a bookroom no photo is asked for: the example's photo id is one its own upload would give.
    const form = { ...entry.example, campaignId, answers: noBookroom, files: { photos: [] } };
    const submitted = await corp1.post(`${M}/submit`, form);
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    const again = await corp1.post(`${M}/save`, form);
    expect(again.status).toBe(409);
    expect(again.body.msg).toContain('2026年度职工书屋情况调查');
    const { id, processInstanceId } = submitted.body.data;
    const row = await reviewThrough([launion1], corp1, 'field3ques', id, processInstanceId);
    expect(row.state).toBe('approved');
  });

  it('answers the hidden questions of a union without a bookroom as not shown (400 naming the question)', async () => {
    const campaignId = (await outsend(launion1)).body.data.id as string;
    const res = await corp1.post(`${M}/submit`, { ...entry.example, campaignId, answers: { ...noBookroom, b03: 20 } });
    expect(res.status).toBe(400);
    expect(res.body.data.errors.map((e: { field: string }) => e.field)).toContain('answers.b03');
  });
});

describe('upFile', () => {
  it('keeps the notice file as the sender’s own, answering its id and name', async () => {
    const id = await uploadFile(stack.app, launion1, `${M}/upFile`, '0', {
      name: '调查通知.pdf',
      type: 'application/pdf',
      content: SAMPLE_PDF,
    });
    const row = await stack.db
      .selectFrom('attachment')
      .select(['record_id', 'module', 'name'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ record_id: id, module: 'field3ques', name: '调查通知.pdf' });
  });
});
