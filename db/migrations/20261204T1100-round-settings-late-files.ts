import { sql, type Kysely } from 'kysely';

const APP_ROLE = 'union_portal_app';

/**
 * The round's remaining settings and the late slots (docs/forms/group-a-model-workers.md): the
 * no-repeat years of a round (blank: a holder of the title is never nominated for it again), and
 * the files a union uploads to an approved record's late slot (`uploadAttachment`: the stamped scan),
 * each naming its slot. A tenant table behind the tenant wall.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('selection_round').addColumn('no_repeat_years', 'integer').execute();
  await db.schema
    .createTable('record_late_file')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('attachment_id', 'bigint', (c) => c.primaryKey())
    .addColumn('record_id', 'bigint', (c) => c.notNull())
    .addColumn('slot', 'text', (c) => c.notNull())
    .addColumn('uploaded_by', 'bigint', (c) => c.notNull())
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('record_late_file_record').on('record_late_file').columns(['tenant_id', 'record_id', 'slot']).execute();
  const role = await sql<{ n: number }>`select count(*)::int as n from pg_roles where rolname = ${APP_ROLE}`.execute(db);
  if (role.rows[0]?.n) await sql`grant select, insert, update, delete on record_late_file to ${sql.raw(APP_ROLE)}`.execute(db);
  // The tenant wall of 20261121T2300-enable-row-level-security.
  await sql`alter table record_late_file enable row level security`.execute(db);
  await sql`alter table record_late_file force row level security`.execute(db);
  await sql`
    create policy tenant_wall on record_late_file
    using (tenant_id = (select current_setting('app.tenant_id', true)) or (select current_setting('app.tenant_id', true)) = '*')
    with check (tenant_id = (select current_setting('app.tenant_id', true)) or (select current_setting('app.tenant_id', true)) = '*')`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('record_late_file').execute();
  await db.schema.alterTable('selection_round').dropColumn('no_repeat_years').execute();
}
