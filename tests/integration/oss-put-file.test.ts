// The object-storage endpoint (calls.tsv K oss put-file): the console's avatar upload. A file is kept
// in the caller's tenant under a generated name, typed by its bytes, and read back with the token by
// the tenant's logged-in accounts only; a refused upload names the field `file` and stores nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BASIC,
  login,
  multipartBody,
  SAMPLE_PDF,
  SAMPLE_PNG,
  startTestStack,
  storedKeys,
  type ApiSession,
  type TestStack,
} from '../support';

const PUT_FILE = '/api/blade-resource/oss/endpoint/put-file';
const DOMAIN = '/api/blade-resource/oss/endpoint/file';
const LIMIT = 64 * 1024;
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const WEBP = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');

let stack: TestStack;
let corp1: ApiSession;

beforeAll(async () => {
  stack = await startTestStack({ noWorker: true, uploadLimitBytes: LIMIT });
  corp1 = await login(stack.app, 'corp1');
});
afterAll(async () => stack?.close());

const auth = (session?: ApiSession) => ({ authorization: BASIC, ...(session ? { 'miidc-auth': `bearer ${session.token}` } : {}) });

/** Sends a multipart body to put-file as `session` (anonymous without one). */
async function put(session: ApiSession | undefined, body: { payload: Buffer; contentType: string }, lang?: 'en') {
  const res = await stack.app.inject({
    method: 'POST',
    url: PUT_FILE,
    headers: { ...auth(session), 'content-type': body.contentType, ...(lang ? { 'accept-language': lang } : {}) },
    payload: body.payload,
  });
  return { status: res.statusCode, body: res.json() };
}

const upload = (session: ApiSession | undefined, file: { name: string; type: string; content: Buffer }, lang?: 'en') =>
  put(session, multipartBody({}, file), lang);

async function fetchLink(session: ApiSession | undefined, link: string) {
  const res = await stack.app.inject({ method: 'GET', url: link, headers: auth(session) });
  return { status: res.statusCode, headers: res.headers, bytes: res.rawPayload };
}

describe('put-file keeps a file and answers where it is read back', () => {
  it('stores a PNG in the caller’s tenant and answers link, domain, name and original name', async () => {
    const answer = await upload(corp1, { name: 'me.png', type: 'image/png', content: SAMPLE_PNG });
    expect(answer.status).toBe(200);
    const data = answer.body.data;
    expect(data.name).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(data).toEqual({ link: `${DOMAIN}/${data.name}`, domain: DOMAIN, name: data.name, originalName: 'me.png' });
    expect(storedKeys(stack)).toContain(`000000/put-file/${data.name}`);
  });

  it('gives the uploader the same bytes back from the link, under the type they show', async () => {
    const { link } = (await upload(corp1, { name: 'me.png', type: 'image/png', content: SAMPLE_PNG })).body.data;
    const read = await fetchLink(corp1, link);
    expect(read.status).toBe(200);
    expect(read.headers['content-type']).toBe('image/png');
    expect(read.headers['x-content-type-options']).toBe('nosniff');
    expect(read.bytes.equals(SAMPLE_PNG)).toBe(true);
  });

  it('lets another logged-in account of the same tenant read it (an avatar is shown to them)', async () => {
    const { link } = (await upload(corp1, { name: 'me.png', type: 'image/png', content: SAMPLE_PNG })).body.data;
    const read = await fetchLink(await login(stack.app, 'launion1'), link);
    expect(read.status).toBe(200);
    expect(read.bytes.equals(SAMPLE_PNG)).toBe(true);
  });

  it('answers 404 to an account of another tenant holding the link', async () => {
    const { link } = (await upload(corp1, { name: 'me.png', type: 'image/png', content: SAMPLE_PNG })).body.data;
    const read = await fetchLink(await login(stack.app, 'corp9', '100001'), link);
    expect(read.status).toBe(404);
    expect(JSON.parse(read.bytes.toString())).toMatchObject({ code: 404, success: false });
  });

  it('answers 401 to a caller without a token, for the upload and the link, and stores nothing', async () => {
    const { link } = (await upload(corp1, { name: 'me.png', type: 'image/png', content: SAMPLE_PNG })).body.data;
    expect((await fetchLink(undefined, link)).status).toBe(401);
    const before = storedKeys(stack);
    const anonymous = await upload(undefined, { name: 'me.png', type: 'image/png', content: SAMPLE_PNG });
    expect(anonymous.status).toBe(401);
    expect(storedKeys(stack)).toEqual(before);
  });

  it('names the file by the type its bytes show: a PNG sent as evil.html is evil.png, stored as .png', async () => {
    const answer = await upload(corp1, { name: 'evil.html', type: 'text/html', content: SAMPLE_PNG });
    expect(answer.status).toBe(200);
    expect(answer.body.data.originalName).toBe('evil.png');
    expect(answer.body.data.name).toMatch(/\.png$/);
  });

  it.each([
    ['a GIF', 'me.gif', GIF, 'image/gif'],
    ['a WebP', 'me.webp', WEBP, 'image/webp'],
    ['a PDF, as a record’s attachments may be', 'report.pdf', SAMPLE_PDF, 'application/pdf'],
  ])('takes %s too', async (_kind, name, content, mime) => {
    const answer = await upload(corp1, { name, type: 'application/octet-stream', content });
    expect(answer.status).toBe(200);
    const read = await fetchLink(corp1, answer.body.data.link);
    expect(read.headers['content-type']).toBe(mime);
    expect(read.bytes.equals(content)).toBe(true);
  });

  it('answers 404 for a name it never stored and 400 naming `name` for one it could not have made', async () => {
    expect((await fetchLink(corp1, `${DOMAIN}/${'0'.repeat(32)}.png`)).status).toBe(404);
    const malformed = await fetchLink(corp1, `${DOMAIN}/..%2F..%2Fsecret.png`);
    expect(malformed.status).toBe(400);
    expect(JSON.parse(malformed.bytes.toString()).data.errors[0]).toMatchObject({ field: 'name', rule: 'pattern' });
  });
});

describe('put-file refuses bad input, naming the field `file`, and stores nothing', () => {
  /** Runs `send` and expects its refusal to leave the storage as it was. */
  async function refused(send: () => ReturnType<typeof upload>) {
    const before = storedKeys(stack);
    const answer = await send();
    expect(storedKeys(stack)).toEqual(before);
    return answer;
  }

  it('refuses a request without a file with 400 (required)', async () => {
    const boundary = 'no-file-boundary';
    const payload = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nx\r\n--${boundary}--\r\n`);
    const answer = await refused(() => put(corp1, { payload, contentType: `multipart/form-data; boundary=${boundary}` }));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 400, success: false, msg: '缺少参数file' });
    expect(answer.body.data.errors[0]).toMatchObject({ field: 'file', rule: 'required' });
  });

  it('refuses a file sent under another name than `file` with 400 (required)', async () => {
    const { payload, contentType } = multipartBody({}, { name: 'me.png', type: 'image/png', content: SAMPLE_PNG });
    const renamed = Buffer.from(payload.toString('latin1').replace('name="file"', 'name="avatar"'), 'latin1');
    const answer = await refused(() => put(corp1, { payload: renamed, contentType }));
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors[0]).toMatchObject({ field: 'file', rule: 'required' });
  });

  it('refuses an empty file with 400 (empty)', async () => {
    const answer = await refused(() => upload(corp1, { name: 'me.png', type: 'image/png', content: Buffer.alloc(0) }));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 400, success: false, msg: '参数file不能为空' });
    expect(answer.body.data.errors[0]).toMatchObject({ field: 'file', rule: 'empty' });
  });

  it('refuses text named me.png with 415 (fileType)', async () => {
    const answer = await refused(() => upload(corp1, { name: 'me.png', type: 'image/png', content: Buffer.from('not an image at all') }));
    expect(answer.status).toBe(415);
    expect(answer.body).toMatchObject({ code: 415, success: false, msg: '文件类型不在允许范围内' });
    expect(answer.body.data.errors[0]).toMatchObject({ field: 'file', rule: 'fileType', message: '文件类型不在允许范围内' });
  });

  it('refuses an HTML page, whatever it is called, with 415', async () => {
    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
    expect((await refused(() => upload(corp1, { name: 'me.jpg', type: 'image/jpeg', content: html }))).status).toBe(415);
  });

  it('refuses a file over the upload limit with 413 (maxSize)', async () => {
    const big = Buffer.concat([SAMPLE_PNG, Buffer.alloc(LIMIT, 7)]);
    const answer = await refused(() => upload(corp1, { name: 'big.png', type: 'image/png', content: big }));
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ code: 413, success: false, msg: '文件大小不超过250M' });
    expect(answer.body.data.errors[0]).toMatchObject({ field: 'file', rule: 'maxSize' });
  });

  it('says it in English when asked', async () => {
    const answer = await refused(() => upload(corp1, { name: 'me.png', type: 'image/png', content: Buffer.from('text') }, 'en'));
    expect(answer.body.msg).toBe('That file type is not allowed');
  });
});
