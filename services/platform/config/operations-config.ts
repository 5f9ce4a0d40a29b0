import { isIP } from 'node:net';
import { ConfigError } from './config-error';
import { decimal, int } from './env-values';
import { PUBLISHED_SECRETS } from './production-secrets';

/**
 * When the API sheds load (503 with Retry-After) instead of queueing without end: @fastify/under-pressure's
 * thresholds, sampled every `sampleIntervalMs`. A threshold of 0 is off.
 */
export interface PressureConfig {
  /** Mean event-loop delay over a sample, in ms (PRESSURE_MAX_EVENT_LOOP_DELAY_MS, default 1000). */
  maxEventLoopDelayMs: number;
  /** Event-loop utilisation over a sample, 0 to 1 (PRESSURE_MAX_EVENT_LOOP_UTILIZATION, default 0: off). */
  maxEventLoopUtilization: number;
  /** V8 heap in use, in MB (PRESSURE_MAX_HEAP_USED_MB, default 0: off). */
  maxHeapUsedMb: number;
  /** Resident set size, in MB (PRESSURE_MAX_RSS_MB, default 0: off). */
  maxRssMb: number;
  /** How often the figures are sampled, in ms (PRESSURE_SAMPLE_INTERVAL_MS, default 1000). */
  sampleIntervalMs: number;
  /** The Retry-After of a shed request and of one refused while closing, in seconds (PRESSURE_RETRY_AFTER_SECONDS, default 10). */
  retryAfterSeconds: number;
  /** While this file exists the API sheds every request but health and metrics (PRESSURE_SHED_FILE; unset: no file is looked for). */
  shedFile: string | undefined;
}

/** How SIGTERM / SIGINT stop a process without losing what is in flight. */
export interface ShutdownConfig {
  /** Readiness answers 503 this long before the listener closes, so load balancers stop sending (SHUTDOWN_READINESS_DELAY_SECONDS; default 5 in production, 0 otherwise). */
  readinessDelaySeconds: number;
  /** Requests in flight may finish within this; then their connections are cut (SHUTDOWN_DRAIN_SECONDS, default 25). */
  drainSeconds: number;
  /** Activities running at shutdown may finish within this before they are cancelled (WORKER_SHUTDOWN_GRACE_SECONDS, default 30). */
  workerGraceSeconds: number;
}

/** Who may read the API's /metrics, and where the worker's Temporal metrics are served. */
export interface MetricsConfig {
  /**
   * Addresses and CIDR ranges that may read /metrics without a token (METRICS_ALLOW_FROM: `loopback`,
   * `none` or a list; default `none` in production, where a proxy on the same machine would make every
   * visitor look local, `loopback` otherwise).
   */
  allowFrom: string[];
  /** A bearer token that may read /metrics from anywhere (METRICS_TOKEN, at least 32 characters; unset: none). */
  token: string | undefined;
  /** host:port of the Temporal SDK's Prometheus endpoint in a process that runs the worker (TEMPORAL_METRICS_ADDRESS; unset: off). */
  temporalBindAddress: string | undefined;
}

export interface HealthConfig {
  /** How long readiness waits for Postgres and for Temporal before it counts one as down, in ms (HEALTH_CHECK_TIMEOUT_MS, default 2000). */
  checkTimeoutMs: number;
}

export function pressureConfig(env: NodeJS.ProcessEnv): PressureConfig {
  return {
    maxEventLoopDelayMs: int(env, 'PRESSURE_MAX_EVENT_LOOP_DELAY_MS', 1000, 0, 600_000),
    maxEventLoopUtilization: decimal(env, 'PRESSURE_MAX_EVENT_LOOP_UTILIZATION', 0, 0, 1),
    maxHeapUsedMb: int(env, 'PRESSURE_MAX_HEAP_USED_MB', 0, 0, 1_000_000),
    maxRssMb: int(env, 'PRESSURE_MAX_RSS_MB', 0, 0, 1_000_000),
    sampleIntervalMs: int(env, 'PRESSURE_SAMPLE_INTERVAL_MS', 1000, 20, 60_000),
    retryAfterSeconds: int(env, 'PRESSURE_RETRY_AFTER_SECONDS', 10, 1, 3600),
    shedFile: env.PRESSURE_SHED_FILE?.trim() || undefined,
  };
}

export function shutdownConfig(env: NodeJS.ProcessEnv, production: boolean): ShutdownConfig {
  return {
    readinessDelaySeconds: int(env, 'SHUTDOWN_READINESS_DELAY_SECONDS', production ? 5 : 0, 0, 300),
    drainSeconds: int(env, 'SHUTDOWN_DRAIN_SECONDS', 25, 0, 3600),
    workerGraceSeconds: int(env, 'WORKER_SHUTDOWN_GRACE_SECONDS', 30, 0, 3600),
  };
}

const LOOPBACK = ['127.0.0.0/8', '::1/128'];

/** An address or a CIDR range Node's BlockList can hold. */
function isRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

function allowFrom(raw: string | undefined, production: boolean): string[] {
  const given = raw?.trim();
  if (!given) return production ? [] : LOOPBACK;
  if (given === 'loopback') return LOOPBACK;
  if (given === 'none') return [];
  const entries = given.split(',').map((s) => s.trim());
  const list = entries.flatMap((entry) => (entry === 'loopback' ? LOOPBACK : [entry]));
  const bad = list.find((entry) => !isRange(entry));
  if (bad !== undefined) {
    throw new ConfigError(`METRICS_ALLOW_FROM must be loopback, none, or comma-separated addresses and CIDR ranges, got "${bad}"`);
  }
  return list;
}

function metricsToken(raw: string | undefined): string | undefined {
  const token = raw?.trim();
  if (!token) return undefined;
  if (!/^[\x21-\x7e]{32,}$/.test(token)) throw new ConfigError('METRICS_TOKEN must be one token of at least 32 printable characters');
  if (PUBLISHED_SECRETS.has(token)) throw new ConfigError('METRICS_TOKEN is a published value; choose a token of your own');
  return token;
}

function bindAddress(raw: string | undefined): string | undefined {
  const given = raw?.trim();
  if (!given) return undefined;
  const m = /^(?:\[([0-9a-fA-F:.]+)\]|([^\s:[\]]+)):(\d{1,5})$/.exec(given);
  if (!m || Number(m[3]) > 65535) throw new ConfigError(`TEMPORAL_METRICS_ADDRESS must be host:port (e.g. 0.0.0.0:9464), got "${given}"`);
  return given;
}

export function metricsConfig(env: NodeJS.ProcessEnv, production: boolean): MetricsConfig {
  return {
    allowFrom: allowFrom(env.METRICS_ALLOW_FROM, production),
    token: metricsToken(env.METRICS_TOKEN),
    temporalBindAddress: bindAddress(env.TEMPORAL_METRICS_ADDRESS),
  };
}

export function healthConfig(env: NodeJS.ProcessEnv): HealthConfig {
  return { checkTimeoutMs: int(env, 'HEALTH_CHECK_TIMEOUT_MS', 2000, 100, 60_000) };
}
