// Publicity (公示) of a round's approved model-worker nominations: the federation opens it for the
// round's working days, the public reads the list without ID numbers or mobiles and files an
// objection, the federation answers it and, after the end, decides; the nominees granted get an honour
// row (recordHonour) that honor2 lists, exports and a rebuild from the events writes again. Refusals:
// the decision before the end, with an unanswered or upheld objection, twice; an objection after the
// end; another tenant sees nothing.
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { HOLIDAYS_2026, periodEnd, type WorkCalendar } from '../../catalogue';
import { ALL_TENANTS, rebuildHonours, rebuildReadModels, withTenant } from '../../db';
import {
  BASIC,
  idCardOf,
  knownCaptcha,
  login,
  nominate,
  nomination,
  nominee,
  setup1Parties,
  type ApiAnswer,
  type ApiSession,
  modelWorkerRoundAllowing,
} from '../support';

const p = setup1Parties();
const PUB = '/api/blade-crop/crop/publicity';
const PUBLIC = '/api/blade-crop/public/publicity';
const HONOR2 = '/api/blade-crop/crop/honor2';
const calendar: WorkCalendar = new Map(HOLIDAYS_2026.map((d) => [d.day, d.kind]));
const today = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
const dayOffset = (days: number) => new Date(Date.now() + 8 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);

let roundId = '';
let li = '';
let wang = '';
let pending = '';
let publicityId = '';
let objectionId = '';
let admin2: ApiSession;
let corp3: ApiSession;

async function publicCall(
  method: 'GET' | 'POST',
  url: string,
  tenant = '000000',
  payload?: unknown,
  remoteAddress = '127.0.0.1',
): Promise<ApiAnswer> {
  const res = await p.stack.app.inject({
    method,
    url,
    remoteAddress,
    headers: { 'tenant-id': tenant },
    ...(payload ? { payload: payload as object } : {}),
  });
  return { status: res.statusCode, body: res.json() };
}

function refused(answer: ApiAnswer, status: number, reason: string): void {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body.data.reason).toBe(reason);
}

const decision = (outcomes: { recordId: string; outcome: string }[]) => ({
  publicityId,
  decisionNo: '京工发〔2026〕12号',
  decisionDate: dayOffset(-1),
  decidedBy: '北京市总工会',
  honourName: '北京市劳动模范',
  level: '2',
  outcomes,
});

/** The federation's decision: 李振华 and 王芳 with the outcomes given (王芳's left out when absent). */
const decide = (liOutcome: string, wangOutcome?: string) =>
  p.federation.post(
    `${PUB}/decide`,
    decision([{ recordId: li, outcome: liOutcome }, ...(wangOutcome ? [{ recordId: wang, outcome: wangOutcome }] : [])]),
  );

let objector = 0;

/**
 * An objection on the public area to `recordId` with the captcha solved, with `extra` over a valid
 * one; each from an address of its own (objections are limited per address, not the subject here).
 */
async function objectTo(recordId: string, extra: Record<string, unknown> = {}) {
  const address = `198.51.100.${++objector}`;
  const captcha = await knownCaptcha(p.stack, address);
  return publicCall(
    'POST',
    `${PUBLIC}/objection`,
    '000000',
    {
      publicityId,
      recordId,
      content: '反映该人选所在班组2025年发生过一起安全生产事故，请核查。',
      mobile: '13800138000',
      captchaKey: captcha.key,
      captchaCode: captcha.code,
      ...extra,
    },
    address,
  );
}

const honourCount = async () =>
  Number(
    (
      await p.stack.db
        .selectFrom('honour')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  // Two nominations from one union: the round's places allow them.
  roundId = await modelWorkerRoundAllowing(p, 5);
  const corp2 = await login(p.stack.app, 'corp2');
  li = await nominate(p.corp1, '李振华', p.launion1);
  wang = await nominate(corp2, '王芳', p.launion1);
  pending = await nominate(p.corp1, '赵一');
  admin2 = await login(p.stack.app, 'admin2', '100001');
  corp3 = await login(p.stack.app, 'corp3');
});

describe('opening a publicity', () => {
  it('offers the round’s approved records in no publicity as candidates, not one still in review', async () => {
    const offered = await p.federation.get(`${PUB}/candidates`, { roundId });
    expect(offered.status, JSON.stringify(offered.body)).toBe(200);
    expect(offered.body.data.map((c: { recordId: string }) => c.recordId)).toEqual([li, wang]);
    expect(offered.body.data[0]).toMatchObject({ name: '李振华', unitName: nomination.unitName, post: nomination.post, unionId: '1101' });
    expect((await p.corp1.get(`${PUB}/candidates`, { roundId })).status).toBe(403);
  });

  it('refuses fewer working days than the round sets, naming workingDays, and a record not yet approved with 409', async () => {
    const base = { roundId, recordIds: [li, wang], contactPhone: '010-62345678' };
    const few = await p.federation.post(`${PUB}/open`, { ...base, workingDays: 2 });
    expect(few.status).toBe(400);
    expect(few.body.data.errors[0].field).toBe('workingDays');
    refused(await p.federation.post(`${PUB}/open`, { ...base, recordIds: [li, pending] }), 409, 'notApproved');
    expect((await p.federation.get(`${PUB}/list`)).body.data.total).toBe(0);
  });

  it('is the federation’s: an enterprise union is refused', async () => {
    expect((await p.corp1.post(`${PUB}/open`, { roundId, recordIds: [li], contactPhone: '010-62345678' })).status).toBe(403);
  });

  it('publishes the approved records for the round’s working days, the end counted on the working-day calendar', async () => {
    const opened = await p.federation.post(`${PUB}/open`, { roundId, recordIds: [li, wang], contactPhone: '010-62345678', workingDays: 5 });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    publicityId = opened.body.data.id;
    expect(opened.body.data.startDate).toBe(today());
    expect(opened.body.data.endDate).toBe(periodEnd(today(), 5, calendar));
    expect(opened.body.data.phase).toBe('running');
    expect(opened.body.data.records.map((r: { name: string }) => r.name)).toEqual(['李振华', '王芳']);
    expect(opened.body.data.history.map((e: { type: string }) => e.type)).toEqual(['publicity.opened']);
    refused(await p.federation.post(`${PUB}/open`, { roundId, recordIds: [li], contactPhone: '010-62345678' }), 409, 'alreadyPublished');
    expect((await p.federation.get(`${PUB}/candidates`, { roundId })).body.data).toEqual([]);
  });
});

describe('the public list', () => {
  it('shows the nominees with name, sex, employer and post without login, and never an ID number or a mobile', async () => {
    const list = await publicCall('GET', `${PUBLIC}/list`);
    expect(list.status).toBe(200);
    expect(list.body.data.map((x: { id: string }) => x.id)).toContain(publicityId);
    const detail = await publicCall('GET', `${PUBLIC}/detail?id=${publicityId}`);
    expect(detail.status).toBe(200);
    const li1 = detail.body.data.nominees.find((n: { recordId: string }) => n.recordId === li);
    expect(li1).toMatchObject({ name: '李振华', sex: '男', unitName: nomination.unitName, post: nomination.post });
    const text = JSON.stringify(detail.body);
    expect(text).not.toContain(idCardOf('李振华'));
    expect(text).not.toContain(String(nomination.mobile));
  });

  it('shows another tenant nothing of it', async () => {
    expect((await publicCall('GET', `${PUBLIC}/detail?id=${publicityId}`, '100001')).status).toBe(404);
    expect((await publicCall('GET', `${PUBLIC}/list`, '100001')).body.data).toEqual([]);
    expect((await admin2.get(`${PUB}/list`)).body.data.total).toBe(0);
    expect((await admin2.get(`${PUB}/detail`, { id: publicityId })).status).toBe(404);
  });
});

describe('objections and the decision', () => {
  it('refuses an objection with a bad mobile or against a nominee not listed, naming the field', async () => {
    const bad = await objectTo(wang, { mobile: '12345' });
    expect(bad.status).toBe(400);
    expect(bad.body.data.errors[0].field).toBe('mobile');
    const stranger = await objectTo(pending);
    expect(stranger.status).toBe(400);
    expect(stranger.body.data.errors[0].field).toBe('recordId');
  });

  it('refuses an objection whose captcha is wrong or already used, naming captchaCode, and files nothing', async () => {
    const wrong = await objectTo(wang, { captchaCode: 'WRONG' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.data.errors[0].field).toBe('captchaCode');
    // A captcha is taken by its first use, even when the objection is then refused (a bad mobile here).
    const captcha = await knownCaptcha(p.stack, '198.51.100.200');
    const sent = {
      publicityId,
      recordId: wang,
      content: '同一验证码只能使用一次，第二次应被拒绝。',
      mobile: '12345',
      captchaKey: captcha.key,
      captchaCode: captcha.code,
    };
    expect((await publicCall('POST', `${PUBLIC}/objection`, '000000', sent, '198.51.100.200')).body.data.errors[0].field).toBe('mobile');
    const again = await publicCall('POST', `${PUBLIC}/objection`, '000000', { ...sent, mobile: '13800138000' }, '198.51.100.200');
    expect(again.status).toBe(400);
    expect(again.body.data.errors[0].field).toBe('captchaCode');
    expect((await p.federation.get(`${PUB}/detail`, { id: publicityId })).body.data.objections).toEqual([]);
  });

  it('takes an objection with the objector’s contact while the publicity runs and answers a reference number', async () => {
    const filed = await objectTo(wang, { objectorName: '王明' });
    expect(filed.status, JSON.stringify(filed.body)).toBe(200);
    expect(filed.body.data.refNo).toMatch(/^GS\d{4}-\d{6}$/);
    objectionId = filed.body.data.objectionId;
    const detail = await p.federation.get(`${PUB}/detail`, { id: publicityId });
    expect(detail.body.data.objections[0]).toMatchObject({ recordId: wang, objectorName: '王明', mobile: '13800138000', outcome: null });
    // The event keeps the reference, not the objector's contact.
    expect(JSON.stringify(detail.body.data.history)).not.toContain('13800138000');
  });

  it('tells the nominee’s union and its higher union of the objection by a portal message, never naming the objector', async () => {
    const detail = await p.federation.get(`${PUB}/detail`, { id: publicityId });
    const { refNo, recordId } = detail.body.data.objections[0];
    const unionId = detail.body.data.records.find((r: { recordId: string }) => r.recordId === recordId).unionId;
    const { parent_id } = await p.stack.db.selectFrom('union_org').select('parent_id').where('id', '=', unionId).executeTakeFirstOrThrow();
    const messages = await p.stack.db
      .selectFrom('union_message')
      .select(['union_id', 'title', 'content', 'sent_by'])
      .where('kind', '=', 'objection')
      .execute();
    expect(messages.map((m) => String(m.union_id)).sort()).toEqual([unionId, String(parent_id)].sort());
    for (const m of messages) {
      expect(m.content).toContain('王芳');
      expect(m.content).toContain(refNo);
      expect(`${m.title}${m.content}`).not.toMatch(/王明|13800138000/);
      expect(m.sent_by).toBeNull();
    }
  });

  it('refuses the decision while the publicity runs, with 409 publicityRunning', async () => {
    refused(await decide('1', '2'), 409, 'publicityRunning');
  });

  it('after the end refuses a new objection (409 publicityClosed) and the decision while an objection is unanswered (409 objectionsOpen)', async () => {
    // The publicity's days pass: its dates move back as if the working days had gone by.
    await p.stack.db
      .updateTable('publicity')
      .set({ start_date: dayOffset(-10), end_date: dayOffset(-2) })
      .where('id', '=', publicityId)
      .execute();
    refused(await objectTo(li, { content: '公示期结束后提出的异议，应当不予受理。', mobile: '13800138001' }), 409, 'publicityClosed');
    refused(await decide('1', '2'), 409, 'objectionsOpen');
    expect(await honourCount()).toBe(0);
  });

  it('refuses to grant a nominee whose objection was upheld, and a decision that leaves a nominee without an outcome', async () => {
    const answered = await p.federation.post(`${PUB}/answer`, {
      objectionId,
      outcome: '1',
      finding: '经核查，反映的事故属实，该人选负有管理责任。',
    });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    expect(answered.body.data.objections[0]).toMatchObject({ outcome: '1', outcomeName: '反映属实' });
    refused(
      await p.federation.post(`${PUB}/answer`, { objectionId, outcome: '3', finding: '再次答复应当被拒绝。' }),
      409,
      'objectionAnswered',
    );
    refused(await decide('1', '1'), 409, 'objectionUpheld');
    const missing = await decide('1');
    expect(missing.status).toBe(400);
    expect(missing.body.data.errors[0].field).toBe('outcomes');
    expect(await honourCount()).toBe(0);
  });

  it('records the decision with each objection’s outcome and writes the honour of the nominee granted', async () => {
    const decided = await decide('1', '2');
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    expect(decided.body.data.phase).toBe('decided');
    expect(decided.body.data.records.map((r: { outcomeName: string }) => r.outcomeName)).toEqual(['授予', '不予授予']);
    const event = decided.body.data.history.at(-1);
    expect(event.type).toBe('publicity.decided');
    expect(event.payload.outcomes).toEqual([
      { recordId: li, outcome: '1', objections: [] },
      { recordId: wang, outcome: '2', objections: [{ objectionId, outcome: '1' }] },
    ]);
    const honours = await p.stack.db.selectFrom('honour').selectAll().execute();
    expect(honours).toHaveLength(1);
    expect(honours[0]).toMatchObject({
      holder_type: 'person',
      holder_name: '李振华',
      id_card: idCardOf('李振华'),
      union_id: '1101',
      honour_name: '北京市劳动模范',
      level: '2',
      decision_no: '京工发〔2026〕12号',
      source_module: 'modelWorkerSelection1',
      source_record_id: li,
    });
    refused(await decide('1', '2'), 409, 'publicityDecided');
    // Decided, it leaves the public area.
    expect((await publicCall('GET', `${PUBLIC}/detail?id=${publicityId}`)).status).toBe(404);
  });
});

describe('honor2 and the honour read model', () => {
  it('lists the honour by type with the ID number masked, to the federation and to the holder’s union, not to a union outside it', async () => {
    const page = await p.federation.get(`${HONOR2}/getListByType`, { type: 'person', level: '2' });
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    expect(page.body.data.records).toHaveLength(1);
    expect(page.body.data.records[0]).toMatchObject({
      holderName: '李振华',
      idCardMasked: `${idCardOf('李振华').slice(0, 6)}********${idCardOf('李振华').slice(14)}`,
      levelName: '省部级',
      unitName: nomination.unitName,
    });
    expect((await p.federation.get(`${HONOR2}/getListByType`, { type: 'team' })).body.data.total).toBe(0);
    expect((await p.corp1.get(`${HONOR2}/getListByType`, { type: 'person' })).body.data.total).toBe(1);
    expect((await p.corp1.get(`${HONOR2}/ofUnion`)).body.data.map((h: { holderName: string }) => h.holderName)).toEqual(['李振华']);
    expect((await corp3.get(`${HONOR2}/getListByType`, { type: 'person' })).body.data.total).toBe(0);
    expect((await admin2.get(`${HONOR2}/getListByType`, { type: 'person' })).body.data.total).toBe(0);
  });

  it('refuses a sort outside the allow-list and a type it does not know, naming the parameter', async () => {
    expect((await p.federation.get(`${HONOR2}/getListByType`, { type: 'person', descs: 'id_card' })).status).toBe(400);
    const noType = await p.federation.get(`${HONOR2}/getListByType`, {});
    expect(noType.status).toBe(400);
  });

  it('exports the ledger as an .xlsx with the honour’s row and the total', async () => {
    const res = await p.stack.app.inject({
      method: 'GET',
      url: `${HONOR2}/exportList?type=person`,
      headers: { authorization: BASIC, 'miidc-auth': `bearer ${p.federation.token}` },
    });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getCell('A1').value).toBe('荣誉成果台账（个人）');
    expect(sheet.getRow(4).values).toEqual(expect.arrayContaining(['北京市劳动模范', '省部级', '李振华']));
    expect(sheet.getCell('A5').value).toBe('合计 1');
  });

  it('rebuilt from the events, holds the same rows, and a lost row comes back with the read models’ rebuild', async () => {
    const before = await p.stack.db.selectFrom('honour').selectAll().orderBy('id').execute();
    expect(await withTenant(ALL_TENANTS, () => rebuildHonours(p.stack.db))).toBe(1);
    expect(await p.stack.db.selectFrom('honour').selectAll().orderBy('id').execute()).toEqual(before);
    expect((await rebuildReadModels(p.stack.db, { check: true })).differences.filter((d) => d.startsWith('honour'))).toEqual([]);
    await p.stack.db.deleteFrom('honour').execute();
    const rebuilt = await rebuildReadModels(p.stack.db, { check: false });
    expect(rebuilt.differences).toContain('honour: 0 rows held, 1 rebuilt from the events');
    expect(await p.stack.db.selectFrom('honour').selectAll().orderBy('id').execute()).toEqual(before);
  });
});

describe('a holder of the honour nominated again (alreadyHonoured)', () => {
  const ROUND = '/api/blade-crop/crop/round';
  let next = '';
  const newRound = (noRepeatYears: number | null) => ({
    ...(next ? { id: next } : {}),
    kind: 'mw_person',
    year: 2027,
    title: '2027年北京市劳动模范和先进工作者推荐评选',
    opensAt: '2026-01-01 00:00:00',
    closesAt: '2030-12-31 23:59:59',
    placesPerUnion: 5,
    noRepeatYears,
  });

  beforeAll(async () => {
    expect((await p.federation.post(`${ROUND}/close`, { id: roundId })).status).toBe(200);
    const opened = await p.federation.post(`${ROUND}/submit`, newRound(null));
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    next = opened.body.data.id;
  });

  it('refuses 李振华, granted 北京市劳动模范, in the next round of its kind with 409 alreadyHonoured, and nothing is sent', async () => {
    const sent = await p.corp1.post('/api/blade-crop/crop/modelWorkerSelection1/submit', nominee('李振华'));
    refused(sent, 409, 'alreadyHonoured');
    expect(sent.body.msg).toContain('不再重复推荐');
  });

  it('takes 王芳, who was not granted it', async () => {
    const sent = await p.corp1.post('/api/blade-crop/crop/modelWorkerSelection1/submit', nominee('王芳'));
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  });

  it('takes 李振华 again once the round’s no-repeat years have passed since the honour', async () => {
    const saved = await p.federation.post(`${ROUND}/submit`, newRound(1));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.noRepeatYears).toBe(1);
    const sent = await p.corp1.post('/api/blade-crop/crop/modelWorkerSelection1/submit', nominee('李振华'));
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  });
});
