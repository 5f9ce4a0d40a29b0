import { modules } from '../../catalogue';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSurveyAnswers, demoSurveySet, type Question, type QuestionSetContent } from '../../catalogue/questionnaire';
import { checkQuestionnaire } from '../../services/records/shapes/questionnaire';
import { login, startTestStack, type ApiSession, type TestStack } from '../support';

const surveyEntry = modules.survey!;

const entry = surveyEntry;
const QS = '/api/blade-crop/crop/survey/question-set';

let stack: TestStack;
let admin: ApiSession;
let corp1: ApiSession;

beforeAll(async () => {
  stack = await startTestStack({ noWorker: true });
  admin = await login(stack.app, 'admin');
  corp1 = await login(stack.app, 'corp1');
});
afterAll(async () => stack?.close());

/** Version 2 of the seeded set: a wider satisfaction scale, one question gone, one new required one. */
const newQuestion: Question = {
  id: 'unionFunds',
  kind: 'single',
  title: '是否按规定拨缴工会经费',
  required: true,
  options: [
    { key: 'yes', label: '按时足额拨缴' },
    { key: 'no', label: '未拨缴' },
  ],
};
const version2: QuestionSetContent = {
  ...demoSurveySet,
  questions: [
    ...demoSurveySet.questions.filter((q) => q.id !== 'joinIntent').map((q) => (q.id === 'satisfaction' ? { ...q, max: 10 } : q)),
    newQuestion,
  ],
};
const check = (version: unknown, answers: unknown, mode: 'draft' | 'submit' = 'submit') =>
  checkQuestionnaire(stack.db, '000000', entry, { questionSetVersion: version, answers }, mode, 'zh');

describe('versioned question sets', () => {
  it('seeds the survey set of the demo tenant with version 1 published', async () => {
    const list = await admin.get(`${QS}/list`);
    expect(list.status).toBe(200);
    const set = list.body.data.find((s: { setKey: string }) => s.setKey === 'survey');
    expect(set.versions).toMatchObject([{ version: 1, status: 'published', questionCount: demoSurveySet.questions.length }]);
  });

  it('refuses to edit a published version with 409 and leaves it as it was', async () => {
    const res = await admin.post(`${QS}/save-draft`, { setKey: 'survey', version: 1, content: version2 });
    expect(res.status).toBe(409);
    expect(res.body.msg).toContain('已发布');
    const v1 = await admin.get(`${QS}/detail`, { setKey: 'survey', version: '1' });
    expect(v1.body.data.content).toEqual(demoSurveySet);
  });

  it('starts version 2 as a draft when the builder saves after a publication', async () => {
    const res = await admin.post(`${QS}/save-draft`, { setKey: 'survey', content: version2 });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ version: 2, status: 'draft', publishTime: null });
    expect(res.body.data.versions.map((v: { version: number; status: string }) => `${v.version}:${v.status}`)).toEqual([
      '2:draft',
      '1:published',
    ]);
  });

  it('does not let a record pin a draft version', async () => {
    expect((await check(2, demoSurveyAnswers)).map((e) => `${e.field}:${e.rule}`)).toEqual(['questionSetVersion:notPublished']);
  });

  it('publishes the draft, after which it is frozen too', async () => {
    const res = await admin.post(`${QS}/publish`, { setKey: 'survey', version: 2 });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ version: 2, status: 'published' });
    expect(res.body.data.publishTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const again = await admin.post(`${QS}/publish`, { setKey: 'survey', version: 2 });
    expect(again.status).toBe(409);
    const edit = await admin.post(`${QS}/save-draft`, { setKey: 'survey', version: 2, content: demoSurveySet });
    expect(edit.status).toBe(409);
  });

  it('keeps a published version unchanged even against a direct update in the database', async () => {
    await expect(
      sql`update question_set_version set content = '{"title":"x","questions":[]}'::jsonb where version = 1`.execute(stack.db),
    ).rejects.toThrow(/published/);
    await expect(sql`delete from question_set_version where version = 1`.execute(stack.db)).rejects.toThrow(/published/);
  });

  it('checks a record pinned to version 1 against version 1, whatever version 2 says', async () => {
    expect(await check(1, demoSurveyAnswers)).toEqual([]);
    expect(await check('1', { ...demoSurveyAnswers, satisfaction: 9 })).toMatchObject([{ field: 'answers.satisfaction', rule: 'range' }]);
  });

  it('checks a record pinned to version 2 against version 2', async () => {
    const { joinIntent: _gone, ...rest } = demoSurveyAnswers;
    expect(await check(2, { ...rest, satisfaction: 9, unionFunds: 'yes' })).toEqual([]);
    expect((await check(2, demoSurveyAnswers)).map((e) => `${e.field}:${e.rule}`)).toEqual([
      'answers.joinIntent:unknown',
      'answers.unionFunds:required',
    ]);
  });

  it('answers the newest published version to the filler, and an older one when asked', async () => {
    const newest = await admin.get(`${QS}/published`);
    expect(newest.status).toBe(200);
    expect(newest.body.data.version).toBe(2);
    expect(newest.body.data.content.questions.map((q: Question) => q.id)).toContain('unionFunds');
    const first = await admin.get(`${QS}/published`, { version: '1' });
    expect(first.body.data.content).toEqual(demoSurveySet);
  });

  it('wants a version on submit, and on a draft once anything is answered', async () => {
    expect(await check(undefined, undefined, 'draft')).toEqual([]);
    expect((await check(undefined, undefined, 'submit')).map((e) => e.rule)).toEqual(['version']);
    expect((await check(undefined, { bookroom: 'yes' }, 'draft')).map((e) => e.rule)).toEqual(['version']);
    expect((await check(99, demoSurveyAnswers)).map((e) => `${e.field}:${e.rule}`)).toEqual(['questionSetVersion:notPublished']);
    expect((await check('abc', demoSurveyAnswers)).map((e) => e.field)).toEqual(['questionSetVersion']);
  });

  it('checks nothing for a module without a questionnaire', async () => {
    const plain = { ...entry, questionnaire: undefined };
    expect(await checkQuestionnaire(stack.db, '000000', plain, { answers: 'nonsense' }, 'submit', 'zh')).toEqual([]);
  });
});

describe('building a new set', () => {
  it('creates a set with an empty draft version 1, once per key', async () => {
    const res = await admin.post(`${QS}/create`, { setKey: 'library', title: '职工书屋情况调查问卷' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ setKey: 'library', version: 1, status: 'draft', questionCount: 0 });
    const again = await admin.post(`${QS}/create`, { setKey: 'library', title: '重复' });
    expect(again.status).toBe(409);
  });

  it('refuses a question that makes no sense, naming it', async () => {
    const res = await admin.post(`${QS}/save-draft`, {
      setKey: 'library',
      content: { title: '职工书屋情况调查问卷', questions: [{ id: 'area', kind: 'scale', title: '面积', required: true, min: 5, max: 1 }] },
    });
    expect(res.status).toBe(400);
    expect(res.body.data.errors[0]).toMatchObject({ field: 'content.questions.0', rule: 'scale' });
  });

  it('does not publish a set without questions', async () => {
    const res = await admin.post(`${QS}/publish`, { setKey: 'library', version: 1 });
    expect(res.status).toBe(400);
    expect(res.body.data.errors[0]).toMatchObject({ field: 'content.questions', rule: 'noQuestions' });
  });

  it('answers 404 for a set or version that does not exist', async () => {
    expect((await admin.get(`${QS}/detail`, { setKey: 'nothing' })).status).toBe(404);
    expect((await admin.post(`${QS}/publish`, { setKey: 'library', version: 7 })).status).toBe(404);
  });
});

describe('who may build', () => {
  it('keeps the builder from a union account (403)', async () => {
    expect((await corp1.get(`${QS}/list`)).status).toBe(403);
    expect((await corp1.post(`${QS}/create`, { setKey: 'mine', title: '我的问卷' })).status).toBe(403);
  });

  it('shows another tenant none of these sets', async () => {
    const admin2 = await login(stack.app, 'admin2', '100001');
    const list = await admin2.get(`${QS}/list`);
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([]);
    expect((await admin2.get(`${QS}/published`)).status).toBe(404);
  });
});
