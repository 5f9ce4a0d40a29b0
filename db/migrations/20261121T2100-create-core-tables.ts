import { sql, type Kysely } from 'kysely';

/** Tenants, the union tree, accounts, clients and the region tree. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('tenant')
    .addColumn('tenant_id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('union_org')
    .addColumn('id', 'bigint', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenant.tenant_id'))
    .addColumn('parent_id', 'bigint', (c) => c.references('union_org.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('federation', 'launion', 'corp')`))
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('credit_code', 'text')
    .addColumn('region_code', 'text')
    .execute();
  await db.schema.createIndex('union_org_tenant_path').on('union_org').columns(['tenant_id', 'path']).execute();

  await db.schema
    .createTable('app_user')
    .addColumn('id', 'bigint', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenant.tenant_id'))
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('real_name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('ident', 'text', (c) => c.notNull().check(sql`ident in ('corp', 'launion', 'federation', 'admin')`))
    .addColumn('union_id', 'bigint', (c) => c.notNull().references('union_org.id'))
    .addColumn('roles', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('is_sub', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('parent_user_id', 'bigint', (c) => c.references('app_user.id'))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('app_user_tenant_account', ['tenant_id', 'account'])
    .execute();

  await db.schema
    .createTable('oauth_client')
    .addColumn('client_id', 'text', (c) => c.primaryKey())
    .addColumn('secret_hash', 'text', (c) => c.notNull())
    .addColumn('access_token_validity', 'integer', (c) => c.notNull())
    .addColumn('refresh_token_validity', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('region')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('parent_code', 'text', (c) => c.notNull())
    .addColumn('ancestors', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('region_level', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('region_parent').on('region').column('parent_code').execute();

  await db.schema
    .createTable('site_counter')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['site_counter', 'region', 'oauth_client', 'app_user', 'union_org', 'tenant']) {
    await db.schema.dropTable(t).execute();
  }
}
