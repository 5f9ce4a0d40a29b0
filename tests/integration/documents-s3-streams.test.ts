// Downloads and zips read objects from a real S3-compatible server as streams (versitygw here,
// MinIO where Docker runs).
import { randomBytes } from 'node:crypto';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import { S3Storage } from '../../services';
import { BASIC, login, multipartBody, SAMPLE_PDF, SAMPLE_PNG, startTestStack, type ApiSession, type TestStack } from '../support';

function s3Server() {
  const endpoint = process.env.TEST_S3_ENDPOINT;
  const accessKeyId = process.env.TEST_S3_ACCESS_KEY_ID;
  const secretAccessKey = process.env.TEST_S3_SECRET_ACCESS_KEY;
  if (!endpoint || !accessKeyId || !secretAccessKey) throw new Error('TEST_S3_* are not set: run the tests through `npm test`');
  return { endpoint, accessKeyId, secretAccessKey, region: 'us-east-1' };
}

/** A bucket of this file's own on the shared server. */
async function newBucket(): Promise<string> {
  const server = s3Server();
  const client = new S3Client({
    endpoint: server.endpoint,
    region: server.region,
    forcePathStyle: true,
    credentials: { accessKeyId: server.accessKeyId, secretAccessKey: server.secretAccessKey },
  });
  const bucket = `portal-docs-${randomBytes(4).toString('hex')}`;
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  return bucket;
}

describe('reading an S3 object as a stream', () => {
  let storage: S3Storage;

  beforeAll(async () => {
    storage = new S3Storage({ ...s3Server(), bucket: await newBucket() });
  });

  it('gives the stored bytes, in more than one chunk for a large object', async () => {
    const bytes = randomBytes(3 * 1024 * 1024);
    await storage.put('000000/setup1/1/big.pdf', bytes, 'application/pdf');
    const stream = await storage.getStream('000000/setup1/1/big.pdf');
    let chunks = 0;
    const read: Buffer[] = [];
    for await (const chunk of stream!) {
      chunks += 1;
      read.push(chunk as Buffer);
    }
    expect(Buffer.concat(read).equals(bytes)).toBe(true);
    expect(chunks).toBeGreaterThan(1);
  });

  it('answers null for a key that was never stored', async () => {
    expect(await storage.getStream('000000/setup1/1/never.pdf')).toBeNull();
  });
});

describe('the zip of a record’s attachments with S3 storage', () => {
  const M = '/api/blade-crop/crop/setup1';
  let stack: TestStack;
  let corp1: ApiSession;

  beforeAll(async () => {
    const server = s3Server();
    stack = await startTestStack({
      env: {
        S3_ENDPOINT: server.endpoint,
        S3_BUCKET: await newBucket(),
        S3_REGION: server.region,
        S3_ACCESS_KEY_ID: server.accessKeyId,
        S3_SECRET_ACCESS_KEY: server.secretAccessKey,
      },
    });
    corp1 = await login(stack.app, 'corp1');
  });
  afterAll(async () => stack?.close());

  it('holds each attachment byte for byte', async () => {
    const headers = { authorization: BASIC, 'miidc-auth': `bearer ${corp1.token}` };
    const id = (await corp1.get(`${M}/getid`)).body.data as string;
    const files = [
      { name: '批复.pdf', type: 'application/pdf', content: SAMPLE_PDF },
      { name: '照片.png', type: 'image/png', content: SAMPLE_PNG },
    ];
    const ids: string[] = [];
    for (const file of files) {
      const { payload, contentType } = multipartBody({ id }, file);
      const res = await stack.app.inject({
        method: 'POST',
        url: `${M}/uploads`,
        headers: { ...headers, 'content-type': contentType },
        payload,
      });
      ids.push(res.json().data.id);
    }
    await corp1.post(`${M}/saveDraft`, { ...modules.setup1!.example, id, attachments: ids });
    const answer = await stack.app.inject({ method: 'GET', url: `${M}/zip?id=${id}`, headers });
    expect(answer.statusCode).toBe(200);
    const zip = await JSZip.loadAsync(answer.rawPayload);
    for (const file of files) expect((await zip.file(file.name)!.async('nodebuffer')).equals(file.content)).toBe(true);
  });
});
