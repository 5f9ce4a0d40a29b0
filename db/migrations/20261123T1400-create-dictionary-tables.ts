import { sql, type Kysely } from 'kysely';

const APP_ROLE = 'union_portal_app';

/**
 * The dictionaries: `dict` (system, platform-wide) and `dict_biz` (per tenant), each a tree of a
 * top row per code and its entries. Removal marks rows deleted. Unique among live rows: a code's
 * top row (per tenant for `dict_biz`) and a key within its code, so that a code's entries read as
 * one flat list of distinct keys.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['dict', 'dict_biz'] as const) {
    let create = db.schema.createTable(table).addColumn('id', 'bigint', (c) => c.primaryKey());
    if (table === 'dict_biz') create = create.addColumn('tenant_id', 'text', (c) => c.notNull().references('tenant.tenant_id'));
    await create
      .addColumn('parent_id', 'bigint', (c) => c.references(`${table}.id`))
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('dict_key', 'text')
      .addColumn('dict_value', 'text', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_sealed', 'smallint', (c) =>
        c
          .notNull()
          .defaultTo(0)
          .check(sql`is_sealed in (0, 1)`),
      )
      .addColumn('remark', 'text')
      .addColumn('is_deleted', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('update_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addCheckConstraint(`${table}_entry_key`, sql`(parent_id is null) = (dict_key is null)`)
      .execute();
  }
  await sql`create unique index dict_code on dict (code) where parent_id is null and not is_deleted`.execute(db);
  await sql`create unique index dict_key_in_code on dict (code, dict_key) where parent_id is not null and not is_deleted`.execute(db);
  await sql`create index dict_parent on dict (parent_id)`.execute(db);
  await sql`create unique index dict_biz_code on dict_biz (tenant_id, code) where parent_id is null and not is_deleted`.execute(db);
  await sql`create unique index dict_biz_key_in_code on dict_biz (tenant_id, code, dict_key) where parent_id is not null and not is_deleted`.execute(
    db,
  );
  await sql`create index dict_biz_parent on dict_biz (parent_id)`.execute(db);

  const role = await sql<{ n: number }>`select count(*)::int as n from pg_roles where rolname = ${APP_ROLE}`.execute(db);
  if (role.rows[0]?.n) await sql`grant select, insert, update, delete on dict, dict_biz to ${sql.raw(APP_ROLE)}`.execute(db);
  // The tenant wall of 20261121T2300-enable-row-level-security, for the tenant table; `dict` has no tenant.
  await sql`alter table dict_biz enable row level security`.execute(db);
  await sql`alter table dict_biz force row level security`.execute(db);
  await sql`
    create policy tenant_wall on dict_biz
    using (tenant_id = (select current_setting('app.tenant_id', true)) or (select current_setting('app.tenant_id', true)) = '*')
    with check (tenant_id = (select current_setting('app.tenant_id', true)) or (select current_setting('app.tenant_id', true)) = '*')`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('dict_biz').execute();
  await db.schema.dropTable('dict').execute();
}
