import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { createDb, migrateToLatest, seed, type Database } from '../../db';

export const DEMO_PASSWORD = 'Demo-Passw0rd!';
export const CLIENT_SECRET = 'web_secret';
/** scrypt's N for the demo accounts of the tests (production: 16384): a login costs a millisecond, not a tenth of a second. */
export const DEMO_PASSWORD_COST = 1024;

/**
 * Names the migrated and seeded database each test database is copied from (set by the global
 * setup, tests/support/servers.ts): a copy takes a tenth of a second, migrating and seeding anew
 * about a second per test file. Unset (a test run outside vitest), each database is built anew.
 */
export const TEMPLATE_DATABASE_ENV = 'TEST_TEMPLATE_DATABASE';

function serverUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set: run the tests through `npm test` (vitest globalSetup starts the servers)');
  return url;
}

function databaseUrl(name: string): string {
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl() });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

const freshName = (prefix: string) => `${prefix}_${Date.now()}_${randomBytes(3).toString('hex')}`;

/** Every table as the migrations make it, with the demo data every test starts from. */
async function migrateAndSeed(db: Kysely<Database>): Promise<void> {
  await migrateToLatest(db);
  await seed(db, { demoPassword: DEMO_PASSWORD, clientSecret: CLIENT_SECRET, demo: true, demoPasswordCost: DEMO_PASSWORD_COST });
}

/**
 * A migrated and seeded database to copy test databases from, closed to connections (a copy needs
 * its source unused); `drop()` removes it at the end of the run.
 */
export async function createTemplateDatabase(): Promise<{ name: string; drop: () => Promise<void> }> {
  const name = freshName('test_template');
  await onServer(`create database ${name}`);
  const db = createDb(databaseUrl(name));
  try {
    await migrateAndSeed(db);
  } finally {
    await db.destroy();
  }
  await onServer(`alter database ${name} with allow_connections false`);
  return { name, drop: () => onServer(`drop database if exists ${name} with (force)`) };
}

/** A freshly created, migrated and seeded database of its own, dropped by `drop()`. */
export async function createTestDatabase(): Promise<{ db: Kysely<Database>; url: string; drop: () => Promise<void> }> {
  const name = freshName('test');
  const template = process.env[TEMPLATE_DATABASE_ENV];
  await onServer(template ? `create database ${name} template ${template}` : `create database ${name}`);
  const url = databaseUrl(name);
  const db = createDb(url);
  if (!template) await migrateAndSeed(db);
  return {
    db,
    url,
    async drop() {
      await db.destroy();
      await onServer(`drop database if exists ${name} with (force)`);
    },
  };
}
