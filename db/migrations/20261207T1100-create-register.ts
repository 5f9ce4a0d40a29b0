import { sql, type Kysely } from 'kysely';

const APP_ROLE = 'union_portal_app';
const TABLES = ['register_row', 'register_history'];

/**
 * The `register` shape (docs/forms/group-c.md "One register shape"): a union's registers kept by
 * approvals (the venues, the covered enterprises), one store with a `register` key column, and its
 * history (the survey's `covered_enterprise_history`, generalised). Both are read models projected
 * from the `register-<rowId>` streams of `selection_event`, rebuilt from them. Tenant tables behind
 * the tenant wall.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('register_row')
    .addColumn('id', 'bigint', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('register', 'text', (c) => c.notNull())
    .addColumn('union_id', 'bigint', (c) => c.notNull())
    // Re-read from the tree after a rebuild and moved with the union by a transfer: the data scope.
    .addColumn('union_path', 'text', (c) => c.notNull())
    // The register's own key (an enterprise's credit code); null where a register has none (venues).
    .addColumn('row_key', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('active', 'closed')`))
    .addColumn('source_module', 'text')
    .addColumn('source_record_id', 'bigint')
    .addColumn('recognised_on', 'text', (c) => c.notNull())
    .addColumn('closed_on', 'text')
    .addColumn('close_reason', 'text')
    // The sequence number of the last event of the row's stream applied.
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('changed_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('register_row_union').on('register_row').columns(['tenant_id', 'register', 'union_path']).execute();
  // One active row per key and tenant (one covering union per credit code): the last guard behind the rules.
  await sql`create unique index register_row_active_key on register_row (tenant_id, register, row_key) where state = 'active' and row_key is not null`.execute(
    db,
  );

  await db.schema
    .createTable('register_history')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('register', 'text', (c) => c.notNull())
    .addColumn('row_id', 'bigint')
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .addColumn('outcome', 'text', (c) => c.notNull().check(sql`outcome in ('done', 'skipped')`))
    .addColumn('reason', 'text')
    .addColumn('source_module', 'text')
    .addColumn('source_record_id', 'bigint')
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('event_id', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('register_history_row').on('register_history').columns(['tenant_id', 'row_id']).execute();
  await db.schema.createIndex('register_history_record').on('register_history').columns(['tenant_id', 'source_record_id']).execute();

  const role = await sql<{ n: number }>`select count(*)::int as n from pg_roles where rolname = ${APP_ROLE}`.execute(db);
  for (const table of TABLES) {
    if (role.rows[0]?.n) await sql`grant select, insert, update, delete on ${sql.table(table)} to ${sql.raw(APP_ROLE)}`.execute(db);
    // The tenant wall of 20261121T2300-enable-row-level-security.
    await sql`alter table ${sql.table(table)} enable row level security`.execute(db);
    await sql`alter table ${sql.table(table)} force row level security`.execute(db);
    await sql`
      create policy tenant_wall on ${sql.table(table)}
      using (tenant_id = (select current_setting('app.tenant_id', true)) or (select current_setting('app.tenant_id', true)) = '*')
      with check (tenant_id = (select current_setting('app.tenant_id', true)) or (select current_setting('app.tenant_id', true)) = '*')`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [...TABLES].reverse()) await db.schema.dropTable(table).execute();
}
