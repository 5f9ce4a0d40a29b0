import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config';
import { LocalDiskStorage } from './local-disk-storage';
import type { ObjectStorage } from './object-storage';
import { S3Storage } from './s3-storage';

/** S3 when configured (uploads spooled in `<dataDir>/upload-spool`), otherwise files under `<dataDir>/objects`. */
export function createStorage(config: Config): ObjectStorage {
  // The spool folder sits in the data folder: the image's only writable one.
  if (config.s3) {
    const spool = join(config.dataDir, 'upload-spool');
    mkdirSync(spool, { recursive: true, mode: 0o700 });
    return new S3Storage(config.s3, spool);
  }
  return new LocalDiskStorage(join(config.dataDir, 'objects'));
}
