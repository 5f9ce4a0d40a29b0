import { randomBytes } from 'node:crypto';
import { Migrator, type Kysely } from 'kysely';
import pg from 'pg';
import { expect } from 'vitest';
import { createDb, type Database } from '../../db';
import { migrations } from '../../db/migrations';

/** A database of its own migrated up to `before`, for a migration test to fill as the data stood then and migrate on. */
export interface MigrationDatabase {
  db: Kysely<Database>;
  /** Runs the migrations after `before`; fails the test on an error. */
  migrateToLatest: () => Promise<void>;
  drop: () => Promise<void>;
}

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  await client.query(statement);
  await client.end();
}

export async function migrationDatabase(before: string): Promise<MigrationDatabase> {
  const name = `test_migration_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await admin(`create database ${name}`);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  const db = createDb(url.toString());
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  expect((await migrator.migrateTo(before)).error).toBeUndefined();
  return {
    db,
    migrateToLatest: async () => expect((await migrator.migrateToLatest()).error).toBeUndefined(),
    drop: async () => {
      await db.destroy();
      await admin(`drop database if exists ${name} with (force)`);
    },
  };
}
