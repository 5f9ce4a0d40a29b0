// The embedded servers, for the tests' global setup and anyone scripting a local run.
export { findPostgresBinDir, PostgresNotInstalledError, startEmbeddedPostgres } from './embedded-postgres';
export type { EmbeddedPostgres, EmbeddedPostgresOptions } from './embedded-postgres';
export {
  devServerArgs,
  ensureTemporalCli,
  findTemporalCli,
  startEmbeddedTemporal,
  TEMPORAL_CLI_MODULE,
  TemporalCliMissingError,
  waitForTemporal,
} from './embedded-temporal';
export type { EmbeddedTemporal, EmbeddedTemporalOptions } from './embedded-temporal';
// The memory settings production starts the programs with (the bench, the memory probe and the cluster take them from here).
export { PRODUCTION_MEMORY_ENV } from './memory-defaults';
export { findOnPath, freePort, isExecutable, isPortFree, newestMtime } from './util';
// Stopping without losing what is in flight: for the entry points, and the tests that stop an API and a worker the same way.
export { drainApi, Shutdown, superviseWorker, workerShutdownTimes, type DrainOptions } from './shutdown';
