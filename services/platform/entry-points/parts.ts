// The pieces every entry point assembles (start.ts: all in one process; api.ts and worker.ts: one each):
// configuration, the database, Temporal's address. The API's pieces are in api-parts.ts and the
// worker's in worker-parts.ts, so that each program loads only its own libraries (the worker no
// HTTP server, the API no Temporal worker). Each piece registers how to stop itself with the Shutdown it is given.
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import { createDb, migrateToLatest, seed, type Database } from '../../../db';
import { ConfigError, type Config, type TemporalTlsConfig } from '../config';
import { waitForTemporal } from './embedded-temporal';
import type { Shutdown } from './shutdown';

export const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** Config whose servers are known: either configured or started embedded. */
export type ResolvedConfig = Config & { databaseUrl: string; temporalAddress: string };

/** For the production entry points, which start no embedded servers. */
export function requireServers(config: Config): ResolvedConfig {
  if (!config.databaseUrl) throw new ConfigError('DATABASE_URL is not set (only `npm start` starts a local PostgreSQL server).');
  if (!config.temporalAddress) throw new ConfigError('TEMPORAL_ADDRESS is not set (only `npm start` starts a local Temporal server).');
  return { ...config, databaseUrl: config.databaseUrl, temporalAddress: config.temporalAddress };
}

/**
 * Migrates (Kysely's migration lock makes concurrent replicas safe) and optionally seeds as the
 * owner, then answers the pool the API and worker use: it runs as the app role, so row-level
 * security binds every query.
 */
export async function openDatabase(config: ResolvedConfig, shutdown: Shutdown, opts: { seed: boolean }): Promise<Kysely<Database>> {
  const owner = createDb(config.databaseUrl, { max: 2 });
  try {
    await migrateToLatest(owner);
    if (opts.seed) {
      await seed(owner, { demoPassword: config.demoPassword, clientSecret: config.clientSecret, demo: config.seedDemo });
    }
  } finally {
    await owner.destroy();
  }
  const db = createDb(config.databaseUrl, { appRole: true });
  shutdown.add('database pool', () => db.destroy());
  return db;
}

/** Waits for the Temporal front end (in a deployment it may still be setting up its schema). */
export function temporalReady(config: ResolvedConfig): Promise<void> {
  return waitForTemporal(config.temporalAddress, {
    namespace: config.temporalNamespace,
    timeoutMs: 180_000,
    ...(config.temporalTls ? { tls: config.temporalTls } : {}),
    ...(config.temporalApiKey ? { apiKey: config.temporalApiKey } : {}),
  });
}

/**
 * Address, TLS (mTLS when a client certificate is configured) and the token for a server with an
 * authoriser: the same for the client and the worker.
 */
export function temporalConnectionOptions(config: ResolvedConfig): { address: string; tls?: TemporalTlsConfig; apiKey?: string } {
  return {
    address: config.temporalAddress,
    ...(config.temporalTls ? { tls: config.temporalTls } : {}),
    ...(config.temporalApiKey ? { apiKey: config.temporalApiKey } : {}),
  };
}

/** Runs `main`; a failed start stops what was already started and exits 1 with the message. */
export function runMain(shutdown: Shutdown, main: () => Promise<void>): void {
  shutdown.onSignals();
  main().catch(async (error: unknown) => {
    // Errors that explain themselves are printed without a stack trace.
    const plain = error instanceof Error && ['ConfigError', 'PostgresNotInstalledError', 'TemporalCliMissingError'].includes(error.name);
    console.error(plain ? `Cannot start: ${error.message}` : error);
    await shutdown.exit(1);
  });
}
