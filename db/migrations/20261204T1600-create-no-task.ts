import { sql, type Kysely } from 'kysely';

const APP_ROLE = 'union_portal_app';

/**
 * A union's declaration that it has nothing to file for a round (the `noTask` shape): one per
 * union, module and year; it holds the year, so a later submit of the module for it answers 409.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('no_task')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('module', 'text', (c) => c.notNull())
    .addColumn('union_id', 'bigint', (c) => c.notNull())
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('round_id', 'bigint', (c) => c.notNull())
    .addColumn('declared_by', 'text', (c) => c.notNull())
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('no_task_pk', ['tenant_id', 'module', 'union_id', 'period'])
    .execute();
  const role = await sql<{ n: number }>`select count(*)::int as n from pg_roles where rolname = ${APP_ROLE}`.execute(db);
  if (role.rows[0]?.n) await sql`grant select, insert, update, delete on no_task to ${sql.raw(APP_ROLE)}`.execute(db);
  // The tenant wall of 20261121T2300-enable-row-level-security, for this tenant table too.
  await sql`alter table no_task enable row level security`.execute(db);
  await sql`alter table no_task force row level security`.execute(db);
  await sql`
    create policy tenant_wall on no_task
    using (tenant_id = (select current_setting('app.tenant_id', true)) or (select current_setting('app.tenant_id', true)) = '*')
    with check (tenant_id = (select current_setting('app.tenant_id', true)) or (select current_setting('app.tenant_id', true)) = '*')`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('no_task').execute();
}
