import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Config } from '../config';
import type { ObjectStorage } from './object-storage';

/** Objects in one bucket of an S3-compatible server (MinIO, versitygw, AWS). */
export class S3Storage implements ObjectStorage {
  private readonly client: S3Client;
  constructor(private readonly config: S3Config) {
    this.client = new S3Client({
      endpoint: config.endpoint,
      region: config.region,
      forcePathStyle: true,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    });
  }

  get describe(): string {
    return `S3 ${this.config.endpoint}/${this.config.bucket}`;
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.config.bucket, Key: key, Body: body, ContentType: contentType }));
  }

  /**
   * Streams the body to the bucket with lib-storage's managed upload: one PutObject for a small file,
   * a multipart upload in 5 MB parts otherwise, so memory holds a part or two and nothing touches
   * the disk. A failed stream sends no PutObject, or aborts the multipart upload: no object is left.
   */
  async putStream(key: string, body: Readable, contentType: string): Promise<{ size: number }> {
    let size = 0;
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        done(null, chunk);
      },
    });
    const upload = new Upload({
      client: this.client,
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
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: key }));
      return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null;
    } catch (err) {
      if (err instanceof NoSuchKey) return null;
      throw err;
    }
  }

  async getStream(key: string): Promise<Readable | null> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: key }));
      // In Node the SDK answers the body as the HTTP response itself, a Readable.
      return answer.Body instanceof Readable ? answer.Body : null;
    } catch (err) {
      if (err instanceof NoSuchKey) return null;
      throw err;
    }
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: key }));
  }
}
