import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** A bad configuration value; the message names the variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

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
  taskQueue: string;
  s3: S3Config | undefined;
  jwtSecret: string;
  clientSecret: string;
  demoPassword: string;
  demoPasswordGenerated: boolean;
  seedDemo: boolean;
  production: boolean;
  dataDir: string;
  /** Access-token lifetime in seconds. */
  accessTokenSeconds: number;
}

/** Secrets published with the system this portal replaces (and other well-known ones): never accepted. */
const PUBLISHED_SECRETS = new Set(['bladexisapowerfulmicroservicearchitectureupgradedandoptimizedfromacommercialproject', 'secret', 'changeme', 'web_secret']);

function readOrCreate(file: string, make: () => string): { value: string; created: boolean } {
  if (existsSync(file)) return { value: readFileSync(file, 'utf8').trim(), created: false };
  const value = make();
  writeFileSync(file, `${value}\n`, { mode: 0o600 });
  return { value, created: true };
}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  return n;
}

function bool(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
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
  if (PUBLISHED_SECRETS.has(jwtSecret)) throw new ConfigError('JWT_SECRET is a published value; choose a secret of your own');

  let demoPassword = env.DEMO_PASSWORD;
  let demoPasswordGenerated = false;
  if (!demoPassword) {
    const stored = readOrCreate(join(dataDir, 'demo-password'), () => `Demo-${randomBytes(6).toString('base64url')}1!`);
    demoPassword = stored.value;
    demoPasswordGenerated = stored.created;
  }

  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) throw new ConfigError('DATABASE_URL must be a postgres:// URL');

  return {
    port: int(env, 'PORT', 8080, 0, 65535),
    databaseUrl,
    temporalAddress: env.TEMPORAL_ADDRESS || undefined,
    temporalNamespace: env.TEMPORAL_NAMESPACE || 'default',
    taskQueue: env.TEMPORAL_TASK_QUEUE || 'union-portal',
    s3: s3(env),
    jwtSecret,
    clientSecret: env.CLIENT_SECRET || 'web_secret',
    demoPassword,
    demoPasswordGenerated,
    seedDemo: bool(env, 'SEED_DEMO', !production),
    production,
    dataDir,
    accessTokenSeconds: int(env, 'ACCESS_TOKEN_SECONDS', 3600, 60, 86400),
  };
}
