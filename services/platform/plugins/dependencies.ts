import type { Client } from '@temporalio/client';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db';
import type { Config } from '../config';
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
  }
}

/** Decorates the app with its dependencies, so handlers never build their own clients. */
export function decorateDependencies(app: FastifyInstance, deps: AppDeps): void {
  app.decorate('config', deps.config);
  app.decorate('db', deps.db);
  app.decorate('temporal', deps.temporal);
  app.decorate('storage', deps.storage);
  app.decorate('draftTtlMs', deps.draftTtlMs);
  app.decorate('hourMs', deps.hourMs);
}
