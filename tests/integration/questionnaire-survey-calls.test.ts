import { modules, type ModuleEntry } from '../../catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleToSend, login, moduleBase, reviewThrough, startTestStack, type ApiSession, type TestStack } from '../support';

const surveyEntry = modules.survey!;

const M = '/api/blade-crop/crop/survey';
// The company part of the form: a draft needs no answers yet.
const { answers: _answers, questionSetVersion: _version, ...company } = surveyEntry.example;

let stack: TestStack;
// The joint union 1202 (corp4) surveys its register's entries; corp2 is another union.
let corp4: ApiSession;
let corp2: ApiSession;
let draft: { id: string; pid: string };

beforeAll(async () => {
  stack = await startTestStack();
  corp4 = await login(stack.app, 'corp4');
  corp2 = await login(stack.app, 'corp2');
  const saved = await corp4.post(`${M}/saveDraft`, { ...company, contactMobile: '13600136000' });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  draft = { id: saved.body.data.id, pid: saved.body.data.processInstanceId };
});
afterAll(async () => stack?.close());

describe('surveylog', () => {
  it('answers the history of one record by its process id', async () => {
    const res = await corp4.get(`${M}/surveylog`, { pid: draft.pid });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: draft.id, processInstanceId: draft.pid, title: company.companyName });
    expect(res.body.data.history.map((e: { type: string }) => e.type)).toContain('draft.saved');
  });

  it('takes the record id as pid too', async () => {
    const byId = await corp4.get(`${M}/surveylog`, { pid: draft.id });
    expect(byId.body.data.processInstanceId).toBe(draft.pid);
  });

  it('answers 404 for a record the caller may not see', async () => {
    expect((await corp2.get(`${M}/surveylog`, { pid: draft.pid })).status).toBe(404);
  });
});

describe('surveylog by enterpriseId', () => {
  let submitted: string;
  beforeAll(async () => {
    const res = await corp4.post(`${M}/submit`, { ...surveyEntry.example, surveyYear: 2024 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    submitted = res.body.data.id;
  });

  it('answers the surveys of one register entry, the newest year first', async () => {
    const res = await corp4.get(`${M}/surveylog`, { enterpriseId: '880001' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ enterpriseId: '880001', name: '北京星火软件有限公司' });
    expect(res.body.data.surveys.map((r: { id: string; year: number }) => [r.id, r.year])).toEqual([
      [draft.id, 2026],
      [submitted, 2024],
    ]);
    expect(res.body.data.surveys[1]).toMatchObject({ state: 'in_review', title: company.companyName });
  });

  it('gives the reviewing union the submitted surveys only, not the drafts', async () => {
    const launion2 = await login(stack.app, 'launion2');
    const res = await launion2.get(`${M}/surveylog`, { enterpriseId: '880001' });
    expect(res.body.data.surveys.map((r: { id: string }) => r.id)).toEqual([submitted]);
  });

  it('answers an entry without surveys with none', async () => {
    const res = await corp4.get(`${M}/surveylog`, { enterpriseId: '880003' });
    expect(res.body.data).toMatchObject({ enterpriseId: '880003', surveys: [] });
  });

  it('answers 404 for an entry outside the caller’s register', async () => {
    expect((await corp2.get(`${M}/surveylog`, { enterpriseId: '880001' })).status).toBe(404);
    expect((await corp4.get(`${M}/surveylog`, { enterpriseId: '880099' })).status).toBe(404);
  });
});

describe('surveylog by enterpriseId: the entry’s own events', () => {
  it('lists a rename approved through survey3 above the entry’s entering, each with its day and record', async () => {
    // 880003 entered the demo register covered since 2023-06-15; survey3's example renames it, registered 2026-10-28.
    const survey3 = modules.survey3 as ModuleEntry;
    const { id, form } = await exampleToSend(stack.app, corp4, survey3, survey3.example);
    const sent = await corp4.post(`${moduleBase(survey3)}/submit`, { ...form, ...(id ? { id } : {}) });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const launion2 = await login(stack.app, 'launion2');
    const rename = { id: sent.body.data.id as string, pid: sent.body.data.processInstanceId as string };
    expect((await reviewThrough([launion2], corp4, 'survey3', rename.id, rename.pid)).state).toBe('approved');

    const res = await launion2.get(`${M}/surveylog`, { enterpriseId: '880003' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.name).toBe('北京百川供应链管理有限公司');
    expect(res.body.data.events).toMatchObject([
      {
        kind: 'renamed',
        typeName: '更名',
        on: '2026-10-28',
        record: { module: 'survey3', moduleName: '覆盖企业更名申请', id: rename.id },
        changes: [{ field: 'name', before: '北京百川物流有限公司', after: '北京百川供应链管理有限公司' }],
      },
      { kind: 'entered', typeName: '纳入名录', on: '2023-06-15', record: null, changes: [] },
    ]);
  });
});

describe('getphone', () => {
  it('answers the contact mobile of a record, masked', async () => {
    const res = await corp4.get(`${M}/getphone`, { id: draft.id });
    expect(res.body.data).toEqual({ hasPhone: true, phone: '136****6000' });
  });

  it('answers the caller’s own mobile without an id, or none', async () => {
    const none = await corp4.get(`${M}/getphone`);
    expect(none.body.data).toEqual({ hasPhone: false, phone: null });
    await stack.db.updateTable('app_user').set({ phone: '13512345678' }).where('account', '=', 'corp4').execute();
    const own = await corp4.get(`${M}/getphone`);
    expect(own.body.data).toEqual({ hasPhone: true, phone: '135****5678' });
  });
});

describe('sendSms', () => {
  it('texts the record’s contact a reminder through the outbox, once a minute', async () => {
    const res = await corp4.get(`${M}/sendSms`, { id: draft.id });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ sent: true, phone: '136****6000', invitation: { state: 'sent', phone: '136****6000' } });
    const sent = await stack.db.selectFrom('sms_outbox').selectAll().where('phone', '=', '13600136000').execute();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ tenant_id: '000000', template: 'survey-reminder' });
    expect(sent[0]!.content).toContain(company.companyName as string);
    const again = await corp4.get(`${M}/sendSms`, { id: draft.id });
    expect(again.status).toBe(429);
    expect(await stack.db.selectFrom('sms_outbox').selectAll().where('phone', '=', '13600136000').execute()).toHaveLength(1);
  });

  it('answers 404 to another union, which cannot see the record', async () => {
    expect((await corp2.get(`${M}/sendSms`, { id: draft.id })).status).toBe(404);
  });

  it('answers 409 when the record has no contact mobile', async () => {
    const { contactMobile: _none, ...noPhone } = company;
    // Another year's survey of the entry: one survey per entry and year.
    const saved = await corp4.post(`${M}/saveDraft`, { ...noPhone, surveyYear: 2025 });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const res = await corp4.get(`${M}/sendSms`, { id: saved.body.data.id });
    expect(res.status).toBe(409);
    expect(res.body.msg).toBe('该企业没有登记联系人手机');
  });

  it('wants the record id', async () => {
    expect((await corp4.get(`${M}/sendSms`)).status).toBe(400);
  });
});
