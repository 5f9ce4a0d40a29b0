import { sql, type Kysely } from 'kysely';

const APP_ROLE = 'union_portal_app';
const TABLES = ['union_profile', 'union_profile_history', 'union_officer'];

/**
 * The union profile behind the organisation tree (issue 9, item 6): one row of section data per
 * union, the history of every change to it (direct edits and approved records alike), and the
 * committee and officer list with start and end dates (an officer who left keeps the row, ended).
 * Dates are yyyy-MM-dd text, as forms carry them (no time-zone shift on the way out).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('union_profile')
    .addColumn('union_id', 'bigint', (c) => c.primaryKey().references('union_org.id'))
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenant.tenant_id'))
    // Null while the union is a placeholder (an enterprise account before its set-up is approved).
    .addColumn('established_on', 'text')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('active')
        .check(sql`status in ('preparing', 'active', 'transferredOut')`),
    )
    .addColumn('member_count', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`member_count >= 0`),
    )
    .addColumn('female_members', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`female_members >= 0`),
    )
    .addColumn('sections', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('update_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('union_profile_history')
    .addColumn('id', 'bigint', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenant.tenant_id'))
    .addColumn('union_id', 'bigint', (c) => c.notNull().references('union_org.id'))
    .addColumn('section', 'text', (c) => c.notNull())
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb', (c) => c.notNull())
    .addColumn('actor_id', 'bigint')
    .addColumn('actor_name', 'text', (c) => c.notNull())
    // `direct` for an edit of the profile page, else the approved record's module and id.
    .addColumn('source_module', 'text')
    .addColumn('source_record_id', 'bigint')
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('union_profile_history_union').on('union_profile_history').columns(['tenant_id', 'union_id', 'at']).execute();

  await db.schema
    .createTable('union_officer')
    .addColumn('id', 'bigint', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenant.tenant_id'))
    .addColumn('union_id', 'bigint', (c) => c.notNull().references('union_org.id'))
    .addColumn('committee', 'text', (c) => c.notNull().check(sql`committee in ('committee', 'finance', 'female')`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('position', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_chair', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('details', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text')
    .addColumn('source_module', 'text')
    .addColumn('source_record_id', 'bigint')
    .execute();
  await db.schema.createIndex('union_officer_union').on('union_officer').columns(['tenant_id', 'union_id', 'end_date']).execute();

  const role = await sql<{ n: number }>`select count(*)::int as n from pg_roles where rolname = ${APP_ROLE}`.execute(db);
  for (const table of TABLES) {
    const t = sql.table(table);
    if (role.rows[0]?.n) await sql`grant select, insert, update, delete on ${t} to ${sql.raw(APP_ROLE)}`.execute(db);
    // The tenant wall of 20261121T2300-enable-row-level-security, for these tenant tables too.
    await sql`alter table ${t} enable row level security`.execute(db);
    await sql`alter table ${t} force row level security`.execute(db);
    await sql`
      create policy tenant_wall on ${t}
      using (tenant_id = (select current_setting('app.tenant_id', true)) or (select current_setting('app.tenant_id', true)) = '*')
      with check (tenant_id = (select current_setting('app.tenant_id', true)) or (select current_setting('app.tenant_id', true)) = '*')`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [...TABLES].reverse()) await db.schema.dropTable(table).execute();
}
