import type { Readable } from 'node:stream';

/** Where uploaded files and generated documents live: local disk by default, any S3 API in production. */
export interface ObjectStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /**
   * Stores what `body` yields without holding it in memory, and answers its size. When the stream
   * fails (a client gone, a size limit hit), no object is left under `key`.
   */
  putStream(key: string, body: Readable, contentType: string): Promise<{ size: number }>;
  get(key: string): Promise<Buffer | null>;
  /** The object as a stream, read as it is sent on (downloads, zips): never the whole file in memory. */
  getStream(key: string): Promise<Readable | null>;
  remove(key: string): Promise<void>;
  /** A description for logs and the start banner. */
  readonly describe: string;
}
