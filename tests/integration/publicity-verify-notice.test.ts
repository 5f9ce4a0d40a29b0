// Publicity's further parts: the nominee's higher union reads the objection's portal message in its
// 消息中心 and sends its verification (核查) with files; the federation answers with its own files;
// the notice prints as a PDF with the nominees' public fields only; a round whose kind has no
// publicity is decided without a public list, and the honours are written all the same.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  BASIC,
  idCardOf,
  knownCaptcha,
  login,
  multipartBody,
  nominate,
  nomination,
  SAMPLE_PDF,
  SAMPLE_PNG,
  setup1Parties,
  type ApiAnswer,
  type ApiSession,
  modelWorkerRoundAllowing,
} from '../support';
import { pdfTextLines } from '../support/documents-pdf-text';

const p = setup1Parties();
const PUB = '/api/blade-crop/crop/publicity';
const MSG = '/api/blade-crop/crop/union-message';
const dayOffset = (days: number) => new Date(Date.now() + 8 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);

let roundId = '';
let li = '';
let wang = '';
let publicityId = '';
let objectionId = '';
let corp3: ApiSession;

function refused(answer: ApiAnswer, status: number, reason: string): void {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body.data.reason).toBe(reason);
}

/** Uploads `file` for the objection to `url` as `session`; answers the status and body. */
async function upload(
  session: ApiSession,
  url: string,
  objection: string,
  file = { name: '核查报告.pdf', type: 'application/pdf', content: SAMPLE_PDF },
) {
  const { payload, contentType } = multipartBody({ objectionId: objection }, file);
  const res = await p.stack.app.inject({
    method: 'POST',
    url,
    headers: { authorization: BASIC, 'miidc-auth': `bearer ${session.token}`, 'content-type': contentType },
    payload,
  });
  return { status: res.statusCode, body: res.json() };
}

/** A GET answering bytes (a PDF, a file) as `session`. */
async function bytes(session: ApiSession, url: string) {
  const res = await p.stack.app.inject({ method: 'GET', url, headers: { authorization: BASIC, 'miidc-auth': `bearer ${session.token}` } });
  return { status: res.statusCode, type: String(res.headers['content-type']), body: res.rawPayload };
}

/** An objection to `recordId` filed on the public area; answers its id. */
async function objectTo(recordId: string, address: string) {
  const captcha = await knownCaptcha(p.stack, address);
  const res = await p.stack.app.inject({
    method: 'POST',
    url: '/api/blade-crop/public/publicity/objection',
    remoteAddress: address,
    headers: { 'tenant-id': '000000' },
    payload: {
      publicityId,
      recordId,
      content: '反映该人选所在班组2025年发生过一起安全生产事故，请核查。',
      objectorName: '王明',
      mobile: '13800138000',
      captchaKey: captcha.key,
      captchaCode: captcha.code,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.objectionId as string;
}

beforeAll(async () => {
  roundId = await modelWorkerRoundAllowing(p, 5);
  const corp2 = await login(p.stack.app, 'corp2');
  li = await nominate(p.corp1, '李振华', p.launion1);
  wang = await nominate(corp2, '王芳', p.launion1);
  corp3 = await login(p.stack.app, 'corp3');
  const opened = await p.federation.post(`${PUB}/open`, {
    roundId,
    recordIds: [li],
    contactPhone: '010-62345678',
    contactEmail: 'xuanping@gonghui.example.cn',
    workingDays: 5,
  });
  expect(opened.status, JSON.stringify(opened.body)).toBe(200);
  publicityId = opened.body.data.id;
  objectionId = await objectTo(li, '198.51.100.1');
});

describe('the union’s portal messages (消息中心)', () => {
  it('lists the objection’s message to the nominee’s union, unread, and counts it', async () => {
    const list = await p.corp1.get(`${MSG}/list`);
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body.data.total).toBe(1);
    expect(list.body.data.records[0]).toMatchObject({ kind: 'objection', subjectId: objectionId, readAt: null });
    expect(list.body.data.records[0].content).toContain('李振华');
    expect((await p.corp1.get(`${MSG}/unread-count`)).body.data).toEqual({ unread: 1 });
  });

  it('marks a message read when it is opened, and lists the unread before the read', async () => {
    const first = (await p.corp1.get(`${MSG}/list`)).body.data.records[0];
    const opened = await p.corp1.post(`${MSG}/open`, { id: first.id });
    expect(opened.status).toBe(200);
    expect(opened.body.data.readAt).not.toBeNull();
    expect((await p.corp1.get(`${MSG}/unread-count`)).body.data).toEqual({ unread: 0 });
    // A second objection: its message comes first, unread, though the read one is older only by moments.
    await objectTo(li, '198.51.100.2');
    const list = (await p.corp1.get(`${MSG}/list`)).body.data.records;
    expect(list.map((m: { readAt: string | null }) => m.readAt === null)).toEqual([true, false]);
  });

  it('shows a union only its own messages: another union’s message is not found', async () => {
    const mine = (await p.corp1.get(`${MSG}/list`)).body.data.records[0];
    expect((await corp3.get(`${MSG}/list`)).body.data.total).toBe(0);
    expect((await corp3.post(`${MSG}/open`, { id: mine.id })).status).toBe(404);
  });
});

describe('the higher union’s verification (publicity/verify)', () => {
  it('shows the higher union the objection from its message, without the objector', async () => {
    const message = (await p.launion1.get(`${MSG}/list`)).body.data.records.find((m: { subjectId: string }) => m.subjectId === objectionId);
    const read = await p.launion1.get(`${PUB}/objection`, { id: message.subjectId });
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(read.body.data).toMatchObject({ nomineeName: '李振华', closed: false, verification: null });
    expect(JSON.stringify(read.body)).not.toMatch(/王明|13800138000/);
  });

  it('is the nominee’s higher union’s only: the nominee’s own union is refused', async () => {
    expect((await p.corp1.get(`${PUB}/objection`, { id: objectionId })).status).toBe(403);
    expect((await p.corp1.post(`${PUB}/verify`, { objectionId, finding: '本单位自查情况属实。' })).status).toBe(403);
  });

  it('takes the finding with the union’s own upload as evidence, once (409 objectionVerified)', async () => {
    const file = await upload(p.launion1, `${PUB}/verify-uploads`, objectionId);
    expect(file.status, JSON.stringify(file.body)).toBe(200);
    const verified = await p.launion1.post(`${PUB}/verify`, {
      objectionId,
      finding: '经我会到该人选所在单位核查，反映的事故发生在其他班组。',
      files: [file.body.data.id],
    });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(verified.body.data.verification).toMatchObject({ finding: '经我会到该人选所在单位核查，反映的事故发生在其他班组。' });
    expect(verified.body.data.verification.files.map((f: { name: string }) => f.name)).toEqual(['核查报告.pdf']);
    refused(await p.launion1.post(`${PUB}/verify`, { objectionId, finding: '第二次核查应被拒绝。' }), 409, 'objectionVerified');
    refused(await upload(p.launion1, `${PUB}/verify-uploads`, objectionId), 409, 'verifyClosed');
  });

  it('shows the federation the verification with its union and files on the publicity’s detail', async () => {
    const detail = await p.federation.get(`${PUB}/detail`, { id: publicityId });
    const o = detail.body.data.objections.find((x: { id: string }) => x.id === objectionId);
    expect(o.verification).toMatchObject({ unionName: expect.any(String), finding: expect.stringContaining('其他班组') });
    expect(o.verification.files).toHaveLength(1);
    expect(detail.body.data.history.map((e: { type: string }) => e.type)).toContain('publicity.verified');
  });
});

describe('files on an answer', () => {
  it('refuses a file that is not the federation’s own upload for the objection, naming files[0]', async () => {
    const theirs = (await p.federation.get(`${PUB}/detail`, { id: publicityId })).body.data.objections.find(
      (x: { id: string }) => x.id === objectionId,
    ).verification.files[0].id;
    const answer = await p.federation.post(`${PUB}/answer`, {
      objectionId,
      outcome: '3',
      finding: '经核查，反映不属实。',
      files: [theirs],
    });
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors[0].field).toBe('files[0]');
  });

  it('refuses an upload whose content is not a document, whatever its name says (415)', async () => {
    const fake = await upload(p.federation, `${PUB}/uploads`, objectionId, {
      name: '说明.pdf',
      type: 'application/pdf',
      content: Buffer.from('not a pdf at all'),
    });
    expect(fake.status).toBe(415);
  });

  it('keeps the answer’s files, lists them on the detail and serves them to the federation', async () => {
    const file = await upload(p.federation, `${PUB}/uploads`, objectionId, {
      name: '现场照片.png',
      type: 'image/png',
      content: SAMPLE_PNG,
    });
    expect(file.status, JSON.stringify(file.body)).toBe(200);
    const answered = await p.federation.post(`${PUB}/answer`, {
      objectionId,
      outcome: '3',
      finding: '经上级工会核查，该事故发生在其他班组，与该人选无关。',
      files: [file.body.data.id],
    });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    const o = answered.body.data.objections.find((x: { id: string }) => x.id === objectionId);
    expect(o.files).toEqual([{ id: file.body.data.id, name: '现场照片.png', size: SAMPLE_PNG.length, mime: 'image/png' }]);
    const served = await bytes(p.federation, `${PUB}/file?id=${file.body.data.id}`);
    expect(served.status).toBe(200);
    expect(Buffer.compare(served.body, SAMPLE_PNG)).toBe(0);
    expect((await bytes(p.corp1, `${PUB}/file?id=${file.body.data.id}`)).status).toBe(403);
    // Answered, the objection takes no verification and no more of its files.
    refused(await upload(p.launion1, `${PUB}/verify-uploads`, objectionId), 409, 'verifyClosed');
  });

  it('keeps the public page to the notice and nominees: no answer, finding or file reaches it', async () => {
    const res = await p.stack.app.inject({
      method: 'GET',
      url: `/api/blade-crop/public/publicity/detail?id=${publicityId}`,
      headers: { 'tenant-id': '000000' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/其他班组|现场照片|核查报告/);
  });
});

describe('the publicity notice (publicityNotice)', () => {
  it('prints the title, the period, the contact, each nominee’s public fields and the seal, never an ID number', async () => {
    const pdf = await bytes(p.federation, `${PUB}/notice?id=${publicityId}`);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    const text = pdfTextLines(pdf.body).join('');
    const detail = (await p.federation.get(`${PUB}/detail`, { id: publicityId })).body.data;
    expect(text).toContain(detail.title);
    expect(text).toContain('公示时间');
    expect(text).toContain('5个工作日');
    expect(text).toContain('010-62345678');
    expect(text).toContain('李振华');
    expect(text).toContain(nomination.unitName);
    expect(text).toContain('（盖章）');
    expect(text).not.toContain(idCardOf('李振华'));
  });

  it('is the federation’s: an enterprise union is refused', async () => {
    expect((await bytes(p.corp1, `${PUB}/notice?id=${publicityId}`)).status).toBe(403);
  });

  it('answers 404 for a publicity that does not exist', async () => {
    expect((await bytes(p.federation, `${PUB}/notice?id=914173801041043456`)).status).toBe(404);
  });
});

describe('a decision without a public list (publicity/decide-round)', () => {
  const decision = (outcomes: { recordId: string; outcome: string }[]) => ({
    roundId,
    decisionNo: '京工发〔2026〕13号',
    decisionDate: dayOffset(0),
    decidedBy: '北京市总工会',
    honourName: '北京市劳动模范',
    level: '2',
    outcomes,
  });

  it('is refused for a round whose kind is published first (409 publicityRequired)', async () => {
    refused(await p.federation.post(`${PUB}/decide-round`, decision([{ recordId: wang, outcome: '1' }])), 409, 'publicityRequired');
  });

  it('refuses a record of the round already on a publicity (409 alreadyPublished) and one not in the round, naming it', async () => {
    await p.stack.db.updateTable('selection_round').set({ publicity_days: 0 }).where('id', '=', roundId).execute();
    refused(await p.federation.post(`${PUB}/decide-round`, decision([{ recordId: li, outcome: '1' }])), 409, 'alreadyPublished');
    const stranger = await p.federation.post(`${PUB}/decide-round`, decision([{ recordId: '999999', outcome: '1' }]));
    expect(stranger.status).toBe(400);
    expect(stranger.body.data.errors[0].field).toBe('outcomes[0].recordId');
  });

  it('records the decision on the round’s approved record and writes its honour, off the public area', async () => {
    const decided = await p.federation.post(`${PUB}/decide-round`, decision([{ recordId: wang, outcome: '1' }]));
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    expect(decided.body.data).toMatchObject({ phase: 'decided', workingDays: 0, decisionNo: '京工发〔2026〕13号' });
    expect(decided.body.data.records.map((r: { name: string; outcomeName: string }) => [r.name, r.outcomeName])).toEqual([
      ['王芳', '授予'],
    ]);
    const honours = await p.stack.db.selectFrom('honour').selectAll().where('source_record_id', '=', wang).execute();
    expect(honours).toHaveLength(1);
    expect(honours[0]).toMatchObject({ holder_name: '王芳', honour_name: '北京市劳动模范', decision_no: '京工发〔2026〕13号' });
    const res = await p.stack.app.inject({
      method: 'GET',
      url: '/api/blade-crop/public/publicity/list',
      headers: { 'tenant-id': '000000' },
    });
    expect(res.json().data.map((x: { id: string }) => x.id)).not.toContain(decided.body.data.id);
    refused(await p.federation.post(`${PUB}/decide-round`, decision([{ recordId: wang, outcome: '1' }])), 409, 'alreadyPublished');
  });
});
