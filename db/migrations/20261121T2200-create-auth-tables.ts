import { sql, type Kysely } from 'kysely';

/**
 * What the token endpoint keeps: image captchas, login sessions (one family of tokens each) and
 * their refresh tokens, the SMS outbox, third-party bindings, the per-account lockout counters and
 * the client's grant types. Triggers announce on `auth_invalidate` whatever makes a cached login
 * state stale, so every API replica drops it on the commit that changed it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('captcha')
    .addColumn('key', 'text', (c) => c.primaryKey())
    // HMAC of the code: a database read does not hand out live codes.
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('expire_time', 'timestamptz', (c) => c.notNull())
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('captcha_expire').on('captcha').column('expire_time').execute();

  await db.schema
    .createTable('auth_session')
    .addColumn('id', 'bigint', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenant.tenant_id'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('grant_type', 'text', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('refresh_time', 'timestamptz')
    // Moves forward with each refresh: the session lives as long as its newest refresh token.
    .addColumn('expire_time', 'timestamptz', (c) => c.notNull())
    .addColumn('revoke_time', 'timestamptz')
    .addColumn('revoke_reason', 'text', (c) => c.check(sql`revoke_reason in ('logout', 'refresh_replay', 'admin')`))
    .execute();
  await db.schema.createIndex('auth_session_user').on('auth_session').columns(['tenant_id', 'user_id']).execute();

  await db.schema
    .createTable('refresh_token')
    // sha256 of the token's jti: the table alone cannot be replayed.
    .addColumn('jti_hash', 'text', (c) => c.primaryKey())
    .addColumn('session_id', 'bigint', (c) => c.notNull().references('auth_session.id').onDelete('cascade'))
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('expire_time', 'timestamptz', (c) => c.notNull())
    .addColumn('used_time', 'timestamptz')
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('refresh_token_session').on('refresh_token').column('session_id').execute();

  await db.schema
    .createTable('sms_outbox')
    .addColumn('id', 'bigint', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text')
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('template', 'text', (c) => c.notNull())
    .addColumn('params', 'jsonb', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('sms_outbox_phone').on('sms_outbox').columns(['phone', 'create_time']).execute();

  await db.schema
    .createTable('user_oauth')
    .addColumn('id', 'bigint', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenant.tenant_id'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('uuid', 'text', (c) => c.notNull())
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('user_oauth_source_uuid', ['tenant_id', 'source', 'uuid'])
    .execute();

  // `if not exists`: the accounts migration adds password_changed_at (and the grant types) too.
  await sql`
    alter table app_user
      add column if not exists password_changed_at timestamptz,
      add column if not exists failed_login_count integer not null default 0,
      add column if not exists last_failed_login_time timestamptz,
      add column if not exists locked_until timestamptz`.execute(db);
  await sql`
    alter table oauth_client
      add column if not exists authorized_grant_types text not null default 'captcha,password,refresh_token,smscode,social'`.execute(db);
  await sql`update oauth_client set authorized_grant_types = 'captcha,password,refresh_token,smscode,social' where client_id = 'web'`.execute(
    db,
  );

  // Any change of an account but its lockout counters (status, password, roles, union, deletion)
  // makes cached login state stale.
  await sql`
    create function auth_user_changed() returns trigger language plpgsql as $$
    declare
      counters text[] := array['failed_login_count', 'last_failed_login_time', 'locked_until', 'update_time'];
    begin
      if tg_op = 'DELETE' then
        perform pg_notify('auth_invalidate', 'user:' || old.id);
      elsif (to_jsonb(old) - counters) is distinct from (to_jsonb(new) - counters) then
        perform pg_notify('auth_invalidate', 'user:' || new.id);
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger app_user_auth_invalidate after update or delete on app_user
    for each row execute function auth_user_changed()`.execute(db);

  await sql`
    create function auth_session_revoked() returns trigger language plpgsql as $$
    begin
      perform pg_notify('auth_invalidate', 'session:' || new.id);
      return null;
    end $$`.execute(db);
  await sql`
    create trigger auth_session_auth_invalidate after update of revoke_time on auth_session
    for each row when (old.revoke_time is distinct from new.revoke_time) execute function auth_session_revoked()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists app_user_auth_invalidate on app_user`.execute(db);
  await sql`drop function if exists auth_user_changed`.execute(db);
  for (const t of ['user_oauth', 'sms_outbox', 'refresh_token', 'auth_session', 'captcha']) {
    await db.schema.dropTable(t).execute();
  }
  await sql`drop function if exists auth_session_revoked`.execute(db);
  await sql`
    alter table app_user drop column if exists failed_login_count, drop column if exists last_failed_login_time,
      drop column if exists locked_until`.execute(db);
}
