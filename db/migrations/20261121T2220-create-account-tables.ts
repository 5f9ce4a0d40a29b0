import { sql, type Kysely } from 'kysely';

/**
 * Accounts and the identity admin screens: profile and contact columns of `app_user`, tenant and
 * client admin columns, departments, posts, pending registrations, client error logs, guide
 * progress and the SMS verification codes of the public account calls.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table app_user
      add column if not exists email text,
      add column if not exists avatar text,
      add column if not exists link_name text,
      add column if not exists link_phone text,
      add column if not exists dept_id bigint,
      add column if not exists post_id bigint,
      add column if not exists is_deleted boolean not null default false,
      add column if not exists update_time timestamptz not null default now()`.execute(db);
  await sql`create index if not exists app_user_phone on app_user (phone) where phone is not null`.execute(db);

  await sql`
    alter table tenant
      add column if not exists linkman text,
      add column if not exists contact_number text,
      add column if not exists address text,
      add column if not exists account_number integer not null default -1,
      add column if not exists expire_time timestamptz,
      add column if not exists status integer not null default 1,
      add column if not exists is_deleted boolean not null default false`.execute(db);

  await sql`
    alter table oauth_client
      add column if not exists scope text not null default 'all',
      add column if not exists web_server_redirect_uri text,
      add column if not exists create_time timestamptz not null default now()`.execute(db);

  await db.schema
    .createTable('dept')
    .addColumn('id', 'bigint', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenant.tenant_id'))
    .addColumn('parent_id', 'bigint', (c) => c.references('dept.id'))
    // Ids from the root down, comma-separated and starting with 0, as the BladeX family writes them.
    .addColumn('ancestors', 'text', (c) => c.notNull())
    .addColumn('dept_name', 'text', (c) => c.notNull())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('remark', 'text')
    .addColumn('is_deleted', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('dept_tenant_parent').on('dept').columns(['tenant_id', 'parent_id']).execute();

  await db.schema
    .createTable('post')
    .addColumn('id', 'bigint', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenant.tenant_id'))
    .addColumn('category', 'integer', (c) => c.notNull().check(sql`category between 1 and 4`))
    .addColumn('post_code', 'text', (c) => c.notNull())
    .addColumn('post_name', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('remark', 'text')
    .addColumn('is_deleted', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index post_tenant_code on post (tenant_id, post_code) where not is_deleted`.execute(db);

  await db.schema
    .createTable('registration')
    .addColumn('id', 'bigint', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenant.tenant_id'))
    // guest: the third-party registration dialog; union: the public application of a new union.
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('guest', 'union')`))
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('link_name', 'text')
    .addColumn('union_name', 'text')
    .addColumn('credit_code', 'text')
    .addColumn('parent_union_id', 'bigint', (c) => c.references('union_org.id'))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'approved', 'rejected')`),
    )
    .addColumn('reason', 'text')
    .addColumn('reviewer_id', 'bigint')
    .addColumn('review_time', 'timestamptz')
    .addColumn('user_id', 'bigint')
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Two pending applications cannot ask for the same account name.
  await sql`create unique index registration_pending_account on registration (tenant_id, account) where status = 'pending'`.execute(db);
  await db.schema.createIndex('registration_list').on('registration').columns(['tenant_id', 'status', 'create_time']).execute();

  await db.schema
    .createTable('error_log')
    .addColumn('id', 'bigint', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('time', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('stack', 'text', (c) => c.notNull())
    .addColumn('info', 'text', (c) => c.notNull())
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('error_log_tenant_time').on('error_log').columns(['tenant_id', 'create_time']).execute();

  await db.schema
    .createTable('guide_progress')
    .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('app_user.id'))
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('done', sql`smallint[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('update_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('sms_code')
    .addColumn('id', 'bigint', (c) => c.primaryKey())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('forget', 'login', 'register')`))
    // The account a forgot-password code is for; a code for one account does not reset another.
    .addColumn('user_id', 'bigint')
    // sha256 of the code: a database read does not hand out live codes.
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('used_time', 'timestamptz')
    .addColumn('expire_time', 'timestamptz', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('sms_code_phone').on('sms_code').columns(['phone', 'purpose', 'create_time']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['sms_code', 'guide_progress', 'error_log', 'registration', 'post', 'dept']) {
    await db.schema.dropTable(t).execute();
  }
  await sql`alter table oauth_client drop column scope, drop column web_server_redirect_uri, drop column create_time`.execute(db);
  await sql`
    alter table tenant drop column linkman, drop column contact_number, drop column address, drop column account_number,
      drop column expire_time, drop column status, drop column is_deleted`.execute(db);
  await sql`drop index if exists app_user_phone`.execute(db);
  await sql`
    alter table app_user drop column email, drop column avatar, drop column link_name, drop column link_phone,
      drop column dept_id, drop column post_id, drop column is_deleted, drop column update_time`.execute(db);
}
