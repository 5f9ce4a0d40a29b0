/**
 * The platform wing: `core/` errors, envelope, messages and the request checks, `config/`, `storage/`
 * (local disk or S3), `oss-endpoint/` (the upload endpoint over it), `openapi/`, `plugins/` (the app's
 * dependencies and its load shedding), `health/` (liveness, readiness, the serving state a shutdown drains),
 * `metrics/` (Prometheus), `job-limits/`.
 * `entry-points/` are the programs (start, api, worker, rebuild); its index serves the tests' set-up
 * and is not re-exported here, since the programs import the app, which imports this face.
 */
export * from './core';
export * from './config';
export * from './storage';
export * from './oss-endpoint';
export * from './openapi';
export * from './plugins';
export * from './health';
export * from './metrics';
export * from './job-limits';
