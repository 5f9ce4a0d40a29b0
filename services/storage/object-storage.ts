/** Where uploaded files and generated documents live: local disk by default, any S3 API in production. */
export interface ObjectStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
  /** A description for logs and the start banner. */
  readonly describe: string;
}
