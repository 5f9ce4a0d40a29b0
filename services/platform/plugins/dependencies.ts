import type { Client } from '@temporalio/client';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db';
import type { Config } from '../config';
import { AppMetrics, timedClient } from '../metrics';
import type { ObjectStorage } from '../storage';

/** What the routes use; built once outside the app and handed in. */
export interface AppDeps {
  config: Config;
  db: Kysely<Database>;
  temporal: Client;
  storage: ObjectStorage;
  /** Shortens draft expiry (tests); the catalogue's days otherwise. */
  draftTtlMs?: number;
  /** Shortens the hour of review due times (tests of timeouts); an hour otherwise. */
  hourMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Kysely<Database>;
    temporal: Client;
    storage: ObjectStorage;
    draftTtlMs: number | undefined;
    hourMs: number | undefined;
    /** What /metrics reports for this app (services/platform/metrics). */
    metrics: AppMetrics;
  }
}

/**
 * Decorates the app with its dependencies, so handlers never build their own clients. The Temporal
 * client is the one given, on its connection, with every command (update) timed into `app.metrics`.
 */
export function decorateDependencies(app: FastifyInstance, deps: AppDeps): void {
  const metrics = new AppMetrics();
  app.decorate('metrics', metrics);
  app.decorate('config', deps.config);
  app.decorate('db', deps.db);
  app.decorate('temporal', timedClient(deps.temporal, metrics));
  app.decorate('storage', deps.storage);
  app.decorate('draftTtlMs', deps.draftTtlMs);
  app.decorate('hourMs', deps.hourMs);
}
