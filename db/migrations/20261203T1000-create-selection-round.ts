import { sql, type Kysely } from 'kysely';

const APP_ROLE = 'union_portal_app';
const TABLES = ['selection_round', 'selection_round_places', 'round_record'];

/**
 * The round shape's store (services/records/shapes/round, docs/forms/group-a.md "One vocabulary"):
 * a selection round per kind and year kept by the federation (its window, places per union, places
 * per higher union, publicity days), and the round each submitted record was filed in. One open
 * round per tenant and kind at a time (the partial unique index). Tenant tables behind the tenant wall.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('selection_round')
    .addColumn('id', 'bigint', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('opens_at', 'timestamptz', (c) => c.notNull())
    .addColumn('closes_at', 'timestamptz', (c) => c.notNull())
    .addColumn('places_per_union', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('publicity_days', 'integer', (c) => c.notNull().defaultTo(5))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('update_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index selection_round_one_open on selection_round (tenant_id, kind) where status = 'open'`.execute(db);
  await db.schema.createIndex('selection_round_kind_year').on('selection_round').columns(['tenant_id', 'kind', 'year']).execute();
  await db.schema
    .createTable('selection_round_places')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('round_id', 'bigint', (c) => c.notNull().references('selection_round.id').onDelete('cascade'))
    .addColumn('union_id', 'bigint', (c) => c.notNull())
    .addColumn('places', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('selection_round_places_pk', ['round_id', 'union_id'])
    .execute();
  await db.schema
    .createTable('round_record')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('record_id', 'bigint', (c) => c.primaryKey())
    .addColumn('round_id', 'bigint', (c) => c.notNull().references('selection_round.id'))
    .addColumn('module', 'text', (c) => c.notNull())
    .addColumn('union_id', 'bigint', (c) => c.notNull())
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('round_record_union').on('round_record').columns(['tenant_id', 'round_id', 'union_id']).execute();
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
