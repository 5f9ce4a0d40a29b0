import { sql, type Kysely } from 'kysely';

const APP_ROLE = 'union_portal_app';

/**
 * Question sets of the questionnaire modules and their versions. A version is a draft until it is
 * published; from then on it never changes (a trigger refuses it), so a record that pinned a version
 * keeps the questions it answered whatever later versions say.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('question_set')
    .addColumn('id', 'bigint', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('set_key', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('create_user', 'bigint', (c) => c.notNull())
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('update_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('question_set_key_unique', ['tenant_id', 'set_key'])
    .execute();
  await db.schema
    .createTable('question_set_version')
    .addColumn('id', 'bigint', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('set_id', 'bigint', (c) => c.notNull().references('question_set.id').onDelete('restrict'))
    .addColumn('version', 'integer', (c) => c.notNull().check(sql`version >= 1`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('draft', 'published')`))
    .addColumn('content', 'jsonb', (c) => c.notNull())
    .addColumn('update_user', 'bigint', (c) => c.notNull())
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('update_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('publish_time', 'timestamptz')
    .addUniqueConstraint('question_set_version_unique', ['set_id', 'version'])
    .execute();
  // At most one draft per set: the builder edits one next version at a time.
  await sql`create unique index question_set_one_draft on question_set_version (set_id) where status = 'draft'`.execute(db);
  await sql`
    create function question_set_version_frozen() returns trigger language plpgsql as $$
    begin
      if old.status = 'published' then
        raise exception 'question set version % is published and cannot change', old.id using errcode = 'check_violation';
      end if;
      return case when tg_op = 'DELETE' then old else new end;
    end $$`.execute(db);
  await sql`
    create trigger question_set_version_frozen before update or delete on question_set_version
    for each row execute function question_set_version_frozen()`.execute(db);

  const role = await sql<{ n: number }>`select count(*)::int as n from pg_roles where rolname = ${APP_ROLE}`.execute(db);
  for (const table of ['question_set', 'question_set_version']) {
    if (role.rows[0]?.n) await sql`grant select, insert, update, delete on ${sql.table(table)} to ${sql.raw(APP_ROLE)}`.execute(db);
    // The tenant wall of 20261121T2300-enable-row-level-security, for these tenant tables too.
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
  await db.schema.dropTable('question_set_version').execute();
  await db.schema.dropTable('question_set').execute();
  await sql`drop function if exists question_set_version_frozen()`.execute(db);
}
