import { sql, type Kysely } from 'kysely';

const APP_ROLE = 'union_portal_app';

/**
 * The period a record of a `period` module holds (one filing per union and year, or per call for
 * applications): the unique key makes two concurrent first saves of the same union and period
 * race on one row, so the second answers 409 naming the first. The command path claims the row
 * before it starts the flow; a removed, cancelled or expired holder gives its period up.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('record_period')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('module', 'text', (c) => c.notNull())
    .addColumn('union_id', 'bigint', (c) => c.notNull())
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('record_id', 'bigint', (c) => c.notNull())
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('record_period_pk', ['tenant_id', 'module', 'union_id', 'period'])
    .execute();
  await db.schema.createIndex('record_period_record').on('record_period').columns(['tenant_id', 'record_id']).execute();
  const role = await sql<{ n: number }>`select count(*)::int as n from pg_roles where rolname = ${APP_ROLE}`.execute(db);
  if (role.rows[0]?.n) await sql`grant select, insert, update, delete on record_period to ${sql.raw(APP_ROLE)}`.execute(db);
  // The tenant wall of 20261121T2300-enable-row-level-security, for this tenant table too.
  await sql`alter table record_period enable row level security`.execute(db);
  await sql`alter table record_period force row level security`.execute(db);
  await sql`
    create policy tenant_wall on record_period
    using (tenant_id = (select current_setting('app.tenant_id', true)) or (select current_setting('app.tenant_id', true)) = '*')
    with check (tenant_id = (select current_setting('app.tenant_id', true)) or (select current_setting('app.tenant_id', true)) = '*')`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('record_period').execute();
}
