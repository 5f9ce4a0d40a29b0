// The `records` audience of the `sendOut` shape (docs/forms/group-c-survey.md, "Questionnaires sent out")
// on the survey module: `sendSms` invites a record's enterprise contact through a signed link in the
// union's standing campaign of the year, and the joint union takes the link's answer into the record
// (`linkAnswer`, `answersSource`). The call's path and answer are as they were (questionnaire-survey-calls.test.ts).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import { demoSurveyAnswers, demoSurveySet } from '../../catalogue/questionnaire';
import { invitationToken, linkKeys } from '../../services/records/shapes/send-out';
import { login, startTestStack, surveyedAs, type ApiSession, type TestStack } from '../support';

const M = '/api/blade-crop/crop/survey';
const Q = '/api/blade-crop/public/questionnaire';
const { answers: _answers, questionSetVersion: _version, ...company } = modules.survey!.example;
const year = new Date(Date.now() + 8 * 3600_000).getUTCFullYear();

let stack: TestStack;
// The joint union 1202 (corp4) surveys its register's entries, each draft its own entry and year (one survey per both).
let corp4: ApiSession;
const ENTRIES = ['880001', '880002', '880003', '880004'];
const periods = new Map<string, Awaited<ReturnType<typeof surveyedAs>> & { surveyYear: number }>();
/** The form a record's later saves send: the company part, of the record's own entry (its name and code) and year. */
const companyOf = (id: string) => ({ ...company, ...periods.get(id) });

beforeAll(async () => {
  stack = await startTestStack({ env: { SITE_URL: 'https://portal.example.cn' } });
  corp4 = await login(stack.app, 'corp4');
});
afterAll(async () => stack?.close());

/** A draft with its contact's mobile, of the next entry and year free (the first: the example's). */
async function draft(contactMobile: string) {
  const n = periods.size;
  const period = {
    ...(await surveyedAs(stack.db, ENTRIES[n % ENTRIES.length]!)),
    surveyYear: (company.surveyYear as number) - Math.floor(n / ENTRIES.length),
  };
  const saved = await corp4.post(`${M}/saveDraft`, { ...company, ...period, contactMobile });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const id = saved.body.data.id as string;
  periods.set(id, period);
  return id;
}

const invitationOf = (recordId: string) =>
  stack.db.selectFrom('questionnaire_invitation').selectAll().where('record_id', '=', recordId).executeTakeFirstOrThrow();

const tokenOf = (inv: { id: string; tenant_id: string; nonce: Buffer; expires_at: Date }) =>
  invitationToken(
    { tenantId: inv.tenant_id, invitationId: String(inv.id), expiresAt: inv.expires_at, nonce: inv.nonce },
    linkKeys(stack.app),
  );

async function publicCall(method: 'GET' | 'POST', call: 'open' | 'answer', token: string, body?: object) {
  const res = await stack.app.inject({
    method,
    url: `${Q}/${call}`,
    headers: { 'invitation-token': token },
    ...(body ? { payload: body } : {}),
  });
  return { status: res.statusCode, body: res.json() };
}

/** The last text to a number, moved back beyond the minute's spacing, so the next call may text it again. */
const pastTheSpacing = (phone: string) =>
  sql`update sms_outbox set create_time = now() - interval '2 minutes' where phone = ${phone}`.execute(stack.db);

/** A draft whose contact was sent the link, then reminded `times` times (each past the minute's spacing). */
async function remindedDraft(phone: string, times: number) {
  const id = await draft(phone);
  expect((await corp4.get(`${M}/sendSms`, { id })).status).toBe(200);
  for (let n = 0; n < times; n++) {
    await pastTheSpacing(phone);
    expect((await corp4.get(`${M}/sendSms`, { id })).status).toBe(200);
  }
  return id;
}

/** Invites a record's contact and answers through its link: the response id. */
async function answeredThroughLink(recordId: string, answers: Record<string, unknown>) {
  expect((await corp4.get(`${M}/sendSms`, { id: recordId })).status).toBe(200);
  const inv = await invitationOf(recordId);
  expect((await publicCall('POST', 'answer', tokenOf(inv), { answers })).status).toBe(200);
  const response = await stack.db
    .selectFrom('questionnaire_response')
    .select('id')
    .where('invitation_id', '=', inv.id)
    .executeTakeFirstOrThrow();
  return String(response.id);
}

describe('sendSms as a records invitation', () => {
  it('texts the record’s contact a link in the union’s standing campaign of the year, the token hidden in the outbox', async () => {
    const id = await draft('13700137001');
    const res = await corp4.get(`${M}/sendSms`, { id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ sent: true, phone: '137****7001' });
    const inv = await invitationOf(id);
    expect(inv).toMatchObject({ label: company.companyName, phone: '13700137001', union_id: null });
    const campaign = await stack.db
      .selectFrom('questionnaire_campaign')
      .selectAll()
      .where('id', '=', inv.campaign_id)
      .executeTakeFirstOrThrow();
    expect(campaign).toMatchObject({ audience: 'records', module: 'survey', year, title: `${year}年覆盖企业情况调查`, version: 1 });
    const [sms] = await stack.db.selectFrom('sms_outbox').selectAll().where('phone', '=', '13700137001').execute();
    expect(sms!.template).toBe('survey-reminder');
    expect(sms!.content).toContain('https://portal.example.cn/q#<已隐藏>');
    expect(sms!.content).not.toContain(tokenOf(inv));
    const opened = await publicCall('GET', 'open', tokenOf(inv));
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect(opened.body.data).toMatchObject({ addressee: company.companyName, audience: 'records', version: 1 });
  });

  it('keeps one standing campaign a union and year, even for two records sent at the same instant', async () => {
    const ids = [await draft('13700137002'), await draft('13700137012')];
    const sent = await Promise.all(ids.map((id) => corp4.get(`${M}/sendSms`, { id })));
    expect(sent.map((s) => s.status)).toEqual([200, 200]);
    const campaigns = await stack.db
      .selectFrom('questionnaire_campaign')
      .select('id')
      .where('module', '=', 'survey')
      .where('audience', '=', 'records')
      .execute();
    expect(campaigns).toHaveLength(1);
  });

  it('sends the same link again as a reminder, and answers 409 once the link was answered', async () => {
    const id = await draft('13700137003');
    expect((await corp4.get(`${M}/sendSms`, { id })).status).toBe(200);
    const first = await invitationOf(id);
    await pastTheSpacing('13700137003');
    expect((await corp4.get(`${M}/sendSms`, { id })).status).toBe(200);
    const again = await invitationOf(id);
    expect(again.nonce.equals(first.nonce)).toBe(true);
    expect(again.reminders).toBe(1);
    expect((await publicCall('POST', 'answer', tokenOf(again), { answers: demoSurveyAnswers })).status).toBe(200);
    await pastTheSpacing('13700137003');
    const used = await corp4.get(`${M}/sendSms`, { id });
    expect(used.status).toBe(409);
    expect(used.body.msg).toBe('该问卷已提交，链接已失效');
  });

  it('sends a new link where the old one expired, and the old one is dead', async () => {
    const id = await draft('13700137005');
    expect((await corp4.get(`${M}/sendSms`, { id })).status).toBe(200);
    const old = await invitationOf(id);
    const oldToken = tokenOf(old);
    await stack.db
      .updateTable('questionnaire_invitation')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', old.id)
      .execute();
    await pastTheSpacing('13700137005');
    expect((await corp4.get(`${M}/sendSms`, { id })).status).toBe(200);
    const renewed = await invitationOf(id);
    expect(renewed.expires_at.getTime()).toBeGreaterThan(Date.now() + 13 * 24 * 3600_000);
    expect((await publicCall('GET', 'open', oldToken)).status).toBe(404);
    expect((await publicCall('GET', 'open', tokenOf(renewed))).status).toBe(200);
  });
});

describe('where a record’s link stands (linkInvitation)', () => {
  it('goes from none to sent, reminded, opened and answered on the record’s detail, the number masked', async () => {
    const id = await draft('13700137013');
    const stateOf = async () => (await corp4.get(`${M}/detail`, { id })).body.data.linkInvitation as Record<string, unknown> | undefined;
    expect(await stateOf()).toBeUndefined();
    expect((await corp4.get(`${M}/sendSms`, { id })).status).toBe(200);
    expect(await stateOf()).toMatchObject({ state: 'sent', phone: '137****7013', reminders: 0, openedAt: null, answeredAt: null });
    await pastTheSpacing('13700137013');
    expect((await corp4.get(`${M}/sendSms`, { id })).status).toBe(200);
    expect(await stateOf()).toMatchObject({ state: 'reminded', reminders: 1, remindedAt: [expect.any(String)] });
    const inv = await invitationOf(id);
    expect((await publicCall('GET', 'open', tokenOf(inv))).status).toBe(200);
    expect(await stateOf()).toMatchObject({ state: 'opened', openedAt: expect.any(String) });
    expect((await publicCall('POST', 'answer', tokenOf(inv), { answers: demoSurveyAnswers })).status).toBe(200);
    expect(await stateOf()).toMatchObject({ state: 'answered', answeredAt: expect.any(String) });
  });

  it('shows a link past its expiry as expired', async () => {
    const id = await draft('13700137014');
    expect((await corp4.get(`${M}/sendSms`, { id })).status).toBe(200);
    await stack.db
      .updateTable('questionnaire_invitation')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('record_id', '=', id)
      .execute();
    expect((await corp4.get(`${M}/detail`, { id })).body.data.linkInvitation).toMatchObject({ state: 'expired' });
  });
});

describe('what sendSms answers', () => {
  it('answers the link’s state as the record’s detail gives it, so the panel need not read the record again', async () => {
    const id = await draft('13700137015');
    const first = await corp4.get(`${M}/sendSms`, { id });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const detail = async () => (await corp4.get(`${M}/detail`, { id })).body.data.linkInvitation;
    expect(first.body.data.invitation).toEqual(await detail());
    expect(first.body.data).toMatchObject({
      phone: '137****7015',
      expiresAt: first.body.data.invitation.expiresAt,
      invitation: { state: 'sent', phone: '137****7015', reminders: 0, remindedAt: [] },
    });
    await pastTheSpacing('13700137015');
    const again = await corp4.get(`${M}/sendSms`, { id });
    expect(again.body.data.invitation).toMatchObject({ state: 'reminded', reminders: 1, remindedAt: [expect.any(String)] });
    expect(again.body.data.invitation).toEqual(await detail());
  });
});

describe('every reminder of a link kept', () => {
  it('keeps each reminder’s time, oldest first, on the invitation and on the record’s detail', async () => {
    const id = await remindedDraft('13700137016', 2);
    const inv = await invitationOf(id);
    expect(inv.reminders).toBe(2);
    expect(inv.reminded_at).toHaveLength(2);
    expect(inv.reminded_at[0]!.getTime()).toBeLessThanOrEqual(inv.reminded_at[1]!.getTime());
    expect(inv.last_reminded_at).toEqual(inv.reminded_at[1]);
    const state = (await corp4.get(`${M}/detail`, { id })).body.data.linkInvitation;
    expect(state).toMatchObject({ state: 'reminded', reminders: 2 });
    expect(state.remindedAt).toHaveLength(2);
  });
});

describe('taking a link’s answer into the record', () => {
  it('shows the link’s answer on the record (linkAnswer)', async () => {
    const id = await draft('13700137004');
    const responseId = await answeredThroughLink(id, { ...demoSurveyAnswers, satisfaction: 5 });
    const detail = await corp4.get(`${M}/detail`, { id });
    expect(detail.status).toBe(200);
    expect(detail.body.data.linkAnswer).toMatchObject({ responseId, version: 1, answers: { satisfaction: 5, unionStatus: 'joint' } });
  });

  it('keeps where the answers came from, and the questions the union changed since', async () => {
    const id = await draft('13700137006');
    const responseId = await answeredThroughLink(id, { ...demoSurveyAnswers, satisfaction: 5 });
    const form = { ...companyOf(id), contactMobile: '13700137006', id, questionSetVersion: 1, answersSource: { responseId } };
    const changed = await corp4.post(`${M}/saveDraft`, { ...form, answers: { ...demoSurveyAnswers, satisfaction: 3 } });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await corp4.get(`${M}/detail`, { id })).body.data.form.answersSource).toMatchObject({ responseId, changed: ['satisfaction'] });
    expect((await corp4.post(`${M}/saveDraft`, { ...form, answers: { ...demoSurveyAnswers, satisfaction: 5 } })).status).toBe(200);
    expect((await corp4.get(`${M}/detail`, { id })).body.data.form.answersSource).toMatchObject({ responseId, changed: [] });
  });

  it('refuses the answer of another record, naming answersSource', async () => {
    const answered = await draft('13700137007');
    const responseId = await answeredThroughLink(answered, demoSurveyAnswers);
    const other = await draft('13700137008');
    const res = await corp4.post(`${M}/saveDraft`, {
      ...companyOf(other),
      id: other,
      questionSetVersion: 1,
      answers: demoSurveyAnswers,
      answersSource: { responseId },
    });
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toEqual([{ field: 'answersSource', rule: 'response', message: '该问卷答复不属于本记录' }]);
  });

  it('refuses a record answering another version than the campaign pinned', async () => {
    const id = await draft('13700137009');
    const responseId = await answeredThroughLink(id, demoSurveyAnswers);
    const admin = await login(stack.app, 'admin');
    const QS = `${M}/question-set`;
    expect((await admin.post(`${QS}/save-draft`, { setKey: 'survey', content: demoSurveySet })).body.data.version).toBe(2);
    expect((await admin.post(`${QS}/publish`, { setKey: 'survey', version: 2 })).status).toBe(200);
    const res = await corp4.post(`${M}/saveDraft`, {
      ...companyOf(id),
      id,
      questionSetVersion: 2,
      answers: demoSurveyAnswers,
      answersSource: { responseId },
    });
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toEqual([{ field: 'questionSetVersion', rule: 'campaignVersion', message: '须使用本次发放的问卷版本' }]);
  });
});

describe('the link in the record’s history', () => {
  it('lists the link sent, reminded, opened and answered in surveylog, after the draft was saved', async () => {
    const id = await remindedDraft('13700137010', 1);
    const inv = await invitationOf(id);
    expect((await publicCall('GET', 'open', tokenOf(inv))).status).toBe(200);
    expect((await publicCall('POST', 'answer', tokenOf(inv), { answers: demoSurveyAnswers })).status).toBe(200);

    const res = await corp4.get(`${M}/surveylog`, { pid: id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const history = res.body.data.history as { type: string; typeName: string; actorName: string; comment: string | null }[];
    const types = history.map((e) => e.type);
    const link = history.filter((e) => e.type.startsWith('invitation.'));
    expect(link.map((e) => e.type)).toEqual(['invitation.sent', 'invitation.reminded', 'invitation.opened', 'invitation.answered']);
    expect(types.indexOf('invitation.sent')).toBeGreaterThan(types.indexOf('draft.saved'));
    expect(link[0]).toMatchObject({ typeName: '发送问卷链接', comment: expect.stringContaining('发送至137****7010') });
    expect(link[1]).toMatchObject({ typeName: '提醒填写问卷', comment: '第1次提醒' });
    expect(link[3]).toMatchObject({ typeName: '通过问卷链接答复', actorName: companyOf(id).companyName });
  });

  it('lists each reminder, numbered, not the last alone', async () => {
    const id = await remindedDraft('13700137017', 2);
    const history = (await corp4.get(`${M}/surveylog`, { pid: id })).body.data.history as { type: string; comment: string | null }[];
    expect(history.filter((e) => e.type === 'invitation.reminded').map((e) => e.comment)).toEqual(['第1次提醒', '第2次提醒']);
  });

  it('lists the link’s events in the flow’s history list, marked and outside the hashed chain, the chain still whole', async () => {
    const id = await remindedDraft('13700137018', 1);
    const inv = await invitationOf(id);
    expect((await publicCall('GET', 'open', tokenOf(inv))).status).toBe(200);
    const processInstanceId = (await corp4.get(`${M}/detail`, { id })).body.data.processInstanceId as string;

    const res = await corp4.get('/api/blade-flow/process/history-flow-list', { processInstanceId });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    type Row = { seq: number | null; source?: string; type: string; time: string; hash: string | null; prevHash: string | null };
    const rows = res.body.data as Row[];
    const link = rows.filter((r) => r.source === 'link');
    expect(link.map((r) => r.type)).toEqual(['invitation.sent', 'invitation.reminded', 'invitation.opened']);
    expect(link.every((r) => r.seq === null && r.hash === null && r.prevHash === null)).toBe(true);
    // In time order with the flow's rows; the flow's rows alone still chain, each from the one before.
    expect(rows.map((r) => r.time)).toEqual([...rows.map((r) => r.time)].sort());
    const flow = rows.filter((r) => r.source === undefined);
    expect(flow.length).toBeGreaterThan(0);
    expect(flow[0]!.prevHash).toBe('0'.repeat(64));
    flow.slice(1).forEach((r, i) => expect(r.prevHash).toBe(flow[i]!.hash));
  });
});

describe('the campaign’s results of records that took the link’s answer in', () => {
  /** How many answers gave each point of the satisfaction scale in the campaign's results. */
  async function satisfactionPoints(campaignId: string) {
    const res = await corp4.get(`${M}/campaign/results`, { id: campaignId });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const q = (res.body.data.questions as { id: string; points?: { value: number; count: number }[] }[]).find(
      (x) => x.id === 'satisfaction',
    )!;
    return Object.fromEntries((q.points ?? []).map((p) => [p.value, p.count])) as Record<number, number | undefined>;
  }

  it('counts the link’s answer until the record is submitted, then the record’s submitted answers in its place', async () => {
    const id = await draft('13700137011');
    const responseId = await answeredThroughLink(id, { ...demoSurveyAnswers, satisfaction: 5 });
    const campaignId = String((await invitationOf(id)).campaign_id);
    const before = await satisfactionPoints(campaignId);
    const form = { ...companyOf(id), contactMobile: '13700137011', id, questionSetVersion: 1, answersSource: { responseId } };
    const saved = await corp4.post(`${M}/saveDraft`, { ...form, answers: { ...demoSurveyAnswers, satisfaction: 2 } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // A draft is the union's work in progress: the link's answer still counts.
    expect(await satisfactionPoints(campaignId)).toEqual(before);

    const sent = await corp4.post(`${M}/submit`, { ...form, answers: { ...demoSurveyAnswers, satisfaction: 2 } });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const after = await satisfactionPoints(campaignId);
    expect(after[5] ?? 0).toBe((before[5] ?? 0) - 1);
    expect(after[2] ?? 0).toBe((before[2] ?? 0) + 1);
  });
});
