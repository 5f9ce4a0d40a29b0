// The pieces every entry point assembles (start.ts: all in one process; api.ts and worker.ts: one each).
// Each piece registers how to stop itself with the Shutdown it is given.
import { fileURLToPath } from 'node:url';
import { Client, Connection } from '@temporalio/client';
import { DefaultLogger, NativeConnection, Runtime, type Worker } from '@temporalio/worker';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { createDb, migrateToLatest, seed, type Database } from '../../../db';
import { createWorker } from '../../../workflows';
import { ConfigError, type Config, type TemporalTlsConfig } from '../config';
import { buildApp, createStorage } from '../../index';
import { projectionLag, workerTelemetry } from '../metrics';
import { waitForTemporal } from './embedded-temporal';
import { drainApi, superviseWorker, workerShutdownTimes, type Shutdown } from './shutdown';

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
function temporalReady(config: ResolvedConfig): Promise<void> {
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

export async function connectTemporalClient(config: ResolvedConfig, shutdown: Shutdown): Promise<Client> {
  await temporalReady(config);
  const connection = await Connection.connect(temporalConnectionOptions(config));
  shutdown.add('Temporal client', () => connection.close());
  return new Client({ connection, namespace: config.temporalNamespace });
}

/**
 * Starts the worker; `onFailure` is called if it stops on its own (e.g. it lost the server for good).
 * The SDK's own signal handlers are turned off so that our Shutdown decides the order; on shutdown
 * the worker drains (superviseWorker). Installs the SDK runtime (with its Prometheus endpoint when
 * TEMPORAL_METRICS_ADDRESS is set), so it is called once per process.
 */
export async function startWorker(
  config: ResolvedConfig,
  db: Kysely<Database>,
  shutdown: Shutdown,
  onFailure: (error: unknown) => void,
): Promise<Worker> {
  const telemetryOptions = workerTelemetry(config.metrics);
  // WARN: at INFO the SDK logs the whole workflow bundle report at every start.
  Runtime.install({ shutdownSignals: [], logger: new DefaultLogger('WARN'), ...(telemetryOptions ? { telemetryOptions } : {}) });
  await temporalReady(config);
  const connection = await NativeConnection.connect(temporalConnectionOptions(config));
  shutdown.add('Temporal worker connection', () => connection.close());
  const times = workerShutdownTimes(config.shutdown);
  const worker = await createWorker({
    connection,
    namespace: config.temporalNamespace,
    taskQueue: config.taskQueue,
    db,
    activityInterceptors: [projectionLag],
    ...times,
  });
  superviseWorker(worker, shutdown, onFailure);
  shutdown.extendDeadline(times.shutdownForceTime);
  return worker;
}

/**
 * Builds the API (and console, when webRoot is given) and listens on config.port on all interfaces;
 * on shutdown it drains (readiness first, then the requests in flight: drainApi).
 */
export async function startApi(
  config: ResolvedConfig,
  db: Kysely<Database>,
  temporal: Client,
  shutdown: Shutdown,
  webRoot?: string,
): Promise<FastifyInstance> {
  const storage = createStorage(config);
  const app = await buildApp({ config, db, temporal, storage, ...(webRoot ? { webRoot } : {}) });
  const drain = { readinessDelayMs: config.shutdown.readinessDelaySeconds * 1000, drainDeadlineMs: config.shutdown.drainSeconds * 1000 };
  shutdown.add('API server', () => drainApi(app, drain));
  shutdown.extendDeadline(drain.readinessDelayMs + drain.drainDeadlineMs);
  await app.listen({ port: config.port, host: '0.0.0.0' });
  return app;
}

/** The port the app actually listens on (PORT=0 picks a free one). */
export function listeningPort(app: FastifyInstance, fallback: number): number {
  const address = app.server.address();
  return typeof address === 'object' && address ? address.port : fallback;
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
