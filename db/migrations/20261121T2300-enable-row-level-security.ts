import { sql, type Kysely } from 'kysely';

const APP_ROLE = 'union_portal_app';

/** Every table that holds a tenant's data at this point of the schema's history. */
const TENANT_TABLES = [
  'app_user',
  'attachment',
  'auth_session',
  'dept',
  'error_log',
  'flow_event',
  'flow_task',
  'guide_progress',
  'id_reservation',
  'post',
  'record',
  'refresh_token',
  'registration',
  'role',
  'role_menu',
  'role_scope',
  'sms_outbox',
  'top_menu',
  'top_menu_setting',
  'union_org',
  'user_menu',
  'user_oauth',
  'user_role',
];

/** Tables whose rows may carry no tenant. */
const NO_TENANT_WRITES = new Set(['sms_outbox']);

/**
 * The second wall of tenant isolation: each tenant table shows and accepts only rows of the tenant
 * the connection names in `app.tenant_id` ('*' for system work). The queries filter by tenant
 * themselves; this stops one that forgot. FORCE makes it bind the tables' owner too; a superuser
 * login (development, tests) takes the app role, which this migration creates when it may.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    do $$ begin
      if not exists (select 1 from pg_roles where rolname = ${sql.lit(APP_ROLE)}) then
        create role ${sql.raw(APP_ROLE)} nologin;
      end if;
    exception when insufficient_privilege then
      raise notice 'no privilege to create role %; row-level security binds the owner login instead', ${sql.lit(APP_ROLE)};
    end $$`.execute(db);
  const role = await sql<{ n: number }>`select count(*)::int as n from pg_roles where rolname = ${APP_ROLE}`.execute(db);
  if (role.rows[0]?.n) {
    await sql`grant usage on schema public to ${sql.raw(APP_ROLE)}`.execute(db);
    await sql`grant select, insert, update, delete on all tables in schema public to ${sql.raw(APP_ROLE)}`.execute(db);
    await sql`grant usage, select on all sequences in schema public to ${sql.raw(APP_ROLE)}`.execute(db);
    await sql`alter default privileges in schema public grant select, insert, update, delete on tables to ${sql.raw(APP_ROLE)}`.execute(db);
    await sql`alter default privileges in schema public grant usage, select on sequences to ${sql.raw(APP_ROLE)}`.execute(db);
    await sql`
      do $$ begin
        execute format('grant %I to %I', ${sql.lit(APP_ROLE)}, current_user);
      exception when others then
        raise notice 'could not grant % to the owner', ${sql.lit(APP_ROLE)};
      end $$`.execute(db);
  }
  for (const table of TENANT_TABLES) {
    const t = sql.table(table);
    await sql`alter table ${t} enable row level security`.execute(db);
    await sql`alter table ${t} force row level security`.execute(db);
    // An outbox message sent before there is an account (a registration code) belongs to no tenant:
    // anyone may write one, only system work reads it.
    const ownerless = NO_TENANT_WRITES.has(table) ? sql`tenant_id is null or ` : sql``;
    // The setting is read in sub-selects, which Postgres evaluates once per query rather than per row.
    await sql`
      create policy tenant_wall on ${t}
      using (tenant_id = (select current_setting('app.tenant_id', true)) or (select current_setting('app.tenant_id', true)) = '*')
      with check (${ownerless}tenant_id = (select current_setting('app.tenant_id', true)) or (select current_setting('app.tenant_id', true)) = '*')`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TENANT_TABLES) {
    const t = sql.table(table);
    await sql`drop policy tenant_wall on ${t}`.execute(db);
    await sql`alter table ${t} no force row level security`.execute(db);
    await sql`alter table ${t} disable row level security`.execute(db);
  }
}
