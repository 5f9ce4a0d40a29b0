import { sql, type Kysely } from 'kysely';

const APP_ROLE = 'union_portal_app';
const TABLES = ['work_calendar', 'publicity', 'publicity_record', 'publicity_objection', 'selection_event', 'honour'];

/**
 * Publicity (公示) and honours (docs/forms/group-a-model-workers.md "Publicity (公示) and the final
 * decision", group-a-nation-innovation-honours.md "H"): the federation's working-day calendar
 * (holidays and make-up working days), a publicity of a round's approved records with its
 * objections, the append-only stream of their events (`selection_event`, one chain per publicity or
 * per approved record with an honour) and the `honour` read model projected from it. Tenant tables
 * behind the tenant wall.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('work_calendar')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('holiday', 'workday')`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('work_calendar_pk', ['tenant_id', 'day'])
    .execute();

  await db.schema
    .createTable('publicity')
    .addColumn('id', 'bigint', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('round_id', 'bigint', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    .addColumn('working_days', 'integer', (c) => c.notNull())
    .addColumn('contact_phone', 'text', (c) => c.notNull())
    .addColumn('contact_email', 'text')
    .addColumn('note', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('running'))
    .addColumn('decision_no', 'text')
    .addColumn('decision_date', 'text')
    .addColumn('decided_by', 'text')
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('publicity_round').on('publicity').columns(['tenant_id', 'round_id']).execute();

  await db.schema
    .createTable('publicity_record')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('publicity_id', 'bigint', (c) => c.notNull().references('publicity.id'))
    .addColumn('record_id', 'bigint', (c) => c.notNull())
    .addColumn('module', 'text', (c) => c.notNull())
    .addColumn('union_id', 'bigint', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('shown', 'jsonb', (c) => c.notNull())
    .addColumn('outcome', 'text')
    .addPrimaryKeyConstraint('publicity_record_pk', ['publicity_id', 'record_id'])
    .execute();
  // A record is published once.
  await db.schema.createIndex('publicity_record_once').on('publicity_record').columns(['tenant_id', 'record_id']).unique().execute();

  await db.schema
    .createTable('publicity_objection')
    .addColumn('id', 'bigint', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('publicity_id', 'bigint', (c) => c.notNull().references('publicity.id'))
    .addColumn('record_id', 'bigint', (c) => c.notNull())
    .addColumn('ref_no', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('objector_name', 'text')
    .addColumn('objector_unit', 'text')
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('filed_at', 'timestamptz', (c) => c.notNull())
    .addColumn('outcome', 'text')
    .addColumn('finding', 'text')
    .addColumn('answered_at', 'timestamptz')
    .addColumn('answered_by', 'text')
    .execute();
  await db.schema.createIndex('publicity_objection_of').on('publicity_objection').columns(['tenant_id', 'publicity_id']).execute();

  await db.schema
    .createTable('selection_event')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('stream', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull().check(sql`seq > 0`))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'bigint')
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addUniqueConstraint('selection_event_stream_seq', ['stream', 'seq'])
    .execute();
  // Append-only as flow_event: the database refuses to change or delete an event.
  await sql`
    create function selection_event_immutable() returns trigger language plpgsql as $$
    begin raise exception 'selection_event is append-only'; end $$`.execute(db);
  await sql`
    create trigger selection_event_no_change before update or delete on selection_event
    for each row execute function selection_event_immutable()`.execute(db);
  await sql`
    create trigger selection_event_no_truncate before truncate on selection_event
    for each statement execute function selection_event_immutable()`.execute(db);

  await db.schema
    .createTable('honour')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('holder_type', 'text', (c) => c.notNull().check(sql`holder_type in ('person', 'team')`))
    .addColumn('holder_name', 'text', (c) => c.notNull())
    .addColumn('id_card', 'text')
    .addColumn('union_id', 'bigint', (c) => c.notNull())
    .addColumn('union_path', 'text', (c) => c.notNull())
    .addColumn('union_name', 'text', (c) => c.notNull())
    .addColumn('unit_name', 'text')
    .addColumn('unit_uscc', 'text')
    .addColumn('honour_name', 'text', (c) => c.notNull())
    .addColumn('level', 'text', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('awarding_body', 'text', (c) => c.notNull())
    .addColumn('decision_no', 'text')
    .addColumn('award_date', 'text', (c) => c.notNull())
    .addColumn('source_module', 'text', (c) => c.notNull())
    .addColumn('source_record_id', 'bigint', (c) => c.notNull())
    .addColumn('event_id', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('honour_list').on('honour').columns(['tenant_id', 'holder_type', 'year']).execute();
  await db.schema.createIndex('honour_holder').on('honour').columns(['tenant_id', 'id_card']).execute();
  await db.schema.createIndex('honour_union').on('honour').columns(['tenant_id', 'union_path']).execute();

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
  await sql`drop function selection_event_immutable()`.execute(db);
}
