// Item 12 of issue 8: an upload is stored under a generated key with the type its bytes show, and
// flows to object storage as a stream, never held whole in memory.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Database } from '../../db';
import { buildApp, LocalDiskStorage, type ObjectStorage } from '../../services';
import { uploadDisplayName } from '../../services/platform/storage';
import { BASIC, login, multipartBody, SAMPLE_PNG, startTestStack, storedKeys, type ApiSession, type TestStack } from '../support';

const M = '/api/blade-crop/crop/setup1';
const LIMIT = 64 * 1024;

let stack: TestStack;
let corp1: ApiSession;

beforeAll(async () => {
  stack = await startTestStack({ uploadLimitBytes: LIMIT });
  corp1 = await login(stack.app, 'corp1');
});
afterAll(async () => stack?.close());

async function upload(app: FastifyInstance, session: ApiSession, file: { name: string; type: string; content: Buffer }) {
  const id = (await session.get(`${M}/getid`)).body.data as string;
  const { payload, contentType } = multipartBody({ id }, file);
  // Sent in 8 KiB pieces, as a network would deliver it, so the server sees a stream too.
  const pieces: Buffer[] = [];
  for (let at = 0; at < payload.length; at += 8192) pieces.push(payload.subarray(at, at + 8192));
  const res = await app.inject({
    method: 'POST',
    url: `${M}/uploads`,
    headers: { authorization: BASIC, 'miidc-auth': `bearer ${session.token}`, 'content-type': contentType },
    payload: Readable.from(pieces),
  });
  return { status: res.statusCode, body: res.json(), recordId: id };
}

async function objectKeyOf(attachmentId: string): Promise<string> {
  const row = await stack.db.selectFrom('attachment').select('object_key').where('id', '=', attachmentId).executeTakeFirstOrThrow();
  return row.object_key;
}

const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');

describe('an upload’s type comes from its bytes', () => {
  it('stores a PNG named evil.html as .png with image/png, and names it evil.png', async () => {
    const answer = await upload(stack.app, corp1, { name: 'evil.html', type: 'text/html', content: SAMPLE_PNG });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ name: 'evil.png', mime: 'image/png' });
    expect(await objectKeyOf(answer.body.data.id)).toMatch(/\.png$/);
    const download = await stack.app.inject({
      method: 'GET',
      url: `${M}/attachment?id=${answer.body.data.id}`,
      headers: { authorization: BASIC, 'miidc-auth': `bearer ${corp1.token}` },
    });
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['content-disposition']).toContain('evil.png');
    expect(download.rawPayload.equals(SAMPLE_PNG)).toBe(true);
  });

  it('refuses an HTML file named x.png with 415 in the envelope and stores nothing', async () => {
    const before = storedKeys(stack);
    const answer = await upload(stack.app, corp1, { name: 'x.png', type: 'image/png', content: HTML });
    expect(answer.status).toBe(415);
    expect(answer.body).toMatchObject({ code: 415, success: false, msg: '文件类型不在允许范围内' });
    expect(answer.body.data.errors[0]).toMatchObject({ field: 'file', rule: 'fileType' });
    expect(storedKeys(stack)).toEqual(before);
  });

  it('refuses an empty file with 400 naming the field file, and stores nothing', async () => {
    const before = storedKeys(stack);
    const answer = await upload(stack.app, corp1, { name: 'empty.pdf', type: 'application/pdf', content: Buffer.alloc(0) });
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors[0]).toMatchObject({ field: 'file', rule: 'empty', message: '参数file不能为空' });
    expect(storedKeys(stack)).toEqual(before);
  });

  it('stores under a generated key: the client’s name is only the display name, sanitised', async () => {
    const answer = await upload(stack.app, corp1, { name: '..\\..\\secret-plan<1>.png', type: 'image/png', content: SAMPLE_PNG });
    expect(answer.status).toBe(200);
    expect(answer.body.data.name).toBe('secret-plan_1_.png');
    const key = await objectKeyOf(answer.body.data.id);
    expect(key).not.toContain('secret');
    expect(key).toBe(`000000/setup1/${answer.recordId}/${answer.body.data.id}.png`);
  });
});

describe('the size limit', () => {
  it('refuses a file over the limit with 413 and leaves no object behind', async () => {
    const before = storedKeys(stack);
    const big = Buffer.concat([SAMPLE_PNG, Buffer.alloc(LIMIT, 7)]);
    const answer = await upload(stack.app, corp1, { name: 'big.png', type: 'image/png', content: big });
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ code: 413, success: false, msg: '文件大小不超过250M' });
    expect(storedKeys(stack)).toEqual(before);
    const rows = await stack.db.selectFrom('attachment').select('id').where('record_id', '=', answer.recordId).execute();
    expect(rows).toEqual([]);
  });

  it('accepts a file of exactly the limit', async () => {
    const exact = Buffer.concat([SAMPLE_PNG, Buffer.alloc(LIMIT - SAMPLE_PNG.length, 7)]);
    const answer = await upload(stack.app, corp1, { name: 'exact.png', type: 'image/png', content: exact });
    expect(answer.status).toBe(200);
    expect(answer.body.data.size).toBe(LIMIT);
  });
});

/** A storage that keeps what reached it, and refuses a whole-buffer put for uploads. */
class RecordingStorage implements ObjectStorage {
  readonly streamed: { key: string; wasStream: boolean; chunks: number }[] = [];
  readonly attempted: string[] = [];
  constructor(private readonly inner: LocalDiskStorage) {}
  get describe() {
    return 'recording';
  }
  async put(): Promise<void> {
    throw new Error('an upload must not reach storage as one buffer');
  }
  async putStream(key: string, body: Readable, contentType: string) {
    this.attempted.push(key);
    let chunks = 0;
    const counted = body.map((chunk: Buffer) => {
      chunks += 1;
      return chunk;
    });
    const written = await this.inner.putStream(key, counted, contentType);
    this.streamed.push({ key, wasStream: body instanceof Readable, chunks });
    return written;
  }
  get(key: string) {
    return this.inner.get(key);
  }
  getStream(key: string) {
    return this.inner.getStream(key);
  }
  remove(key: string) {
    return this.inner.remove(key);
  }
}

describe('an upload flows to storage as a stream', () => {
  let app: FastifyInstance;
  let appDb: Kysely<Database>;
  let storage: RecordingStorage;

  beforeAll(async () => {
    appDb = createDb(stack.config.databaseUrl!, { appRole: true });
    storage = new RecordingStorage(new LocalDiskStorage(mkdtempSync(join(tmpdir(), 'union-portal-objects-'))));
    app = await buildApp({ config: stack.config, db: appDb, temporal: stack.client, storage, logger: false, uploadLimitBytes: LIMIT });
  });
  afterAll(async () => {
    await app?.close();
    await appDb?.destroy();
  });

  it('hands the storage a readable stream, in more than one chunk for a larger file', async () => {
    const session = await login(app, 'corp1');
    const content = Buffer.concat([SAMPLE_PNG, Buffer.alloc(LIMIT - SAMPLE_PNG.length - 1, 7)]);
    const answer = await upload(app, session, { name: 'scan.png', type: 'image/png', content });
    expect(answer.status).toBe(200);
    expect(storage.streamed).toHaveLength(1);
    expect(storage.streamed[0]).toMatchObject({ wasStream: true });
    expect(storage.streamed[0]!.chunks).toBeGreaterThan(1);
    expect((await storage.get(storage.streamed[0]!.key))?.equals(content)).toBe(true);
  });

  it('removes what it had stored when the limit is passed half way through', async () => {
    const session = await login(app, 'corp1');
    const big = Buffer.concat([SAMPLE_PNG, Buffer.alloc(2 * LIMIT, 7)]);
    const answer = await upload(app, session, { name: 'big.png', type: 'image/png', content: big });
    expect(answer.status).toBe(413);
    expect(storage.attempted.at(-1)).toMatch(/\.png$/);
    expect(await storage.get(storage.attempted.at(-1)!)).toBeNull();
  });
});

describe('local-disk storage from a stream', () => {
  it('leaves no partial object when the stream fails half way', async () => {
    const storage = new LocalDiskStorage(mkdtempSync(join(tmpdir(), 'union-portal-disk-')));
    const failing = Readable.from(
      (async function* () {
        yield Buffer.alloc(1024, 1);
        throw new Error('client went away');
      })(),
    );
    await expect(storage.putStream('t/1/a.png', failing, 'image/png')).rejects.toThrow(/client went away/);
    expect(await storage.get('t/1/a.png')).toBeNull();
  });

  it('answers the number of bytes written', async () => {
    const storage = new LocalDiskStorage(mkdtempSync(join(tmpdir(), 'union-portal-disk-')));
    const written = await storage.putStream('t/1/b.bin', Readable.from([Buffer.alloc(10), Buffer.alloc(5)]), 'application/octet-stream');
    expect(written).toEqual({ size: 15 });
  });
});

// S3 storage is tested on a real S3-compatible server in s3-storage.test.ts.

describe('the display name of an upload', () => {
  it.each([
    ['evil.html', 'png', 'evil.png'],
    ['photo.JPEG', 'jpg', 'photo.jpeg'],
    ['报告.doc', 'cfb', '报告.doc'],
    ['invoice\u202Egnp.exe', 'pdf', 'invoicegnp.pdf'],
    ['.htaccess', 'png', 'htaccess.png'],
    ['', 'pdf', 'file.pdf'],
  ])('shows %j detected as %s as %j', (given, ext, shown) => {
    expect(uploadDisplayName(given, ext)).toBe(shown);
  });
});
