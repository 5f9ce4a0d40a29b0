import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../config';
import type { ObjectStorage } from './object-storage';
import { streamToFile } from './spool';

/** Objects in one bucket of an S3-compatible server (MinIO, versitygw, AWS). */
export class S3Storage implements ObjectStorage {
  private readonly client: S3Client;
  /** `spoolDir`: where an upload waits on disk until its length is known (the OS's temp folder by default). */
  constructor(
    private readonly config: S3Config,
    private readonly spoolDir: string = tmpdir(),
  ) {
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
   * PutObject needs the length up front and a multipart upload's part size is not known, so the
   * stream is spooled to a temporary file first and sent from there with its length: memory holds
   * a chunk at a time. A failed stream never reaches the bucket, and PutObject is all or nothing.
   */
  async putStream(key: string, body: Readable, contentType: string): Promise<{ size: number }> {
    const folder = await mkdtemp(join(this.spoolDir, 'upload-'));
    try {
      const file = join(folder, 'body');
      const size = await streamToFile(body, file);
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.config.bucket,
          Key: key,
          Body: createReadStream(file),
          ContentLength: size,
          ContentType: contentType,
        }),
      );
      return { size };
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
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

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: key }));
  }
}
