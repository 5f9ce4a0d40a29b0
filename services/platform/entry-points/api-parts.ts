// The API's pieces: the Temporal client and the HTTP server (with the console when given).
import { Client, Connection } from '@temporalio/client';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db';
import { buildApp, createStorage } from '../../index';
import { temporalConnectionOptions, temporalReady, type ResolvedConfig } from './parts';
import { drainApi, type Shutdown } from './shutdown';

export async function connectTemporalClient(config: ResolvedConfig, shutdown: Shutdown): Promise<Client> {
  await temporalReady(config);
  const connection = await Connection.connect(temporalConnectionOptions(config));
  shutdown.add('Temporal client', () => connection.close());
  return new Client({ connection, namespace: config.temporalNamespace });
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
