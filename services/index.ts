/** The API service: the app factory and what it needs to be built. */
export { buildApp, UPLOAD_LIMIT_BYTES, type BuildAppOptions } from './app';
export type { AppDeps } from './platform/plugins';
export { loadConfig, ConfigError, type Config } from './platform/config';
export { createStorage, LocalDiskStorage, S3Storage, type ObjectStorage } from './platform/storage';
