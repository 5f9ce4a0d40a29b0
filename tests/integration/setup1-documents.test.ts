import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import { BASIC, login, multipartBody, SAMPLE_PDF, SAMPLE_PNG, startTestStack, type ApiSession, type TestStack } from '../support';

const M = '/api/blade-crop/crop/setup1';
const form = modules.setup1!.example;

let stack: TestStack;
let corp1: ApiSession;

beforeAll(async () => {
  stack = await startTestStack({ uploadLimitBytes: 64 * 1024 });
  corp1 = await login(stack.app, 'corp1');
});
afterAll(async () => stack?.close());

async function upload(session: ApiSession, id: string, file: { name: string; type: string; content: Buffer }) {
  const { payload, contentType } = multipartBody({ id }, file);
  const res = await stack.app.inject({
    method: 'POST',
    url: `${M}/uploads`,
    headers: { authorization: BASIC, 'miidc-auth': `bearer ${session.token}`, 'content-type': contentType },
    payload,
  });
  return { status: res.statusCode, body: res.json() };
}

describe('attachments', () => {
  it('are uploaded to a reserved id before the first save and kept with the record', async () => {
    const id = (await corp1.get(`${M}/getid`)).body.data as string;
    const pdf = await upload(corp1, id, { name: '筹备组批复.pdf', type: 'application/pdf', content: SAMPLE_PDF });
    expect(pdf.status).toBe(200);
    expect(pdf.body.data).toMatchObject({ name: '筹备组批复.pdf', mime: 'application/pdf' });
    const png = await upload(corp1, id, { name: 'photo.png', type: 'image/png', content: SAMPLE_PNG });
    const saved = await corp1.post(`${M}/saveDraft`, { ...form, id, attachments: [pdf.body.data.id, png.body.data.id] });
    expect(saved.status).toBe(200);
    const detail = await corp1.get(`${M}/detail`, { id });
    expect(detail.body.data.attachments.map((a: { name: string }) => a.name)).toEqual(['筹备组批复.pdf', 'photo.png']);
    const res = await stack.app.inject({
      method: 'GET',
      url: `${M}/attachment?id=${pdf.body.data.id}`,
      headers: { authorization: BASIC, 'miidc-auth': `bearer ${corp1.token}` },
    });
    expect(res.rawPayload.equals(SAMPLE_PDF)).toBe(true);
  });

  it('are checked by content: a text file named .pdf answers 415', async () => {
    const id = (await corp1.get(`${M}/getid`)).body.data as string;
    const fake = await upload(corp1, id, { name: 'evil.pdf', type: 'application/pdf', content: Buffer.from('<script>alert(1)</script>') });
    expect(fake.status).toBe(415);
    expect(fake.body.msg).toBe('文件类型不在允许范围内');
  });

  it('answer 413 above the size limit', async () => {
    const id = (await corp1.get(`${M}/getid`)).body.data as string;
    const big = Buffer.concat([SAMPLE_PDF, Buffer.alloc(100 * 1024, 32)]);
    const answer = await upload(corp1, id, { name: 'big.pdf', type: 'application/pdf', content: big });
    expect(answer.status).toBe(413);
    expect(answer.body.msg).toBe('文件大小不超过250M');
  });

  it('cannot go to another union’s record or an id reserved by someone else', async () => {
    const id = (await corp1.get(`${M}/getid`)).body.data as string;
    const corp2 = await login(stack.app, 'corp2');
    expect((await upload(corp2, id, { name: 'a.pdf', type: 'application/pdf', content: SAMPLE_PDF })).status).toBe(404);
  });

  it('cannot be added while the record is in review', async () => {
    const submitted = await corp1.post(`${M}/submit`, form);
    const answer = await upload(corp1, submitted.body.data.id, { name: 'a.pdf', type: 'application/pdf', content: SAMPLE_PDF });
    expect(answer.status).toBe(409);
  });

  it('of another record cannot be named in a form', async () => {
    const other = (await corp1.get(`${M}/getid`)).body.data as string;
    const file = await upload(corp1, other, { name: 'a.pdf', type: 'application/pdf', content: SAMPLE_PDF });
    const answer = await corp1.post(`${M}/saveDraft`, { ...form, attachments: [file.body.data.id] });
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors[0].field).toBe('attachments');
  });
});

describe('the preview and the documents list', () => {
  it('answers a PDF of the record and lists it with the attachments', async () => {
    const submitted = await corp1.post(`${M}/submit`, form);
    const id = submitted.body.data.id;
    const res = await stack.app.inject({
      method: 'GET',
      url: `${M}/review?id=${id}&timestamp=1`,
      headers: { authorization: BASIC, 'miidc-auth': `bearer ${corp1.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const docs = await corp1.post(`${M}/downloadfile`, undefined, { id });
    expect(docs.body.data[0].mime).toBe('application/pdf');
  });

  it('is not shown to another tenant', async () => {
    const submitted = await corp1.post(`${M}/submit`, form);
    const corp9 = await login(stack.app, 'corp9', '100001');
    const res = await stack.app.inject({
      method: 'GET',
      url: `${M}/review?id=${submitted.body.data.id}`,
      headers: { authorization: BASIC, 'miidc-auth': `bearer ${corp9.token}` },
    });
    expect(res.statusCode).toBe(404);
  });
});
