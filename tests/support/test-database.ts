import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { createDb, migrateToLatest, seed, type Database } from '../../db';

export const DEMO_PASSWORD = 'Demo-Passw0rd!';
export const CLIENT_SECRET = 'web_secret';

function serverUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set: run the tests through `npm test` (vitest globalSetup starts the servers)');
  return url;
}

/** A freshly created, migrated and seeded database of its own, dropped by `drop()`. */
export async function createTestDatabase(): Promise<{ db: Kysely<Database>; url: string; drop: () => Promise<void> }> {
  const name = `test_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  const db = createDb(url.toString());
  await migrateToLatest(db);
  await seed(db, { demoPassword: DEMO_PASSWORD, clientSecret: CLIENT_SECRET, demo: true });
  return {
    db,
    url: url.toString(),
    async drop() {
      await db.destroy();
      const c = new pg.Client({ connectionString: serverUrl() });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
