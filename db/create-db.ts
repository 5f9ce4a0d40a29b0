import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './database';

/** A Kysely instance over a pg pool for `url`. */
export function createDb(url: string, opts: { max?: number } = {}): Kysely<Database> {
  const pool = new pg.Pool({ connectionString: url, max: opts.max ?? 10 });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}
