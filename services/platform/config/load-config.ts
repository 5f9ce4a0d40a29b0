import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ConfigError } from './config-error';
import { bool, int } from './env-values';
import {
  healthConfig,
  metricsConfig,
  pressureConfig,
  shutdownConfig,
  type HealthConfig,
  type MetricsConfig,
  type PressureConfig,
  type ShutdownConfig,
} from './operations-config';
import { invitationConfig, type InvitationConfig } from './invitation-config';
import { PUBLISHED_SECRETS, refuseDefaultSecrets } from './production-secrets';
import { temporalTls, type TemporalTlsConfig } from './temporal-tls';

export { ConfigError };

export interface S3Config {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** The portal's configuration, read and checked once at start. */
export interface Config {
  port: number;
  databaseUrl: string | undefined;
  temporalAddress: string | undefined;
  temporalNamespace: string;
  /** TLS (mutual TLS with a client certificate) to the Temporal front end; undefined: plain. */
  temporalTls: TemporalTlsConfig | undefined;
  /** A token (JWT) for a Temporal server with an authoriser, sent as `authorization: Bearer`. */
  temporalApiKey: string | undefined;
  /** The Temporal Web UI the follow page links each running flow to (TEMPORAL_UI_URL, no trailing slash). */
  temporalUiUrl: string;
  taskQueue: string;
  s3: S3Config | undefined;
  jwtSecret: string;
  /**
   * The secret each tenant's person key is derived from (PERSON_KEY_SECRET): the registers of mutual
   * aid, assistance and hardship key a person by an HMAC of the ID number under that key (db/people).
   */
  personKeySecret: string;
  clientSecret: string;
  demoPassword: string;
  demoPasswordGenerated: boolean;
  seedDemo: boolean;
  production: boolean;
  dataDir: string;
  /** Access-token lifetime in seconds. */
  accessTokenSeconds: number;
  /**
   * Which proxies may set X-Forwarded-For (Fastify's `trustProxy`: false, true, a hop count, or
   * addresses / CIDRs). Off by default: a forged header must not choose the address rate limits count.
   */
  trustProxy: boolean | number | string[];
  auth: AuthConfig;
  jobs: JobLimitsConfig;
  /** When the API answers 503 instead of queueing (services/platform/plugins/under-pressure.ts). */
  pressure: PressureConfig;
  /** How a SIGTERM drains the API and the worker (services/platform/entry-points/shutdown.ts). */
  shutdown: ShutdownConfig;
  /** Who may read /metrics, and the worker's Temporal metrics endpoint (services/platform/metrics). */
  metrics: MetricsConfig;
  /** The readiness check's bound on each dependency (services/platform/health). */
  health: HealthConfig;
  /** The questionnaire links' signing keys and the SMS quiet hours (services/platform/config/invitation-config.ts). */
  invitation: InvitationConfig;
}

/** How many jobs of one class may run at once for one account and in one tenant (in each API process). */
export interface JobBound {
  perAccount: number;
  perTenant: number;
}

/** Bounds on heavy work that answers with a file or reads one (services/platform/job-limits). */
export interface JobLimitsConfig {
  /** Documents made on request, PDF, xlsx, zip (DOCUMENT_JOBS_PER_ACCOUNT, default 4; DOCUMENT_JOBS_PER_TENANT, default 16). */
  document: JobBound;
  /** Stored files sent as they are (FILE_DOWNLOADS_PER_ACCOUNT, default 16; FILE_DOWNLOADS_PER_TENANT, default 64). */
  file: JobBound;
  /** Workbook imports, bound per tenant only (IMPORT_JOBS_PER_TENANT, default 2). */
  import: JobBound;
  /** The Retry-After of a refusal, in seconds (JOB_RETRY_AFTER_SECONDS, default 5). */
  retryAfterSeconds: number;
}

/** Login protection and the token endpoint's limits. */
export interface AuthConfig {
  /** Wrong passwords in a row that lock an account (LOGIN_LOCK_ATTEMPTS, default 5). */
  lockAttempts: number;
  /** How long the lock lasts, in minutes (LOGIN_LOCK_MINUTES, default 15). */
  lockMinutes: number;
  /** Token requests per minute from one address (TOKEN_RATE_LIMIT, default 60). */
  tokenRateLimit: number;
  /** Captcha images per minute for one address (CAPTCHA_RATE_LIMIT, default 30). */
  captchaRateLimit: number;
  /** The window those two limits count in, in seconds (AUTH_RATE_WINDOW_SECONDS, default 60: "a minute"). */
  rateWindowSeconds: number;
  /** Seconds an API process may reuse a checked session before reading it again (AUTH_CACHE_SECONDS, default 5; 0 reads every time). */
  cacheSeconds: number;
}

function readOrCreate(file: string, make: () => string): { value: string; created: boolean } {
  if (existsSync(file)) return { value: readFileSync(file, 'utf8').trim(), created: false };
  const value = make();
  writeFileSync(file, `${value}\n`, { mode: 0o600 });
  return { value, created: true };
}

function s3(env: NodeJS.ProcessEnv): S3Config | undefined {
  const names = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  const set = names.filter((n) => env[n]);
  if (set.length === 0) return undefined;
  const missing = names.filter((n) => !env[n]);
  if (missing.length) throw new ConfigError(`${missing.join(', ')} must be set together with ${set.join(', ')}`);
  return {
    endpoint: env.S3_ENDPOINT!,
    bucket: env.S3_BUCKET!,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
  };
}

/** An http(s) URL without its trailing slash; the dev server's Web UI when unset. */
function webUrl(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.search || url.hash || url.username || url.password) {
    throw new ConfigError(`${name} must be an http:// or https:// URL without query, fragment or credentials, got "${raw}"`);
  }
  return raw.replace(/\/+$/, '');
}

function trustProxy(raw: string | undefined): boolean | number | string[] {
  if (raw === undefined || raw === '' || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  const list = raw.split(',').map((s) => s.trim());
  if (!list.every((s) => /^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(s) || s === 'loopback')) {
    throw new ConfigError(`TRUST_PROXY must be true, false, a hop count or a comma-separated list of addresses, got "${raw}"`);
  }
  return list;
}

function jobLimits(env: NodeJS.ProcessEnv): JobLimitsConfig {
  const importsPerTenant = int(env, 'IMPORT_JOBS_PER_TENANT', 2, 1, 1000);
  return {
    document: {
      perAccount: int(env, 'DOCUMENT_JOBS_PER_ACCOUNT', 4, 1, 1000),
      perTenant: int(env, 'DOCUMENT_JOBS_PER_TENANT', 16, 1, 10000),
    },
    file: {
      perAccount: int(env, 'FILE_DOWNLOADS_PER_ACCOUNT', 16, 1, 1000),
      perTenant: int(env, 'FILE_DOWNLOADS_PER_TENANT', 64, 1, 10000),
    },
    import: { perAccount: importsPerTenant, perTenant: importsPerTenant },
    retryAfterSeconds: int(env, 'JOB_RETRY_AFTER_SECONDS', 5, 1, 3600),
  };
}

/** Reads the environment once; unset variables take the embedded defaults of CONVENTIONS.md. */
export function loadConfig(env: NodeJS.ProcessEnv, opts: { dataDir?: string } = {}): Config {
  const production = env.NODE_ENV === 'production';
  const dataDir = resolve(opts.dataDir ?? env.DATA_DIR ?? '.data');
  mkdirSync(dataDir, { recursive: true });

  let jwtSecret = env.JWT_SECRET;
  if (!jwtSecret) {
    if (production) throw new ConfigError('JWT_SECRET must be set in production (at least 32 characters)');
    jwtSecret = readOrCreate(join(dataDir, 'jwt-secret'), () => randomBytes(48).toString('base64url')).value;
  }
  if (jwtSecret.length < 32) throw new ConfigError('JWT_SECRET must have at least 32 characters');
  if (PUBLISHED_SECRETS.has(jwtSecret.trim())) throw new ConfigError('JWT_SECRET is a published value; choose a secret of your own');

  let personKeySecret = env.PERSON_KEY_SECRET;
  if (!personKeySecret) {
    if (production) throw new ConfigError('PERSON_KEY_SECRET must be set in production (at least 32 characters)');
    personKeySecret = readOrCreate(join(dataDir, 'person-key-secret'), () => randomBytes(48).toString('base64url')).value;
  }
  if (personKeySecret.length < 32) throw new ConfigError('PERSON_KEY_SECRET must have at least 32 characters');

  let demoPassword = env.DEMO_PASSWORD;
  let demoPasswordGenerated = false;
  if (!demoPassword) {
    const stored = readOrCreate(join(dataDir, 'demo-password'), () => `Demo-${randomBytes(6).toString('base64url')}1!`);
    demoPassword = stored.value;
    demoPasswordGenerated = stored.created;
  }

  const seedDemo = bool(env, 'SEED_DEMO', !production);
  const s3Config = s3(env);
  if (production) refuseDefaultSecrets({ clientSecret: env.CLIENT_SECRET, s3: s3Config, seedDemo, demoPassword: env.DEMO_PASSWORD });

  const tls = temporalTls(env);
  if (tls && !env.TEMPORAL_ADDRESS) {
    throw new ConfigError('TEMPORAL_TLS_* need TEMPORAL_ADDRESS: the local dev server speaks plain gRPC on 127.0.0.1');
  }
  const temporalApiKey = env.TEMPORAL_API_KEY?.trim() || undefined;
  if (temporalApiKey && !/^[\x21-\x7e]+$/.test(temporalApiKey))
    throw new ConfigError('TEMPORAL_API_KEY must be one token of printable characters');
  // A bearer token over plain gRPC could be read off the network and replayed.
  if (temporalApiKey && !tls)
    throw new ConfigError('TEMPORAL_API_KEY needs TLS to Temporal: set TEMPORAL_TLS_CA (and the client pair for mTLS)');

  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) throw new ConfigError('DATABASE_URL must be a postgres:// URL');

  return {
    port: int(env, 'PORT', 8080, 0, 65535),
    databaseUrl,
    temporalAddress: env.TEMPORAL_ADDRESS || undefined,
    temporalNamespace: env.TEMPORAL_NAMESPACE || 'default',
    temporalTls: tls,
    temporalApiKey,
    temporalUiUrl: webUrl(env, 'TEMPORAL_UI_URL', 'http://localhost:8233'),
    taskQueue: env.TEMPORAL_TASK_QUEUE || 'union-portal',
    s3: s3Config,
    jwtSecret,
    personKeySecret,
    clientSecret: env.CLIENT_SECRET || 'web_secret',
    demoPassword,
    demoPasswordGenerated,
    seedDemo,
    production,
    dataDir,
    accessTokenSeconds: int(env, 'ACCESS_TOKEN_SECONDS', 3600, 60, 86400),
    trustProxy: trustProxy(env.TRUST_PROXY),
    auth: {
      lockAttempts: int(env, 'LOGIN_LOCK_ATTEMPTS', 5, 1, 100),
      lockMinutes: int(env, 'LOGIN_LOCK_MINUTES', 15, 1, 1440),
      tokenRateLimit: int(env, 'TOKEN_RATE_LIMIT', 60, 1, 100000),
      captchaRateLimit: int(env, 'CAPTCHA_RATE_LIMIT', 30, 1, 100000),
      rateWindowSeconds: int(env, 'AUTH_RATE_WINDOW_SECONDS', 60, 1, 3600),
      cacheSeconds: int(env, 'AUTH_CACHE_SECONDS', 5, 0, 30),
    },
    jobs: jobLimits(env),
    pressure: pressureConfig(env),
    shutdown: shutdownConfig(env, production),
    metrics: metricsConfig(env, production),
    health: healthConfig(env),
    invitation: invitationConfig(env),
  };
}
