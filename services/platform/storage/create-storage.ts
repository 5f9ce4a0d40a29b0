import { join } from 'node:path';
import type { Config } from '../config';
import { LocalDiskStorage } from './local-disk-storage';
import type { ObjectStorage } from './object-storage';
import { S3Storage } from './s3-storage';

/** S3 when configured, otherwise files under `<dataDir>/objects`. */
export function createStorage(config: Config): ObjectStorage {
  if (config.s3) return new S3Storage(config.s3);
  return new LocalDiskStorage(join(config.dataDir, 'objects'));
}
