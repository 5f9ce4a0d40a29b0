export { ConfigError, loadConfig, type AuthConfig, type Config, type JobBound, type JobLimitsConfig, type S3Config } from './load-config';
export type { HealthConfig, MetricsConfig, PressureConfig, ShutdownConfig } from './operations-config';
export type { TemporalTlsConfig } from './temporal-tls';
export { buildOutput, type BuildOutput } from './build-output';
export type { InvitationConfig } from './invitation-config';
