import { sql, type Kysely } from 'kysely';

const APP_ROLE = 'union_portal_app';

/**
 * The registers of people that rights and help approvals keep (docs/forms/group-c-rights.md "NEW",
 * Effects): `mutual_aid_cover` (rights1's members covered by a plan for a year), `member_assistance`
 * (help given: relief, hardship filing, legal aid) and `hardship_file` (a worker on file). A person is
 * `person_hash`, an HMAC of the ID number under the tenant's key (db/people), beside its mask: no ID
 * number in clear. Written by the approvals' effects, one row per person and record (a replay writes
 * nothing twice). Tenant tables behind the tenant wall.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('mutual_aid_cover')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('record_id', 'bigint', (c) => c.notNull())
    .addColumn('person_hash', 'text', (c) => c.notNull())
    .addColumn('id_mask', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('union_id', 'bigint', (c) => c.notNull())
    .addColumn('plan', 'text', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('period_start', 'date')
    .addColumn('period_end', 'date')
    .addColumn('covered_on', 'date', (c) => c.notNull())
    .addColumn('ended_on', 'date')
    .addPrimaryKeyConstraint('mutual_aid_cover_pk', ['tenant_id', 'record_id', 'person_hash'])
    .execute();
  await db.schema
    .createIndex('mutual_aid_cover_person')
    .on('mutual_aid_cover')
    .columns(['tenant_id', 'person_hash', 'plan', 'year'])
    .execute();

  await db.schema
    .createTable('member_assistance')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('record_id', 'bigint', (c) => c.notNull())
    .addColumn('person_hash', 'text', (c) => c.notNull())
    .addColumn('id_mask', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('union_id', 'bigint', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('relief', 'hardship', 'legal')`))
    .addColumn('cause', 'text')
    .addColumn('amount', 'bigint')
    .addColumn('approved_on', 'date', (c) => c.notNull())
    .addPrimaryKeyConstraint('member_assistance_pk', ['tenant_id', 'record_id', 'person_hash'])
    .execute();
  await db.schema.createIndex('member_assistance_person').on('member_assistance').columns(['tenant_id', 'person_hash', 'kind']).execute();

  await db.schema
    .createTable('hardship_file')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('record_id', 'bigint', (c) => c.notNull())
    .addColumn('person_hash', 'text', (c) => c.notNull())
    .addColumn('id_mask', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('union_id', 'bigint', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('since', 'date', (c) => c.notNull())
    .addColumn('next_review', 'date', (c) => c.notNull())
    .addColumn('state', 'text', (c) =>
      c
        .notNull()
        .defaultTo('onFile')
        .check(sql`state in ('onFile', 'exited')`),
    )
    .addPrimaryKeyConstraint('hardship_file_pk', ['tenant_id', 'record_id'])
    .execute();
  await db.schema.createIndex('hardship_file_person').on('hardship_file').columns(['tenant_id', 'person_hash', 'state']).execute();

  const role = await sql<{ n: number }>`select count(*)::int as n from pg_roles where rolname = ${APP_ROLE}`.execute(db);
  for (const table of ['mutual_aid_cover', 'member_assistance', 'hardship_file']) {
    if (role.rows[0]?.n) await sql`grant select, insert, update on ${sql.table(table)} to ${sql.raw(APP_ROLE)}`.execute(db);
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
  for (const table of ['hardship_file', 'member_assistance', 'mutual_aid_cover']) await db.schema.dropTable(table).execute();
}
