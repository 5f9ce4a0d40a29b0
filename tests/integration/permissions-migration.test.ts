import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db';
import { migrationDatabase, type MigrationDatabase } from '../support';

const BEFORE = '20261121T2120-index-record-visibility';
let database: MigrationDatabase;
let db: Kysely<Database>;

beforeAll(async () => {
  database = await migrationDatabase(BEFORE);
  db = database.db;
  // A database as the walking skeleton left it: roles as an array on the account.
  await sql`insert into tenant (tenant_id, name) values ('000000', '总工会'), ('100001', '第二租户')`.execute(db);
  await sql`insert into union_org (id, tenant_id, parent_id, name, kind, path) values (1, '000000', null, '总工会', 'federation', '/1/'), (9, '100001', null, '二', 'federation', '/9/')`.execute(
    db,
  );
  await sql`
    insert into app_user (id, tenant_id, account, password_hash, name, real_name, ident, union_id, roles) values
      (11, '000000', 'admin', 'x', '管理员', '管理员', 'admin', 1, '{administrator,federation}'),
      (12, '000000', 'fed', 'x', '审核员', '审核员', 'federation', 1, '{federation}'),
      (91, '100001', 'admin2', 'x', '管理员', '管理员', 'admin', 9, '{administrator}')`.execute(db);
  await database.migrateToLatest();
});
afterAll(async () => database?.drop());

const rolesOf = async (userId: string) =>
  (
    await db
      .selectFrom('user_role as ur')
      .innerJoin('role as r', 'r.id', 'ur.role_id')
      .select(['r.role_alias', 'r.tenant_id'])
      .where('ur.user_id', '=', userId)
      .orderBy('r.role_alias')
      .execute()
  ).map((r) => `${r.tenant_id}:${r.role_alias}`);

describe('moving app_user.roles into role rows', () => {
  it('makes one role row per tenant and alias, named for what it is', async () => {
    const roles = await db
      .selectFrom('role')
      .select(['tenant_id', 'role_alias', 'role_name'])
      .orderBy('tenant_id')
      .orderBy('role_alias')
      .execute();
    expect(roles).toEqual([
      { tenant_id: '000000', role_alias: 'administrator', role_name: '管理员' },
      { tenant_id: '000000', role_alias: 'federation', role_name: '总工会审核员' },
      { tenant_id: '100001', role_alias: 'administrator', role_name: '管理员' },
    ]);
  });

  it('gives every account the roles it held, in its own tenant', async () => {
    expect(await rolesOf('11')).toEqual(['000000:administrator', '000000:federation']);
    expect(await rolesOf('12')).toEqual(['000000:federation']);
    expect(await rolesOf('91')).toEqual(['100001:administrator']);
  });

  it('drops the old column, so there is one source of roles', async () => {
    const columns = await sql<{ column_name: string }>`
      select column_name from information_schema.columns where table_name = 'app_user' and column_name = 'roles'`.execute(db);
    expect(columns.rows).toEqual([]);
  });

  it('marks every existing union a normal one', async () => {
    expect((await db.selectFrom('union_org').select('union_type').distinct().execute()).map((u) => u.union_type)).toEqual(['normal']);
  });
});
