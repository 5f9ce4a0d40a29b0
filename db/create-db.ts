import { Kysely } from 'kysely';
import pg from 'pg';
import type { Database } from './database';
import { TenantScopedPostgresDialect } from './tenancy/tenant-scoped-dialect';

export interface CreateDbOptions {
  max?: number;
  /**
   * Take the app role on each connection, so row-level security binds even a superuser login.
   * Off only for migrations and test assertions, which act as the owner.
   */
  appRole?: boolean;
}

/**
 * A Kysely instance over a pg pool for `url`. Every connection tells Postgres the tenant of the
 * work in progress (see `withTenant`), which the row-level security policies read.
 */
export function createDb(url: string, opts: CreateDbOptions = {}): Kysely<Database> {
  const pool = new pg.Pool({ connectionString: url, max: opts.max ?? 10 });
  // An idle connection the server closed (restart, failover, a dropped test database) leaves the
  // pool by itself; without a listener its error would end the process.
  pool.on('error', () => undefined);
  // The pool listens only while a connection is idle: one the server drops while a transaction holds
  // it between statements would end the process too. Its next statement fails instead, and the pool
  // discards it on release (a connection that is no longer queryable is not reused).
  pool.on('connect', (client) => client.on('error', () => undefined));
  return new Kysely<Database>({ dialect: new TenantScopedPostgresDialect({ pool }, opts.appRole ?? false) });
}
