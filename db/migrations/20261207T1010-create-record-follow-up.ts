import { sql, type Kysely } from 'kysely';

const APP_ROLE = 'union_portal_app';
const TABLE = 'record_follow_up';

/**
 * Follow-up rows of approved records (the `followUps` shape, docs/forms/group-c-rights.md "Follow-up
 * rows"): one row per `followUp.added` event of the record's flow, projected from it (a rebuild
 * writes them again), never edited. Each row carries the case's state after it (`case_state`, the
 * next row due), so a list reads a record's last row. A tenant table behind the tenant wall.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable(TABLE)
    .addColumn('id', 'bigint', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('process_instance_id', 'text', (c) => c.notNull())
    .addColumn('record_id', 'bigint', (c) => c.notNull())
    .addColumn('module', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint')
    .addColumn('outcome', 'text')
    .addColumn('note', 'text')
    .addColumn('files', 'jsonb', (c) => c.notNull())
    .addColumn('corrects', 'bigint')
    .addColumn('writer', 'text', (c) => c.notNull().check(sql`writer in ('reviewer', 'applicant')`))
    .addColumn('actor_id', 'bigint')
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('actor_union', 'text', (c) => c.notNull())
    .addColumn('create_time', 'timestamptz', (c) => c.notNull())
    .addColumn('case_state', 'text', (c) => c.notNull().check(sql`case_state in ('open', 'closed')`))
    .addColumn('next_due_kind', 'text')
    .addColumn('next_due_day', 'text')
    .execute();
  await db.schema.createIndex('record_follow_up_of').on(TABLE).columns(['tenant_id', 'record_id', 'seq']).unique().execute();
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
