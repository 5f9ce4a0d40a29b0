import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type * as S3Sdk from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../config';
import type { ObjectStorage } from './object-storage';

type Sdk = typeof S3Sdk;

/**
 * Objects in one bucket of an S3-compatible server (MinIO, versitygw, AWS). The SDK is loaded with
 * the first object read or written, not with the API: a process that touches no file never holds it.
 */
export class S3Storage implements ObjectStorage {
  private sdk: Promise<{ s3: Sdk; client: S3Client }> | undefined;
  constructor(private readonly config: S3Config) {}

  private connect(): Promise<{ s3: Sdk; client: S3Client }> {
    this.sdk ??= import('@aws-sdk/client-s3').then((s3) => ({
      s3,
      client: new s3.S3Client({
        endpoint: this.config.endpoint,
        region: this.config.region,
        forcePathStyle: true,
        credentials: { accessKeyId: this.config.accessKeyId, secretAccessKey: this.config.secretAccessKey },
      }),
    }));
    return this.sdk;
  }

  get describe(): string {
    return `S3 ${this.config.endpoint}/${this.config.bucket}`;
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const { s3, client } = await this.connect();
    await client.send(new s3.PutObjectCommand({ Bucket: this.config.bucket, Key: key, Body: body, ContentType: contentType }));
  }

  /**
   * Streams the body to the bucket with lib-storage's managed upload: one PutObject for a small file,
   * a multipart upload in 5 MB parts otherwise, so memory holds a part or two and nothing touches
   * the disk. A failed stream sends no PutObject, or aborts the multipart upload: no object is left.
   */
  async putStream(key: string, body: Readable, contentType: string): Promise<{ size: number }> {
    const [{ client }, { Upload }] = await Promise.all([this.connect(), import('@aws-sdk/lib-storage')]);
    let size = 0;
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        done(null, chunk);
      },
    });
    const upload = new Upload({
      client,
      params: { Bucket: this.config.bucket, Key: key, Body: counted, ContentType: contentType },
    });
    // A failing body fails the pipeline and, through `counted`, the upload (which then aborts); a
    // failing upload destroys the body, so the request is not left waiting.
    const sent = upload.done().catch((err: unknown) => {
      counted.destroy(err as Error);
      throw err;
    });
    // Both settle before the answer: the upload's abort of a failed multipart upload included.
    const [piped, uploaded] = await Promise.allSettled([pipeline(body, counted), sent]);
    if (piped.status === 'rejected') throw piped.reason;
    if (uploaded.status === 'rejected') throw uploaded.reason;
    return { size };
  }

  async get(key: string): Promise<Buffer | null> {
    const { s3, client } = await this.connect();
    try {
      const answer = await client.send(new s3.GetObjectCommand({ Bucket: this.config.bucket, Key: key }));
      return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null;
    } catch (err) {
      if (err instanceof s3.NoSuchKey) return null;
      throw err;
    }
  }

  async getStream(key: string): Promise<Readable | null> {
    const { s3, client } = await this.connect();
    try {
      const answer = await client.send(new s3.GetObjectCommand({ Bucket: this.config.bucket, Key: key }));
      // In Node the SDK answers the body as the HTTP response itself, a Readable.
      return answer.Body instanceof Readable ? answer.Body : null;
    } catch (err) {
      if (err instanceof s3.NoSuchKey) return null;
      throw err;
    }
  }

  async remove(key: string): Promise<void> {
    const { s3, client } = await this.connect();
    await client.send(new s3.DeleteObjectCommand({ Bucket: this.config.bucket, Key: key }));
  }
}
