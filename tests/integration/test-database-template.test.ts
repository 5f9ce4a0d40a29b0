import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db';
import { migrations } from '../../db/migrations';
import { createTestDatabase } from '../support';
import { DEMO_PASSWORD_COST, TEMPLATE_DATABASE_ENV } from '../support/test-database';

/** Each test file's database, copied from the run's template: complete, and its own. */

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;
let one: TestDatabase;
let two: TestDatabase;

beforeAll(async () => {
  [one, two] = await Promise.all([createTestDatabase(), createTestDatabase()]);
});
afterAll(async () => Promise.all([one?.drop(), two?.drop()]));

const accounts = async (db: Kysely<Database>) => (await db.selectFrom('app_user').select('account').execute()).map((u) => u.account);

describe('a test database', () => {
  it('is copied from the template the global setup made', () => {
    expect(process.env[TEMPLATE_DATABASE_ENV]).toMatch(/^test_template_/);
  });

  it('has every migration applied', async () => {
    const done = await sql<{ name: string }>`select name from kysely_migration`.execute(one.db);
    expect(done.rows.map((r) => r.name).sort()).toEqual(Object.keys(migrations).sort());
  });

  it('holds the demo accounts, their password hashed at the tests’ cost', async () => {
    expect(await accounts(one.db)).toContain('admin');
    const admin = await one.db.selectFrom('app_user').select('password_hash').where('account', '=', 'admin').executeTakeFirstOrThrow();
    expect(admin.password_hash.split('$')[1]).toBe(String(DEMO_PASSWORD_COST));
  });

  it('keeps what a test does in it to itself', async () => {
    await sql`create table ci_time_marker (n int)`.execute(one.db);
    const where = async (db: Kysely<Database>) =>
      (await sql<{ t: string | null }>`select to_regclass('ci_time_marker')::text as t`.execute(db)).rows[0]?.t;
    expect(await where(one.db)).toBe('ci_time_marker');
    expect(await where(two.db)).toBeNull();
  });
});
