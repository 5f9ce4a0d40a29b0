import { modules } from '../../catalogue';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSurveyAnswers } from '../../catalogue/questionnaire';
import { download, FLOW, login, reviewFromClaimList, startTestStack, surveyedAs, type ApiSession, type TestStack } from '../support';

const surveyEntry = modules.survey!;

const M = '/api/blade-crop/crop/survey';
const QS = `${M}/question-set`;
const form = surveyEntry.example;

let stack: TestStack;
// The joint union 1202 (corp4) surveys its register's entries; its higher union 1200 (launion2) reviews.
let corp4: ApiSession;
let launion1: ApiSession;
let launion2: ApiSession;
let approved: { id: string; pid: string };
let inReview: { id: string; pid: string };

async function submit(session: ApiSession, body: Record<string, unknown>) {
  const res = await session.post(`${M}/submit`, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { id: res.body.data.id as string, pid: res.body.data.processInstanceId as string };
}

beforeAll(async () => {
  stack = await startTestStack();
  corp4 = await login(stack.app, 'corp4');
  launion1 = await login(stack.app, 'launion1');
  launion2 = await login(stack.app, 'launion2');
  // Last year's survey of 880001 (the example's 2026 is left to the OpenAPI example below), and 880002's of this year.
  approved = await submit(corp4, { ...form, surveyYear: 2025 });
  await reviewFromClaimList(launion2, approved.id, approved.pid, 'ok', '情况属实');
  inReview = await submit(corp4, {
    ...form,
    ...(await surveyedAs(stack.db, '880002')),
    contactMobile: '13700137000',
    answers: { ...demoSurveyAnswers, unionStatus: 'none', satisfaction: 2, wantedServices: ['hardship'] },
  });
});
afterAll(async () => stack?.close());

describe('a survey record through the generic calls', () => {
  it('keeps the answers and the pinned version with the approved record', async () => {
    const detail = await corp4.get(`${M}/detail`, { id: approved.id });
    expect(detail.body.data.state).toBe('approved');
    expect(detail.body.data.form).toMatchObject({ questionSetVersion: 1, answers: { unionStatus: 'joint', satisfaction: 4 } });
  });

  it('refuses a submission that leaves a required question open, naming it', async () => {
    const { unionStatus: _open, ...answers } = demoSurveyAnswers;
    const res = await corp4.post(`${M}/submit`, { ...form, answers });
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toContainEqual(expect.objectContaining({ field: 'answers.unionStatus', rule: 'required' }));
  });

  it('refuses a version that was never published', async () => {
    const res = await corp4.post(`${M}/saveDraft`, { ...form, questionSetVersion: 9 });
    expect(res.status).toBe(400);
    expect(res.body.data.errors[0]).toMatchObject({ field: 'questionSetVersion', rule: 'notPublished' });
  });
});

describe('results and export', () => {
  it('counts the approved records the caller may see, per question', async () => {
    const res = await launion2.get(`${QS}/results`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ setKey: 'survey', version: 1, scope: 'approved', recordCount: 1 });
    const status = res.body.data.questions.find((q: { id: string }) => q.id === 'unionStatus');
    expect(status.options.find((o: { key: string }) => o.key === 'joint').count).toBe(1);
  });

  it('counts every submitted record with scope=submitted', async () => {
    const res = await launion2.get(`${QS}/results`, { scope: 'submitted' });
    expect(res.body.data.recordCount).toBe(2);
    const scale = res.body.data.questions.find((q: { id: string }) => q.id === 'satisfaction');
    expect(scale.average).toBe(3);
  });

  it('shows another parent union none of these records', async () => {
    const res = await launion1.get(`${QS}/results`, { scope: 'submitted' });
    expect(res.body.data.recordCount).toBe(0);
  });

  it('exports the answers as an Excel sheet that opens with one row per record', async () => {
    const res = await stack.app.inject({
      method: 'GET',
      url: `${QS}/export`,
      query: { scope: 'submitted' },
      headers: { authorization: 'Basic d2ViOndlYl9zZWNyZXQ=', 'miidc-auth': `bearer ${launion2.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    const bytes = res.rawPayload;
    await book.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(3);
    const titles = [sheet.getRow(2).getCell(2).value, sheet.getRow(3).getCell(2).value];
    expect(titles).toEqual([form.companyName, '北京青禾餐饮管理有限公司']);
    expect(sheet.getRow(3).getCell(1).value).toBe(inReview.id);
  });
});

describe('the history of an approved survey', () => {
  it('shows its submission and review in surveylog', async () => {
    const res = await corp4.get(`${M}/surveylog`, { pid: approved.pid });
    expect(res.body.data.history.map((e: { type: string }) => e.type)).toEqual(
      expect.arrayContaining(['submitted', 'task.completed', 'approved']),
    );
  });
});

describe('flow list', () => {
  it('puts the survey in the parent union’s done list', async () => {
    const done = await launion2.get(`${FLOW}/work/done-list`);
    expect(done.body.data.records.map((r: { recordId: string }) => r.recordId)).toContain(approved.id);
  });
});

describe('the OpenAPI example of the submit call', () => {
  it('is a survey the portal accepts, answers included', async () => {
    const doc = (await stack.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, { post?: { requestBody?: { content?: Record<string, { schema?: { example?: Record<string, unknown> } }> } } }>;
    }>();
    const example = doc.paths[`${M}/submit`]?.post?.requestBody?.content?.['application/json']?.schema?.example;
    expect(example).toMatchObject({ questionSetVersion: 1, answers: expect.any(Object) });
    const { id } = await submit(corp4, example!);
    const detail = await corp4.get(`${M}/detail`, { id });
    expect(detail.body.data.form.answers).toEqual(example!.answers);
  });
});

describe('the survey’s 台账', () => {
  it('gives each record’s 入会率 after 会员人数, — for an enterprise without staff, and the overall rate in 合计', async () => {
    // 880003 surveyed with no staff at all: its rate is no number; 880004 with 3 members of 4.
    await submit(corp4, { ...form, ...(await surveyedAs(stack.db, '880003')), staffCount: 0, memberCount: 0 });
    await submit(corp4, { ...form, ...(await surveyedAs(stack.db, '880004')), staffCount: 4, memberCount: 3 });
    const answer = await download(stack.app, corp4, `${M}/exportList`);
    expect(answer.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(answer.bytes as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const header = (sheet.getRow(2).values as unknown[]).slice(1);
    const col = (name: string) => header.indexOf(name) + 1;
    expect(col('入会率')).toBe(col('会员人数') + 1);
    // The records' rows are numbered (序号); the 合计 row is named.
    const rows: ExcelJS.Row[] = [];
    let total: ExcelJS.Row | undefined;
    sheet.eachRow((row, n) => {
      if (n > 2 && typeof row.getCell(1).value === 'number') rows.push(row);
      if (row.getCell(1).value === '合计') total = row;
    });
    expect(rows[0]!.getCell(col('入会率')).numFmt).toBe('0.0%');
    const figures = rows.map((r) => [r.getCell(col('职工人数')).value, r.getCell(col('会员人数')).value, r.getCell(col('入会率')).value]);
    expect(figures).toEqual(
      expect.arrayContaining([
        [60, 42, 0.7],
        [4, 3, 0.75],
        [0, 0, '—'],
      ]),
    );
    const staff = figures.reduce((n, f) => n + (f[0] as number), 0);
    const members = figures.reduce((n, f) => n + (f[1] as number), 0);
    expect(total!.getCell(col('入会率')).value).toBe(Math.round((members / staff) * 1000) / 1000);
  });
});
