// Object storage on a real S3-compatible server (versitygw here, MinIO where Docker runs): the
// portal's S3 path stores, streams, reads back and removes objects, and a failed stream leaves none.
import { Readable } from 'node:stream';
import { randomBytes } from 'node:crypto';
import { CreateBucketCommand, ListMultipartUploadsCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3Storage } from '../../services';
import { BASIC, login, multipartBody, SAMPLE_PNG, startTestStack, type ApiSession, type TestStack } from '../support';

function s3Server() {
  const endpoint = process.env.TEST_S3_ENDPOINT;
  const accessKeyId = process.env.TEST_S3_ACCESS_KEY_ID;
  const secretAccessKey = process.env.TEST_S3_SECRET_ACCESS_KEY;
  if (!endpoint || !accessKeyId || !secretAccessKey) throw new Error('TEST_S3_* are not set: run the tests through `npm test`');
  return { endpoint, accessKeyId, secretAccessKey, region: 'us-east-1' };
}

/** A bucket of this file's own on the shared server. */
async function newBucket(): Promise<{ bucket: string; client: S3Client }> {
  const server = s3Server();
  const client = new S3Client({
    endpoint: server.endpoint,
    region: server.region,
    forcePathStyle: true,
    credentials: { accessKeyId: server.accessKeyId, secretAccessKey: server.secretAccessKey },
  });
  const bucket = `portal-test-${randomBytes(4).toString('hex')}`;
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  return { bucket, client };
}

async function keysIn(client: S3Client, bucket: string): Promise<string[]> {
  const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
  return (listed.Contents ?? []).map((o) => o.Key ?? '');
}

describe('S3 storage on a real S3-compatible server', () => {
  let bucket: string;
  let client: S3Client;
  let storage: S3Storage;

  beforeAll(async () => {
    ({ bucket, client } = await newBucket());
    storage = new S3Storage({ ...s3Server(), bucket });
  });

  it('stores a buffer, reads it back and removes it', async () => {
    await storage.put('000000/setup1/1/a.pdf', Buffer.from('%PDF-1.4 sample'), 'application/pdf');
    expect((await storage.get('000000/setup1/1/a.pdf'))?.toString()).toBe('%PDF-1.4 sample');
    await storage.remove('000000/setup1/1/a.pdf');
    expect(await storage.get('000000/setup1/1/a.pdf')).toBeNull();
  });

  it('answers null for a key that was never stored', async () => {
    expect(await storage.get('000000/setup1/1/never.png')).toBeNull();
  });

  it('stores a stream with its length and the same bytes', async () => {
    const first = randomBytes(70_000);
    const second = randomBytes(5);
    expect(await storage.putStream('000000/setup1/1/2.png', Readable.from([first, second]), 'image/png')).toEqual({ size: 70_005 });
    expect((await storage.get('000000/setup1/1/2.png'))?.equals(Buffer.concat([first, second]))).toBe(true);
  });

  it('stores a stream larger than one part as a multipart upload, byte for byte', async () => {
    // 12 MB in 64 KB chunks: three parts of lib-storage's 5 MB.
    const chunks = Array.from({ length: 192 }, () => randomBytes(65_536));
    expect(await storage.putStream('000000/setup1/1/big.pdf', Readable.from(chunks), 'application/pdf')).toEqual({ size: 12_582_912 });
    expect((await storage.get('000000/setup1/1/big.pdf'))?.equals(Buffer.concat(chunks))).toBe(true);
  });

  it('leaves no object when the stream fails half way', async () => {
    const failing = Readable.from(
      (async function* () {
        yield Buffer.alloc(1024, 1);
        throw new Error('limit passed');
      })(),
    );
    await expect(storage.putStream('000000/setup1/1/3.png', failing, 'image/png')).rejects.toThrow(/limit passed/);
    expect(await keysIn(client, bucket)).not.toContain('000000/setup1/1/3.png');
  });

  it('leaves no object and no unfinished multipart upload when a large stream fails after its first parts', async () => {
    const failing = Readable.from(
      (async function* () {
        for (let i = 0; i < 120; i++) yield randomBytes(65_536); // 7.5 MB: past the first part
        throw new Error('client went away');
      })(),
    );
    await expect(storage.putStream('000000/setup1/1/4.pdf', failing, 'application/pdf')).rejects.toThrow(/client went away/);
    expect(await keysIn(client, bucket)).not.toContain('000000/setup1/1/4.pdf');
    const open = await client.send(new ListMultipartUploadsCommand({ Bucket: bucket }));
    expect(open.Uploads ?? []).toEqual([]);
  });
});

describe('the portal with S3 storage', () => {
  let stack: TestStack;
  let corp1: ApiSession;
  let bucket: string;
  let client: S3Client;
  const M = '/api/blade-crop/crop/setup1';

  beforeAll(async () => {
    ({ bucket, client } = await newBucket());
    const server = s3Server();
    stack = await startTestStack({
      env: {
        S3_ENDPOINT: server.endpoint,
        S3_BUCKET: bucket,
        S3_REGION: server.region,
        S3_ACCESS_KEY_ID: server.accessKeyId,
        S3_SECRET_ACCESS_KEY: server.secretAccessKey,
      },
    });
    corp1 = await login(stack.app, 'corp1');
  });
  afterAll(async () => stack?.close());

  it('keeps an uploaded attachment in the bucket under a generated key and serves it back', async () => {
    const id = (await corp1.get(`${M}/getid`)).body.data as string;
    const { payload, contentType } = multipartBody({ id }, { name: 'photo.html', type: 'text/html', content: SAMPLE_PNG });
    const headers = { authorization: BASIC, 'miidc-auth': `bearer ${corp1.token}` };
    const uploaded = await stack.app.inject({
      method: 'POST',
      url: `${M}/uploads`,
      headers: { ...headers, 'content-type': contentType },
      payload,
    });
    expect(uploaded.statusCode).toBe(200);
    const attachment = uploaded.json().data as { id: string; name: string };
    expect(attachment.name).toBe('photo.png');
    expect(await keysIn(client, bucket)).toEqual([`000000/setup1/${id}/${attachment.id}.png`]);
    const download = await stack.app.inject({ method: 'GET', url: `${M}/attachment?id=${attachment.id}`, headers });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.rawPayload.equals(SAMPLE_PNG)).toBe(true);
  });

  it('keeps a put-file upload in the bucket under the tenant and serves it back from its link', async () => {
    const { payload, contentType } = multipartBody({}, { name: 'avatar.png', type: 'image/png', content: SAMPLE_PNG });
    const headers = { authorization: BASIC, 'miidc-auth': `bearer ${corp1.token}` };
    const uploaded = await stack.app.inject({
      method: 'POST',
      url: '/api/blade-resource/oss/endpoint/put-file',
      headers: { ...headers, 'content-type': contentType },
      payload,
    });
    expect(uploaded.statusCode).toBe(200);
    const file = uploaded.json().data as { link: string; name: string };
    expect(await keysIn(client, bucket)).toContain(`000000/put-file/${file.name}`);
    const read = await stack.app.inject({ method: 'GET', url: file.link, headers });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/png');
    expect(read.rawPayload.equals(SAMPLE_PNG)).toBe(true);
  });
});
