import { sql, type Kysely } from 'kysely';

/**
 * Failed logins counted per tenant, account name (as typed, known or not) and source address, so a
 * stranger's failures lock only the stranger's own source (issue 8, item 10), and an unknown name
 * locks like a known one (item 9). No row-level security: the rows are what anonymous callers
 * typed, not a tenant's data, and the token endpoint may be asked for a tenant that does not exist.
 * The per-account counters of `app_user` go: a lock per account alone let anyone lock anyone out.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table login_failure (
      tenant_id text not null,
      account text not null,
      source text not null,
      failed_count integer not null,
      last_failed_time timestamptz not null,
      locked_until timestamptz,
      lock_count integer not null default 0,
      primary key (tenant_id, account, source)
    )`.execute(db);
  // The per-account ceiling sums an account's recent failures over every source.
  await sql`create index login_failure_account on login_failure (tenant_id, account, last_failed_time)`.execute(db);
  // Rows a day old are swept as new failures come (db/accounts/login-lockout.ts).
  await sql`create index login_failure_age on login_failure (last_failed_time)`.execute(db);
  await sql`
    alter table app_user
      drop column failed_login_count,
      drop column last_failed_login_time,
      drop column locked_until`.execute(db);
  await sql`
    do $$ begin
      if exists (select 1 from pg_roles where rolname = 'union_portal_app') then
        grant select, insert, update, delete on login_failure to union_portal_app;
      end if;
    end $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table login_failure`.execute(db);
  await sql`
    alter table app_user
      add column failed_login_count integer not null default 0,
      add column last_failed_login_time timestamptz,
      add column locked_until timestamptz`.execute(db);
}
