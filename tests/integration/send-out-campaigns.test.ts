// Questionnaires sent out (the `sendOut` shape, docs/forms/group-c-survey.md "Questionnaires sent out"),
// proven on a test-only module (tests/support/test-only-module.ts) on the real servers: a campaign of
// the published `survey` set to unions or to mobiles, its signed single-use links answered without an
// account, the sender's list, reminders, results and export, and the tenant wall around all of it.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSurveyAnswers } from '../../catalogue/questionnaire';
import { moduleRoutes } from '../../services/records/engine';
import { invitationToken, linkKeys } from '../../services/records/shapes/send-out';
import { download, grantModuleCalls, login, SEND_OUT_TEST_ENTRY, startTestStack, type ApiSession, type TestStack } from '../support';

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

/** A public call with the token in its header (no account). */
async function publicCall(method: 'GET' | 'POST', call: 'open' | 'answer', token: string, body?: object, lang = 'zh') {
  const res = await stack.app.inject({
    method,
    url: `${Q}/${call}`,
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
    expect((sent.getRow(6).values as unknown[]).slice(1)).toEqual(['138****0003', 'sms', expect.any(String), '', '', 1, '已发送']);
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
