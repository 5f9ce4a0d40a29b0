import { sql, type Kysely } from 'kysely';

const APP_ROLE = 'union_portal_app';
const TABLE = 'tenant_year_setting';

/**
 * The figures a federation sets per year (docs/forms/group-c.md "Figures the federation sets per
 * year"): 低保, the relief cap, mutual-aid fees per plan, finance's thresholds. One row per tenant,
 * year, key and item (`''` for a figure with no item; a plan's code for the mutual-aid fee). The keys
 * and their kinds live in catalogue/year-settings; a value is numeric so a multiplier or a percent may
 * carry decimals. A tenant table behind the tenant wall.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable(TABLE)
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull().check(sql`year between 2000 and 2100`))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('item', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('value', 'numeric', (c) => c.notNull())
    .addColumn('update_by', 'bigint', (c) => c.notNull())
    .addColumn('update_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('tenant_year_setting_pk', ['tenant_id', 'year', 'key', 'item'])
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
