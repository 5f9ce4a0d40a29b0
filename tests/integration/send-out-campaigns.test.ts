// Questionnaires sent out (the `sendOut` shape, docs/forms/group-c-survey.md "Questionnaires sent out"),
// proven on a test-only module (tests/support/test-only-module.ts) on the real servers: a campaign of
// the published `survey` set to unions or to mobiles, its signed single-use links answered without an
// account, the sender's list, reminders, results and export, and the tenant wall around all of it.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSurveyAnswers } from '../../catalogue/questionnaire';
import { moduleRoutes } from '../../services/records/engine';
import { invitationToken, linkKeys } from '../../services/records/shapes/send-out';
import {
  BASIC,
  download,
  grantModuleCalls,
  login,
  multipartBody,
  SEND_OUT_TEST_ENTRY,
  startTestStack,
  type ApiSession,
  type TestStack,
} from '../support';

const M = `/api/blade-crop/crop/${SEND_OUT_TEST_ENTRY.key}`;
const Q = '/api/blade-crop/public/questionnaire';
const DAY_MS = 24 * 3600_000;
const inDays = (n: number) => new Date(Date.now() + 8 * 3600_000 + n * DAY_MS).toISOString().slice(0, 10);

let stack: TestStack;
let launion1: ApiSession;
let launion2: ApiSession;
let corp9: ApiSession;

beforeAll(async () => {
  // No quiet hours unless a test sets them: the reminders' texts do not depend on the hour the suite runs.
  stack = await startTestStack({ env: { SMS_QUIET_FROM: '0', SMS_QUIET_UNTIL: '0', SITE_URL: 'https://portal.example.cn' } });
  await stack.app.register(moduleRoutes(SEND_OUT_TEST_ENTRY), { prefix: M });
  await grantModuleCalls(stack, SEND_OUT_TEST_ENTRY, M, { calls: ['view', 'edit', 'send'] });
  [launion1, launion2, corp9] = await Promise.all([
    login(stack.app, 'launion1'),
    login(stack.app, 'launion2'),
    login(stack.app, 'corp9', '100001'),
  ]);
});
afterAll(async () => stack?.close());

type Inv = { id: string; tenant_id: string; nonce: Buffer; expires_at: Date; union_id: string | null; phone: string | null };

const invitationsOf = (campaignId: string): Promise<Inv[]> =>
  stack.db
    .selectFrom('questionnaire_invitation')
    .select(['id', 'tenant_id', 'nonce', 'expires_at', 'union_id', 'phone'])
    .where('campaign_id', '=', campaignId)
    .orderBy('id')
    .execute();

/** The link's token of an invitation row, made as the server makes it. */
const tokenOf = (inv: Inv, override: Partial<{ expiresAt: Date; nonce: Buffer; tenantId: string }> = {}) =>
  invitationToken(
    {
      tenantId: override.tenantId ?? inv.tenant_id,
      invitationId: String(inv.id),
      expiresAt: override.expiresAt ?? inv.expires_at,
      nonce: override.nonce ?? inv.nonce,
    },
    linkKeys(stack.app),
  );

/** Each public call from an address of its own: the public calls' per-address limits are not what these tests are about. */
let calls = 0;
const nextAddress = () => `10.9.${(calls >> 8) & 255}.${calls++ & 255}`;

/** A public call with the token in its header (no account). */
async function publicCall(method: 'GET' | 'POST', call: 'open' | 'answer', token: string, body?: object, lang = 'zh') {
  const res = await stack.app.inject({
    method,
    url: `${Q}/${call}`,
    remoteAddress: nextAddress(),
    headers: { 'invitation-token': token, 'accept-language': lang },
    ...(body ? { payload: body } : {}),
  });
  return { status: res.statusCode, body: res.json() };
}

async function send(session: ApiSession, body: Record<string, unknown>) {
  return session.post(`${M}/campaign/send`, { title: '2026年职工书屋情况调查', version: 1, deadline: inDays(10), ...body });
}

async function mobilesCampaign(mobiles: string[]) {
  const sent = await send(launion1, { audience: 'mobiles', mobiles });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  return { id: sent.body.data.id as string, invitations: await invitationsOf(sent.body.data.id) };
}

describe('a campaign to unions', () => {
  it('invites each union below the sender by a portal message naming the campaign', async () => {
    const sent = await send(launion1, { audience: 'unions', unionIds: ['1101', '1102'], note: '请于月底前完成。' });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.data).toMatchObject({ invited: 2, notReached: [] });
    const messages = await stack.db
      .selectFrom('union_message')
      .select(['union_id', 'kind', 'subject_id', 'title'])
      .where('subject_id', '=', sent.body.data.id)
      .orderBy('union_id')
      .execute();
    expect(messages).toEqual([
      { union_id: '1101', kind: 'questionnaire', subject_id: sent.body.data.id, title: '问卷：2026年职工书屋情况调查' },
      { union_id: '1102', kind: 'questionnaire', subject_id: sent.body.data.id, title: '问卷：2026年职工书屋情况调查' },
    ]);
  });

  it('refuses a union outside the sender’s scope, naming it, and sends nothing', async () => {
    const before = await stack.db
      .selectFrom('questionnaire_campaign')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const sent = await send(launion1, { audience: 'unions', unionIds: ['1101', '1201'] });
    expect(sent.status).toBe(400);
    expect(sent.body.data.errors.map((e: { field: string }) => e.field)).toEqual(['unionIds.1']);
    const after = await stack.db
      .selectFrom('questionnaire_campaign')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('refuses a deadline past or beyond 90 days, and a version never published', async () => {
    expect((await send(launion1, { audience: 'unions', unionIds: ['1101'], deadline: inDays(-1) })).body.data.errors[0].field).toBe(
      'deadline',
    );
    expect((await send(launion1, { audience: 'unions', unionIds: ['1101'], deadline: inDays(120) })).body.data.errors[0].field).toBe(
      'deadline',
    );
    expect((await send(launion1, { audience: 'unions', unionIds: ['1101'], version: 99 })).status).toBe(409);
  });

  it('keeps one record per union and campaign', async () => {
    const sent = await send(launion1, { audience: 'unions', unionIds: ['1101'] });
    const corp1 = await login(stack.app, 'corp1');
    const form = { ...SEND_OUT_TEST_ENTRY.example, campaignId: sent.body.data.id };
    const first = await corp1.post(`${M}/save`, form);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const second = await corp1.post(`${M}/save`, form);
    expect(second.status).toBe(409);
    expect(second.body.msg).toContain('2026年职工书屋情况调查');
    const otherCampaign = await send(launion1, { audience: 'unions', unionIds: ['1101'] });
    expect((await corp1.post(`${M}/save`, { ...form, campaignId: otherCampaign.body.data.id })).status).toBe(200);
  });

  it('refuses a record of a campaign that did not invite the union, naming the field', async () => {
    const sent = await send(launion1, { audience: 'unions', unionIds: ['1101'] });
    const corp2 = await login(stack.app, 'corp2');
    const saved = await corp2.post(`${M}/save`, { ...SEND_OUT_TEST_ENTRY.example, campaignId: sent.body.data.id });
    expect(saved.status).toBe(400);
    expect(saved.body.data.errors).toEqual([{ field: 'campaignId', rule: 'campaign', message: '本单位未收到该问卷发放' }]);
  });
});

describe('a campaign to mobiles', () => {
  it('texts each number once its link, the outbox keeping the token hidden', async () => {
    const { invitations } = await mobilesCampaign(['13811110001', '13811110002', '13811110001']);
    expect(invitations).toHaveLength(2);
    const texts = await stack.db.selectFrom('sms_outbox').selectAll().where('phone', 'in', ['13811110001', '13811110002']).execute();
    expect(texts).toHaveLength(2);
    for (const sms of texts) {
      expect(sms.template).toBe('questionnaire-invite');
      expect(sms.content).toContain('https://portal.example.cn/q#<已隐藏>');
      for (const inv of invitations) expect(sms.content).not.toContain(tokenOf(inv));
    }
  });

  it('refuses a number that is no mobile, naming its place', async () => {
    const sent = await send(launion1, { audience: 'mobiles', mobiles: ['13811110003', '1381111'] });
    expect(sent.status).toBe(400);
    expect(sent.body.data.errors[0].field).toBe('mobiles.1');
  });
});

describe('a questionnaire answered through its link', () => {
  it('opens without an account, then takes the answers once; the same link again is refused', async () => {
    const { invitations } = await mobilesCampaign(['13811120001']);
    const token = tokenOf(invitations[0]!);
    const opened = await publicCall('GET', 'open', token);
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect(opened.body.data).toMatchObject({
      senderUnion: '中关村街道工会联合会',
      title: '2026年职工书屋情况调查',
      addressee: '138****0001',
      version: 1,
    });
    expect(opened.body.data.content.questions.map((q: { id: string }) => q.id)).toContain('unionStatus');

    const answered = await publicCall('POST', 'answer', token, { answers: demoSurveyAnswers });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    const stored = await stack.db
      .selectFrom('questionnaire_response')
      .selectAll()
      .where('invitation_id', '=', invitations[0]!.id)
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.answers).toMatchObject({ unionStatus: 'joint', satisfaction: 4 });

    const again = await publicCall('POST', 'answer', token, { answers: demoSurveyAnswers });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('该问卷已提交，链接已失效');
    expect(again.body.data.answeredAt).toBe(answered.body.data.answeredAt);
    expect((await publicCall('GET', 'open', token)).status).toBe(409);
  });

  it('refuses an expired link (410) before reading the database', async () => {
    const { invitations } = await mobilesCampaign(['13811130001']);
    const expired = await publicCall('GET', 'open', tokenOf(invitations[0]!, { expiresAt: new Date(Date.now() - 1000) }));
    expect(expired.status).toBe(410);
    expect(expired.body.msg).toBe('链接已过期');
  });

  it('refuses a link whose row expired earlier than the token says (410)', async () => {
    const { invitations } = await mobilesCampaign(['13811130002']);
    const token = tokenOf(invitations[0]!);
    await stack.db
      .updateTable('questionnaire_invitation')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', invitations[0]!.id)
      .execute();
    expect((await publicCall('POST', 'answer', token, { answers: demoSurveyAnswers })).status).toBe(410);
  });

  it('refuses a forged link and an old one after a new nonce alike (404)', async () => {
    const { invitations } = await mobilesCampaign(['13811140001']);
    const token = tokenOf(invitations[0]!);
    const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await publicCall('GET', 'open', forged)).status).toBe(404);
    expect((await publicCall('GET', 'open', 'short')).status).toBe(404);
    await stack.db
      .updateTable('questionnaire_invitation')
      .set({ nonce: Buffer.alloc(8, 7) })
      .where('id', '=', invitations[0]!.id)
      .execute();
    const old = await publicCall('GET', 'open', token);
    expect(old.status).toBe(404);
    expect(old.body.msg).toBe('链接无效');
  });

  it('refuses the links of a closed campaign (410)', async () => {
    const { id, invitations } = await mobilesCampaign(['13811150001']);
    expect((await launion1.post(`${M}/campaign/close`, { id })).status).toBe(200);
    expect((await launion1.post(`${M}/campaign/close`, { id })).status).toBe(409);
    const closed = await publicCall('GET', 'open', tokenOf(invitations[0]!));
    expect(closed.status).toBe(410);
    expect(closed.body.msg).toBe('问卷已结束');
  });

  it('takes exactly one of two answers sent at the same instant', async () => {
    const { invitations } = await mobilesCampaign(['13811160001']);
    const token = tokenOf(invitations[0]!);
    const both = await Promise.all([0, 1].map(() => publicCall('POST', 'answer', token, { answers: demoSurveyAnswers })));
    expect(both.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(
      await stack.db.selectFrom('questionnaire_response').select('id').where('invitation_id', '=', invitations[0]!.id).execute(),
    ).toHaveLength(1);
  });
});

describe('answers that break the question set', () => {
  it('are refused naming each question, in the page’s language, and the link stays unused', async () => {
    const { invitations } = await mobilesCampaign(['13811170001']);
    const token = tokenOf(invitations[0]!);
    const { unionStatus: _left, ...missing } = demoSurveyAnswers;
    const broken = await publicCall('POST', 'answer', token, { answers: { ...missing, bookroom: 'castle' } });
    expect(broken.status).toBe(400);
    expect(broken.body.data.errors.map((e: { field: string }) => e.field).sort()).toEqual(['answers.bookroom', 'answers.unionStatus']);
    const english = await publicCall('POST', 'answer', token, { answers: missing }, 'en');
    expect(english.body.data.errors[0].message).toMatch(/[A-Za-z]/);
    expect((await publicCall('POST', 'answer', token, { answers: demoSurveyAnswers })).status).toBe(200);
  });
});

describe('the sender’s list, reminders and results', () => {
  let campaign: { id: string; invitations: Inv[] };

  beforeAll(async () => {
    campaign = await mobilesCampaign(['13811180001', '13811180002', '13811180003']);
    const answers = [
      { ...demoSurveyAnswers, satisfaction: 5, bookroom: 'yes' },
      { ...demoSurveyAnswers, satisfaction: 3, suggestions: '多办讲座' },
    ];
    for (const [i, a] of answers.entries()) {
      await publicCall('GET', 'open', tokenOf(campaign.invitations[i]!));
      expect((await publicCall('POST', 'answer', tokenOf(campaign.invitations[i]!), { answers: a })).status).toBe(200);
    }
  });

  it('lists the campaign with its counts', async () => {
    const list = await launion1.get(`${M}/campaign/list`, { size: '50' });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const row = list.body.data.records.find((c: { id: string }) => c.id === campaign.id);
    expect(row).toMatchObject({ audience: 'mobiles', state: 'open', invited: 3, opened: 2, answered: 2, expired: 0, rate: 66.7 });
  });

  it('reminds only those who have not answered, once a Beijing day, the same link', async () => {
    const first = await launion1.post(`${M}/campaign/remind`, { id: campaign.id });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.reminded).toEqual([
      { invitationId: String(campaign.invitations[2]!.id), label: '138****0003', channels: ['sms'] },
    ]);
    expect(first.body.data.skipped.map((s: { reason: string }) => s.reason)).toEqual(['answered', 'answered']);
    const reminder = await stack.db
      .selectFrom('sms_outbox')
      .selectAll()
      .where('phone', '=', '13811180003')
      .where('template', '=', 'questionnaire-remind')
      .execute();
    expect(reminder).toHaveLength(1);
    expect(reminder[0]!.content).toContain('/q#<已隐藏>');
    const second = await launion1.post(`${M}/campaign/remind`, { id: campaign.id });
    expect(second.body.data.reminded).toEqual([]);
    expect(second.body.data.skipped.map((s: { reason: string }) => s.reason)).toEqual(['answered', 'answered', 'remindedToday']);
  });

  it('sends no reminder by SMS in the quiet hours', async () => {
    const other = await mobilesCampaign(['13811190001']);
    const hour = (new Date().getUTCHours() + 8) % 24;
    const quiet = stack.app.config.invitation;
    const kept = { quietFrom: quiet.quietFrom, quietUntil: quiet.quietUntil };
    Object.assign(quiet, { quietFrom: hour, quietUntil: (hour + 2) % 24 });
    try {
      const answer = await launion1.post(`${M}/campaign/remind`, { id: other.id });
      expect(answer.body.data.skipped.map((s: { reason: string }) => s.reason)).toEqual(['quietHours']);
    } finally {
      Object.assign(quiet, kept);
    }
  });

  it('answers the results per question and the response rate', async () => {
    const results = await launion1.get(`${M}/campaign/results`, { id: campaign.id });
    expect(results.status, JSON.stringify(results.body)).toBe(200);
    expect(results.body.data.response).toEqual({ invited: 3, opened: 2, answered: 2, expired: 0, rate: 66.7 });
    const satisfaction = results.body.data.questions.find((q: { id: string }) => q.id === 'satisfaction');
    expect(satisfaction).toMatchObject({ answered: 2, average: 4 });
    const bookroom = results.body.data.questions.find((q: { id: string }) => q.id === 'bookroom');
    expect(bookroom.options.find((o: { key: string }) => o.key === 'yes').count).toBe(1);
  });

  it('exports the campaign as a workbook read back cell by cell', async () => {
    const file = await download(stack.app, launion1, `${M}/campaign/export?id=${campaign.id}`);
    expect(file.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.bytes as unknown as ArrayBuffer);
    expect(book.worksheets.map((s) => s.name)).toEqual(['答卷', '统计', '发放情况']);
    const answers = book.getWorksheet('答卷')!;
    expect(answers.getCell('A1').value).toBe('2026年职工书屋情况调查');
    const head = (answers.getRow(3).values as unknown[]).slice(1);
    expect(head.slice(0, 3)).toEqual(['发放对象', '答复时间', '来源']);
    const satisfactionColumn = head.indexOf('对联合工会服务的总体满意度') + 1;
    expect(satisfactionColumn).toBeGreaterThan(3);
    expect(answers.getRow(4).getCell(1).value).toBe('138****0001');
    expect(answers.getRow(4).getCell(3).value).toBe('链接');
    expect(answers.getRow(4).getCell(satisfactionColumn).value).toBe(5);
    expect(answers.getRow(5).getCell(satisfactionColumn).value).toBe(3);
    expect(answers.rowCount).toBe(5);
    const sent = book.getWorksheet('发放情况')!;
    // Not opened, not answered: those cells are empty (the streaming writer writes no empty text).
    expect((sent.getRow(6).values as unknown[]).slice(1)).toEqual([
      '138****0003',
      'sms',
      expect.any(String),
      undefined,
      undefined,
      1,
      '已发送',
    ]);
    const totals = book.getWorksheet('统计')!;
    const average = totals.getRows(4, totals.rowCount - 3)!.find((r) => r.getCell(2).value === '平均分');
    expect(average?.getCell(3).value).toBe(4);
  });
});

describe('tenant isolation of campaigns', () => {
  it('hides a campaign from a union not above its sender and from another tenant', async () => {
    const { id, invitations } = await mobilesCampaign(['13811200001']);
    expect((await launion2.get(`${M}/campaign/detail`, { id })).status).toBe(404);
    expect((await corp9.get(`${M}/campaign/detail`, { id })).status).toBe(404);
    expect((await corp9.get(`${M}/campaign/list`)).body.data.records).toEqual([]);
    // The link's tenant sets the wall: the same invitation named in another tenant is unknown.
    expect((await publicCall('GET', 'open', tokenOf(invitations[0]!, { tenantId: '100001' }))).status).toBe(404);
  });

  it('keeps the rows behind the tenant wall for the app role', async () => {
    const { id } = await mobilesCampaign(['13811200002']);
    const { withTenant } = await import('../../db');
    const seen = await withTenant('100001', () =>
      stack.app.db.selectFrom('questionnaire_campaign').select('id').where('id', '=', id).execute(),
    );
    expect(seen).toEqual([]);
    const own = await withTenant('000000', () =>
      stack.app.db.selectFrom('questionnaire_campaign').select('id').where('id', '=', id).execute(),
    );
    expect(own).toHaveLength(1);
  });
});

describe('a union taking its link’s answer into its record', () => {
  it('shows the answer on the union’s record of the campaign, keeps it as the source, and names the record on the invitation', async () => {
    const sent = await send(launion1, { audience: 'unions', unionIds: ['1101'], sms: false });
    const [inv] = await invitationsOf(sent.body.data.id);
    expect((await publicCall('POST', 'answer', tokenOf(inv!), { answers: { ...demoSurveyAnswers, satisfaction: 2 } })).status).toBe(200);
    const corp1 = await login(stack.app, 'corp1');
    const form = { ...SEND_OUT_TEST_ENTRY.example, campaignId: sent.body.data.id };
    const draft = await corp1.post(`${M}/save`, form);
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    const id = draft.body.data.id as string;
    const { linkAnswer } = (await corp1.get(`${M}/detail`, { id })).body.data;
    expect(linkAnswer).toMatchObject({ version: 1, answers: { satisfaction: 2 } });
    const taken = await corp1.post(`${M}/save`, {
      ...form,
      id,
      answers: { ...demoSurveyAnswers, satisfaction: 2 },
      answersSource: { responseId: linkAnswer.responseId },
    });
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    expect((await corp1.get(`${M}/detail`, { id })).body.data.form.answersSource).toMatchObject({
      responseId: linkAnswer.responseId,
      changed: [],
    });
    const named = await stack.db
      .selectFrom('questionnaire_invitation')
      .select('record_id')
      .where('id', '=', inv!.id)
      .executeTakeFirstOrThrow();
    expect(String(named.record_id)).toBe(id);
  });

  it('refuses a union’s record pinning another version than its campaign', async () => {
    const admin = await login(stack.app, 'admin');
    const QS = '/api/blade-crop/crop/survey/question-set';
    const { demoSurveySet } = await import('../../catalogue/questionnaire');
    expect((await admin.post(`${QS}/save-draft`, { setKey: 'survey', content: demoSurveySet })).body.data.version).toBe(2);
    expect((await admin.post(`${QS}/publish`, { setKey: 'survey', version: 2 })).status).toBe(200);
    const sent = await send(launion1, { audience: 'unions', unionIds: ['1101'] });
    const corp1 = await login(stack.app, 'corp1');
    const res = await corp1.post(`${M}/save`, { ...SEND_OUT_TEST_ENTRY.example, campaignId: sent.body.data.id, questionSetVersion: 2 });
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toContainEqual({
      field: 'questionSetVersion',
      rule: 'campaignVersion',
      message: '须使用本次发放的问卷版本',
    });
  });
});

describe('a reissued link', () => {
  it('texts a new link and kills the old one at once', async () => {
    const { invitations } = await mobilesCampaign(['13811210001']);
    const old = tokenOf(invitations[0]!);
    const res = await launion1.post(`${M}/campaign/reissue`, { invitationId: String(invitations[0]!.id) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ invitationId: String(invitations[0]!.id), reissues: 1, channels: ['sms'] });
    expect((await publicCall('GET', 'open', old)).status).toBe(404);
    const [renewed] = await invitationsOf(
      (
        await stack.db
          .selectFrom('questionnaire_invitation')
          .select('campaign_id')
          .where('id', '=', invitations[0]!.id)
          .executeTakeFirstOrThrow()
      ).campaign_id,
    );
    expect((await publicCall('GET', 'open', tokenOf(renewed!))).status).toBe(200);
    expect(await stack.db.selectFrom('sms_outbox').select('id').where('phone', '=', '13811210001').execute()).toHaveLength(2);
  });

  it('is refused once answered, after five reissues, and to a union not above the sender', async () => {
    const { invitations } = await mobilesCampaign(['13811210002', '13811210003']);
    const [answered, tired] = invitations.map((i) => String(i.id));
    expect((await publicCall('POST', 'answer', tokenOf(invitations[0]!), { answers: demoSurveyAnswers })).status).toBe(200);
    const used = await launion1.post(`${M}/campaign/reissue`, { invitationId: answered });
    expect([used.status, used.body.msg]).toEqual([409, '该问卷已提交，链接已失效']);
    await stack.db.updateTable('questionnaire_invitation').set({ reissues: 5 }).where('id', '=', tired!).execute();
    const limit = await launion1.post(`${M}/campaign/reissue`, { invitationId: tired });
    expect([limit.status, limit.body.msg]).toEqual([409, '该链接已重发5次，不能再重发']);
    expect((await launion2.post(`${M}/campaign/reissue`, { invitationId: tired })).status).toBe(404);
  });
});

describe('the recipients read from a sheet', () => {
  const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  async function upload(rows: (string | number)[][]) {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('名单');
    for (const r of rows) sheet.addRow(r);
    const { payload, contentType } = multipartBody(
      {},
      { name: 'list.xlsx', type: XLSX, content: Buffer.from(await book.xlsx.writeBuffer()) },
    );
    const res = await stack.app.inject({
      method: 'POST',
      url: `${M}/campaign/recipients`,
      headers: { authorization: BASIC, 'miidc-auth': `bearer ${launion1.token}`, 'content-type': contentType },
      payload,
    });
    return { status: res.statusCode, body: res.json() };
  }

  it('answers the numbers of the 手机号 column, duplicates dropped, storing nothing', async () => {
    const res = await upload([
      ['姓名', '手机号'],
      ['张三', '13811220001'],
      ['李四', 13811220002],
      ['张三', '138 1122 0001'],
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({ mobiles: ['13811220001', '13811220002'], rows: 3, duplicates: 1 });
  });

  it('refuses the whole list naming every bad row', async () => {
    const res = await upload([['手机号'], ['13811220003'], ['1381122'], ['13811220004'], ['abc']]);
    expect(res.status).toBe(400);
    expect(res.body.data.errors.map((e: { row: number; column: string }) => [e.row, e.column])).toEqual([
      [3, '手机号'],
      [5, '手机号'],
    ]);
  });
});

describe('the public answer', () => {
  it('takes an Idempotency-Key: a retry with the same key and answers gets the stored 200', async () => {
    const { invitations } = await mobilesCampaign(['13811230001']);
    const token = tokenOf(invitations[0]!);
    const answer = (key?: string, answers = demoSurveyAnswers) =>
      stack.app.inject({
        method: 'POST',
        url: `${Q}/answer`,
        remoteAddress: '198.51.100.7',
        headers: { 'invitation-token': token, ...(key ? { 'idempotency-key': key } : {}) },
        payload: { answers },
      });
    const first = await answer('retry-1');
    expect(first.statusCode, first.body).toBe(200);
    const retry = await answer('retry-1');
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data).toEqual(first.json().data);
    expect((await answer('retry-2')).statusCode).toBe(409);
    expect((await answer('retry-1', { ...demoSurveyAnswers, satisfaction: 1 })).statusCode).toBe(409);
    expect((await answer()).statusCode).toBe(409);
  });

  it('blocks an address after twenty bad links for ten minutes (429), a good link too', async () => {
    const { invitations } = await mobilesCampaign(['13811240001']);
    const from = (token: string) =>
      stack.app.inject({ method: 'GET', url: `${Q}/open`, headers: { 'invitation-token': token }, remoteAddress: '203.0.113.9' });
    for (let i = 0; i < 20; i++) expect((await from(`bad-${i}`)).statusCode).toBe(404);
    const blocked = await from(tokenOf(invitations[0]!));
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().msg).toBe('无效链接尝试过多，请10分钟后再试');
    expect((await publicCall('GET', 'open', tokenOf(invitations[0]!))).status).toBe(200);
  });
});

describe('a number question in a campaign', () => {
  it('is counted and exported: each answer as a number, and its sum, mean and median', async () => {
    const admin = await login(stack.app, 'admin');
    const QS = '/api/blade-crop/crop/survey/question-set';
    const readers = {
      title: '职工书屋阅读服务满意度调查',
      questions: [{ id: 'books', kind: 'number', title: '每月借阅册数', required: true, min: 0, max: 100, unit: '册' }],
    };
    expect((await admin.post(`${QS}/create`, { setKey: 'readers', title: readers.title })).status).toBe(200);
    const saved = await admin.post(`${QS}/save-draft`, { setKey: 'readers', content: readers });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await admin.post(`${QS}/publish`, { setKey: 'readers', version: 1 })).status).toBe(200);
    const sent = await send(launion1, { audience: 'mobiles', setKey: 'readers', mobiles: ['13811250001', '13811250002', '13811250003'] });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const invitations = await invitationsOf(sent.body.data.id);
    for (const [i, books] of [3, 10, 5].entries())
      expect((await publicCall('POST', 'answer', tokenOf(invitations[i]!), { answers: { books } })).status).toBe(200);
    const file = await download(stack.app, launion1, `${M}/campaign/export?id=${sent.body.data.id}`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.bytes as unknown as ArrayBuffer);
    const answers = book.getWorksheet('答卷')!;
    expect([4, 5, 6].map((r) => answers.getRow(r).getCell(4).value)).toEqual([3, 10, 5]);
    const totals = book.getWorksheet('统计')!;
    const rows = totals.getRows(4, totals.rowCount - 3)!.map((r) => (r.values as unknown[]).slice(1, 4));
    expect(rows).toEqual([
      ['每月借阅册数', '合计', 18],
      ['每月借阅册数', '平均分', 6],
      ['每月借阅册数', '中位数', 5],
    ]);
  });
});
