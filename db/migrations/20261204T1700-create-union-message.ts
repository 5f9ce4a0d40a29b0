import { sql, type Kysely } from 'kysely';

const APP_ROLE = 'union_portal_app';
const TABLE = 'union_message';

/**
 * Portal messages to one union (its accounts read them in the console): the reminders of a higher
 * union to the unions below it that have not filed (recommendEmployeeInnovationBoost1Endpoint
 * `sendRemind`, docs/forms/group-a-nation-innovation-honours.md, I-REMIND). `day` is the Beijing day
 * it was sent: one reminder per module, union and day is the unique index, so two parallel reminders
 * of one day write one row. A tenant table behind the tenant wall.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable(TABLE)
    .addColumn('id', 'bigint', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('union_id', 'bigint', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('module', 'text', (c) => c.notNull())
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('sent_by', 'bigint', (c) => c.notNull())
    .addColumn('sent_by_union', 'bigint', (c) => c.notNull())
    .addColumn('channels', 'jsonb', (c) => c.notNull())
    .addColumn('read_time', 'timestamptz')
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index union_message_once_a_day on union_message (tenant_id, kind, module, union_id, day)`.execute(db);
  await db.schema.createIndex('union_message_union').on(TABLE).columns(['tenant_id', 'union_id', 'create_time']).execute();
  const role = await sql<{ n: number }>`select count(*)::int as n from pg_roles where rolname = ${APP_ROLE}`.execute(db);
  if (role.rows[0]?.n) await sql`grant select, insert, update, delete on ${sql.table(TABLE)} to ${sql.raw(APP_ROLE)}`.execute(db);
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
