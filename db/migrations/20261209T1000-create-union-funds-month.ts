import { sql, type Kysely } from 'kysely';

const APP_ROLE = 'union_portal_app';
const TABLE = 'union_funds_month';

/**
 * The funds ledger (docs/forms/group-d.md "finance1", New engineering 8): one row per union and month
 * an approval moved (back payments, refunds, returns), projected from the `funds.moved` events of
 * `selection_event` (a rebuild writes it again from them). A tenant table behind the tenant wall.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable(TABLE)
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('union_id', 'bigint', (c) => c.notNull())
    .addColumn('month', 'text', (c) => c.notNull().check(sql`month ~ '^\\d{4}-(0[1-9]|1[0-2])$'`))
    .addColumn('payroll', 'bigint')
    .addColumn('paid', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('refunded', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('returned', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('sources', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('changed_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('union_funds_month_pk', ['tenant_id', 'union_id', 'month'])
    .execute();
  const role = await sql<{ n: number }>`select count(*)::int as n from pg_roles where rolname = ${APP_ROLE}`.execute(db);
  if (role.rows[0]?.n) await sql`grant select, insert, update, delete on ${sql.table(TABLE)} to ${sql.raw(APP_ROLE)}`.execute(db);
  // The tenant wall of 20261121T2300-enable-row-level-security.
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
}
