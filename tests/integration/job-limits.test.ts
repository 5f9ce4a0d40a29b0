// Heavy work has bounds per account and tenant (services/platform/job-limits): past them a call answers 429
// in the envelope with Retry-After, others are still served, and every slot comes back when its
// answer ends, in full or cut off.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import {
  BASIC,
  heldDownload,
  login,
  multipartBody,
  responseOf,
  SAMPLE_PNG,
  startTestStack,
  workbookOf,
  type ApiSession,
  type OpenApiDoc,
  type TestStack,
} from '../support';

const SETUP1 = '/api/blade-crop/crop/setup1';
const WORKS = '/api/blade-crop/crop/activityworks';
const TENANT = '000000';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

let stack: TestStack;
let corp1: ApiSession;
let launion1: ApiSession;
/** A submitted record of corp1, which launion1 reviews (so both may preview it). */
let submitted: string;
/** A draft of corp1 with one large attachment, whose zip takes a while to send. */
let heavyDraft: string;

beforeAll(async () => {
  stack = await startTestStack({
    env: { DOCUMENT_JOBS_PER_ACCOUNT: '1', DOCUMENT_JOBS_PER_TENANT: '2', IMPORT_JOBS_PER_TENANT: '1', JOB_RETRY_AFTER_SECONDS: '7' },
  });
  corp1 = await login(stack.app, 'corp1');
  launion1 = await login(stack.app, 'launion1');
  const answer = await corp1.post(`${SETUP1}/submit`, modules.setup1!.example);
  expect(answer.status).toBe(200);
  submitted = answer.body.data.id;
  heavyDraft = (await corp1.get(`${SETUP1}/getid`)).body.data;
  // Larger than the loopback's socket buffers can hold, so an unread zip stays in flight.
  const big = await upload(heavyDraft, {
    name: 'big.png',
    type: 'image/png',
    content: Buffer.concat([SAMPLE_PNG, randomBytes(24 * 1024 * 1024)]),
  });
  expect((await corp1.post(`${SETUP1}/saveDraft`, { ...modules.setup1!.example, id: heavyDraft, attachments: [big] })).status).toBe(200);
});
afterAll(async () => stack?.close());

async function upload(id: string, file: { name: string; type: string; content: Buffer }, url = `${SETUP1}/uploads`): Promise<string> {
  const { payload, contentType } = multipartBody({ id }, file);
  const res = await stack.app.inject({
    method: 'POST',
    url,
    headers: { authorization: BASIC, 'miidc-auth': `bearer ${corp1.token}`, 'content-type': contentType },
    payload,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.id;
}

/** GET `url` as `session`: status, headers and the envelope when the answer is one. */
async function get(session: ApiSession, url: string) {
  const res = await stack.app.inject({ method: 'GET', url, headers: { authorization: BASIC, 'miidc-auth': `bearer ${session.token}` } });
  const json = String(res.headers['content-type']).includes('json') ? res.json() : undefined;
  return { status: res.statusCode, retryAfter: res.headers['retry-after'], body: json };
}

const preview = (session: ApiSession) => get(session, `${SETUP1}/review?id=${submitted}`);

/** Waits until `check` holds (the server notices a cut connection a moment later). */
async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 25));
  expect(check()).toBe(true);
}

/** corp1's download of the heavy draft's zip over a real socket, read no further than its head: it stays in flight. */
async function heldZip() {
  if (!stack.app.server.listening) await stack.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = stack.app.server.address() as AddressInfo;
  return heldDownload(`http://127.0.0.1:${port}`, `${SETUP1}/zip?id=${heavyDraft}`, corp1.token);
}

describe('document jobs', () => {
  it('past the account’s bound answer 429 with Retry-After and a message saying how long to wait; another account is still served', async () => {
    const answers = await Promise.all([...Array.from({ length: 8 }, () => preview(corp1)), preview(launion1)]);
    const ofCorp1 = answers.slice(0, 8);
    expect(answers[8]!.status).toBe(200);
    expect(ofCorp1.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(1);
    const refused = ofCorp1.filter((a) => a.status !== 200);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    for (const answer of refused) {
      expect(answer.status).toBe(429);
      expect(answer.retryAfter).toBe('7');
      expect(answer.body).toEqual({
        code: 429,
        success: false,
        msg: '您同时生成的文件已达1个,请7秒后再试',
        data: { retryAfter: 7, scope: 'account', limit: 1 },
      });
    }
  });

  it('give their slots back when their answers end: nothing is counted after, and a later preview is served', async () => {
    await Promise.all(Array.from({ length: 6 }, () => preview(corp1)));
    expect(stack.app.jobLimiter.runningFor('document', TENANT)).toBe(0);
    expect((await preview(corp1)).status).toBe(200);
  });

  it('hold a slot while a zip is still being sent, and give it back when the download is cut off', async () => {
    const held = await heldZip();
    try {
      expect(held.response.statusCode).toBe(200);
      expect(stack.app.jobLimiter.runningFor('document', TENANT)).toBe(1);
      const refused = await preview(corp1);
      expect(refused.status).toBe(429);
      expect(refused.retryAfter).toBe('7');
      // The tenant's bound (2) still has room for another account.
      expect((await preview(launion1)).status).toBe(200);
    } finally {
      held.request.destroy();
    }
    await until(() => stack.app.jobLimiter.runningFor('document', TENANT) === 0);
    expect((await preview(corp1)).status).toBe(200);
  });

  it('answer 429 in English with Accept-Language: en', async () => {
    const held = await heldZip();
    try {
      const res = await stack.app.inject({
        method: 'GET',
        url: `${SETUP1}/review?id=${submitted}`,
        headers: { authorization: BASIC, 'miidc-auth': `bearer ${corp1.token}`, 'accept-language': 'en' },
      });
      expect(res.statusCode).toBe(429);
      expect(res.json().msg).toBe('Too many of your files are being made at once (at most 1); try again in 7 seconds');
    } finally {
      held.request.destroy();
    }
    await until(() => stack.app.jobLimiter.runningFor('document', TENANT) === 0);
  });

  it('still refuse bad input with 400 first, and take no slot for it', async () => {
    expect((await get(corp1, `${SETUP1}/review?id=abc`)).status).toBe(400);
    expect(stack.app.jobLimiter.runningFor('document', TENANT)).toBe(0);
  });
});

describe('imports', () => {
  it('past the tenant’s bound answer 429 with Retry-After; the slot comes back after', async () => {
    const entry = modules.activityworks!;
    const parentId = (await corp1.post(`${WORKS}/begin`, { ...entry.example, activityId: `T-${Date.now()}-limits` })).body.data
      .id as string;
    const sheet = await workbookOf([
      ['作品名称', '作品体裁', '作者姓名', '作者性别', '作者手机', '创作说明'],
      ['晨光', '摄影·单幅', '李强', '男', '13900139001', ''],
    ]);
    const filepath = await upload(parentId, { name: 'works.xlsx', type: XLSX, content: sheet }, `${WORKS}/uploads`);
    const answers = await Promise.all(Array.from({ length: 4 }, () => corp1.post(`${WORKS}/excel`, { parentId, filepath })));
    const statuses = answers.map((a) => a.status);
    expect(statuses).toContain(200);
    expect(statuses).toContain(429);
    expect(statuses.every((s) => s === 200 || s === 429)).toBe(true);
    expect(answers.find((a) => a.status === 429)!.body.msg).toBe('当前已有1个导入正在进行,请7秒后再试');
    expect(stack.app.jobLimiter.runningFor('import', TENANT)).toBe(0);
    expect((await corp1.post(`${WORKS}/excel`, { parentId, filepath })).status).toBe(200);
  });
});

describe('the OpenAPI document', () => {
  it('declares 429 with Retry-After on every operation that answers a file', async () => {
    const doc = (await stack.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenApiDoc>();
    const fileOperations = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => Object.keys(op.responses?.['200']?.content ?? {}).some((type) => !type.includes('json')))
        .map(([method, op]) => ({ at: `${method} ${path}`, tooMany: responseOf(doc, op, '429') })),
    );
    expect(fileOperations.length).toBeGreaterThan(10);
    const undeclared = fileOperations.filter((o) => !o.tooMany?.headers?.['Retry-After']).map((o) => o.at);
    expect(undeclared).toEqual([]);
  });
});
