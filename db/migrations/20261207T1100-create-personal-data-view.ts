import { sql, type Kysely } from 'kysely';

const APP_ROLE = 'union_portal_app';
const TABLE = 'personal_data_view';

/**
 * The log of every full view of a record's personal data (docs/forms/group-c-rights.md "The reveal
 * call and the access log", PD-4, PD-7): who, when, which record and fields, by which channel and why.
 * Written in the transaction that answers the values, so nothing is answered unlogged. Append-only: a
 * trigger refuses update and delete (as `flow_model_audit`'s does). A tenant table behind the tenant wall.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable(TABLE)
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('account_id', 'bigint', (c) => c.notNull())
    .addColumn('union_id', 'bigint', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('applicant', 'reviewer')`))
    .addColumn('record_id', 'bigint', (c) => c.notNull())
    .addColumn('module', 'text', (c) => c.notNull())
    .addColumn('fields', sql`text[]`, (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('request_id', 'text')
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .execute();
  await db.schema.createIndex('personal_data_view_at').on(TABLE).columns(['tenant_id', 'at']).execute();
  await db.schema.createIndex('personal_data_view_record').on(TABLE).columns(['tenant_id', 'record_id', 'at']).execute();
  await sql`
    create function personal_data_view_append_only() returns trigger language plpgsql as $$
    begin raise exception 'personal_data_view is append-only' using errcode = 'check_violation'; end $$`.execute(db);
  await sql`
    create trigger personal_data_view_no_change before update or delete on personal_data_view
    for each row execute function personal_data_view_append_only()`.execute(db);
  const role = await sql<{ n: number }>`select count(*)::int as n from pg_roles where rolname = ${APP_ROLE}`.execute(db);
  if (role.rows[0]?.n) await sql`grant select, insert on ${sql.table(TABLE)} to ${sql.raw(APP_ROLE)}`.execute(db);
  await sql`alter table ${sql.table(TABLE)} enable row level security`.execute(db);
  await sql`alter table ${sql.table(TABLE)} force row level security`.execute(db);
  await sql`
    create policy tenant_wall on ${sql.table(TABLE)}
    using (tenant_id = (select current_setting('app.tenant_id', true)) or (select current_setting('app.tenant_id', true)) = '*')
    with check (tenant_id = (select current_setting('app.tenant_id', true)) or (select current_setting('app.tenant_id', true)) = '*')`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable(TABLE).execute();
  await sql`drop function if exists personal_data_view_append_only()`.execute(db);
}
