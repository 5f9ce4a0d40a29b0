// The `sendOut` shape as an invited union meets it, on the catalogue's finance6 (工会经费审查调查): it reads
// the campaign it was sent (`calls.campaign`, getSurveyById), answers it as its record, reviewed by the
// union that sent it (`senderField`), reads its record by the campaign (detail?surveyId), and saves one
// section of it alone (`sectionCalls`, finup).
import { describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import { beijingDayIn, campaignParties, completeAs, exampleOfCampaign, reviewThrough, sendCampaign } from '../support';

const M = '/api/blade-crop/crop/finance6';
const entry = modules.finance6!;
const p = campaignParties();

/** launion1 (1100) sends the funds audit survey to corp1's union (1101) about the example's year: the campaign's id. */
const sendSurvey = (title = '2025年度工会经费审查调查') =>
  sendCampaign(p.launion1, entry, { title, version: 1, unionIds: ['1101'], sms: false, year: 2025 });

/** The example answering campaign `surveyId`, its files uploaded (under the record's id). */
const answerTo = (surveyId: string, extra: Record<string, unknown> = {}) => exampleOfCampaign(p.stack.app, p.corp1, entry, surveyId, extra);

describe('getSurveyById', () => {
  it('answers the campaign that invited the caller’s union: its sender, version and questions, and no record yet', async () => {
    const id = await sendSurvey();
    const res = await p.corp1.get(`${M}/getSurveyById`, { id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ id, senderUnionId: '1100', version: 1, state: 'open', recordId: null });
    expect(res.body.data.content.questions.map((q: { id: string }) => q.id)).toContain('a01');
  });

  it('lists the caller’s open campaigns without an id', async () => {
    const id = await sendSurvey();
    const res = await p.corp1.get(`${M}/getSurveyById`);
    expect(res.status).toBe(200);
    expect(res.body.data.map((c: { id: string }) => c.id)).toContain(id);
  });

  it('is not found for a union the campaign did not invite', async () => {
    const id = await sendSurvey();
    expect((await p.launion1.get(`${M}/getSurveyById`, { id })).status).toBe(404);
  });
});

describe('an invited union’s answer', () => {
  it('is reviewed by the union that sent the survey, and read by the survey (detail?surveyId)', async () => {
    const surveyId = await sendSurvey();
    const submitted = await p.corp1.post(`${M}/submit`, await answerTo(surveyId));
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    const { id, processInstanceId } = submitted.body.data;
    const detail = await p.corp1.get(`${M}/detail`, { surveyId });
    expect(detail.status).toBe(200);
    expect(detail.body.data.id).toBe(id);
    expect((await p.corp1.get(`${M}/getSurveyById`, { id: surveyId })).body.data.recordId).toBe(id);
    const row = await reviewThrough([p.launion1], p.corp1, 'finance6', id, processInstanceId);
    expect(row.state).toBe('approved');
  });

  it('may not name a reviewer other than the survey’s sender (400 surveyUnion)', async () => {
    const surveyId = await sendSurvey();
    const res = await p.corp1.post(`${M}/submit`, await answerTo(surveyId, { surveyUnion: '1000' }));
    expect(res.status).toBe(400);
    expect(res.body.data.errors.map((e: { field: string }) => e.field)).toEqual(['surveyUnion']);
  });
});

describe('whether a union answered the survey, read from its answer', () => {
  /** The survey's answered count as its list reads it, and what its reminder did with corp1's union. */
  async function answeredSeen(surveyId: string) {
    const list = await p.launion1.get(`${M}/campaign/list`, { current: '1', size: '100' });
    const listed = (list.body.data.records as { id: string; answered: number }[]).find((c) => c.id === surveyId)!;
    const reminded = await p.launion1.post(`${M}/campaign/remind`, { id: surveyId });
    expect(reminded.status, JSON.stringify(reminded.body)).toBe(200);
    return { answered: listed.answered, skipped: reminded.body.data.skipped.map((s: { reason: string }) => s.reason) };
  }

  it('counts none while the answer is a draft, and the union is reminded', async () => {
    const surveyId = await sendSurvey();
    expect((await p.corp1.post(`${M}/save`, await answerTo(surveyId))).status).toBe(200);
    expect(await answeredSeen(surveyId)).toEqual({ answered: 0, skipped: [] });
  });

  it('counts the answer submitted, and still while it is returned for a correction', async () => {
    const surveyId = await sendSurvey();
    const submitted = await p.corp1.post(`${M}/submit`, await answerTo(surveyId));
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect(await answeredSeen(surveyId)).toEqual({ answered: 1, skipped: ['answered'] });
    const { id, processInstanceId: pid } = submitted.body.data;
    expect((await completeAs(p.launion1, { id, pid }, 'back', '请补充固定资产明细')).status).toBe(200);
    expect((await p.corp1.get(`${M}/detail`, { id })).body.data.state).toBe('returned');
    expect(await answeredSeen(surveyId)).toEqual({ answered: 1, skipped: ['answered'] });
  });
});

describe('the year of a survey', () => {
  it('is the year its sender sent it for, this year when it named none', async () => {
    expect((await p.corp1.get(`${M}/getSurveyById`, { id: await sendSurvey() })).body.data.year).toBe(2025);
    const sent = await p.launion1.post(`${M}/campaign/send`, {
      title: '本年度工会经费审查调查',
      version: 1,
      deadline: beijingDayIn(14),
      audience: 'unions',
      unionIds: ['1101'],
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const thisYear = Number(beijingDayIn(0).slice(0, 4));
    expect((await p.corp1.get(`${M}/getSurveyById`, { id: sent.body.data.id })).body.data.year).toBe(thisYear);
  });

  it('is the year the answer is about: another year is refused naming the field (400 year)', async () => {
    const surveyId = await sendSurvey();
    const res = await p.corp1.post(`${M}/save`, await answerTo(surveyId, { year: 2024 }));
    expect(res.status).toBe(400);
    expect(res.body.data.errors.map((e: { field: string }) => e.field)).toEqual(['year']);
    expect(res.body.data.errors[0].message).toBe('须为本次调查的年度');
  });
});

describe('a survey its sender has closed', () => {
  it('keeps an answer saved as a draft, and refuses its first submit (409 windowClosed), the record left a draft', async () => {
    const surveyId = await sendSurvey();
    const answer = await answerTo(surveyId);
    const saved = await p.corp1.post(`${M}/save`, answer);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const id = saved.body.data.id as string;
    expect((await p.launion1.post(`${M}/campaign/close`, { id: surveyId })).status).toBe(200);
    const res = await p.corp1.post(`${M}/submit`, { ...answer, id });
    expect(res.status, JSON.stringify(res.body)).toBe(409);
    expect(res.body.data).toMatchObject({ reason: 'windowClosed', campaignId: surveyId });
    expect(res.body.msg).toContain('已截止');
    expect((await p.corp1.get(`${M}/detail`, { id })).body.data.state).toBe('draft');
  });
});

describe('finup', () => {
  it('saves the finance section of a draft, leaving the other sections as stored', async () => {
    const surveyId = await sendSurvey();
    const saved = await p.corp1.post(`${M}/save`, await answerTo(surveyId));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const id = saved.body.data.id as string;
    const res = await p.corp1.post(`${M}/finup`, { id, fixedAssets: 2000000, preparer: '王五' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const form = (await p.corp1.get(`${M}/detail`, { id })).body.data.form;
    expect(form.fixedAssets).toBe(2000000);
    expect(form.preparer).toBe(entry.example.preparer);
    expect(form.issuesFound).toBe(entry.example.issuesFound);
  });

  it('checks the section as a save does (400 naming the line’s total)', async () => {
    const surveyId = await sendSurvey();
    const id = (await p.corp1.post(`${M}/save`, await answerTo(surveyId))).body.data.id as string;
    const res = await p.corp1.post(`${M}/finup`, { id, totalIncome: 1 });
    expect(res.status).toBe(400);
    expect(res.body.data.errors.map((e: { field: string }) => e.field)).toContain('totalIncome');
  });

  it('is refused on a record in review (409)', async () => {
    const surveyId = await sendSurvey();
    const id = (await p.corp1.post(`${M}/submit`, await answerTo(surveyId))).body.data.id as string;
    expect((await p.corp1.post(`${M}/finup`, { id, fixedAssets: 1 })).status).toBe(409);
  });
});
