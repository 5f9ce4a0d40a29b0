import { sql, type Kysely } from 'kysely';

/**
 * Flow models as data: each record names the model version its flow walks (null: started before
 * deployments existed), and the read-only tasks of those told of a stage (知会, `cc.sent`), whose
 * acknowledgement is a receipt kept here (a rebuild of the read models keeps it).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table record add column model_key text`.execute(db);
  await sql`alter table record add column flow_version integer`.execute(db);
  await sql`alter table record add column flow_version_id text`.execute(db);
  await sql`create index record_flow_version on record (tenant_id, flow_version_id) where flow_version_id is not null`.execute(db);
  await db.schema
    .createTable('flow_cc')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('process_instance_id', 'text', (c) => c.notNull())
    .addColumn('record_id', 'bigint', (c) => c.notNull())
    .addColumn('module', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('union_name', 'text', (c) => c.notNull())
    .addColumn('stage_key', 'text', (c) => c.notNull())
    .addColumn('stage_name', 'text', (c) => c.notNull())
    .addColumn('candidates', sql`text[]`, (c) => c.notNull())
    .addColumn('create_time', 'timestamptz', (c) => c.notNull())
    .addColumn('read_by', 'bigint')
    .addColumn('read_name', 'text')
    .addColumn('read_time', 'timestamptz')
    .execute();
  await sql`create index flow_cc_unread on flow_cc using gin (candidates) where read_time is null`.execute(db);
  await db.schema.createIndex('flow_cc_flow').on('flow_cc').columns(['tenant_id', 'process_instance_id']).execute();
  await sql`alter table flow_cc enable row level security`.execute(db);
  await sql`alter table flow_cc force row level security`.execute(db);
  await sql`
    create policy tenant_wall on flow_cc
    using (tenant_id = (select current_setting('app.tenant_id', true)) or (select current_setting('app.tenant_id', true)) = '*')
    with check (tenant_id = (select current_setting('app.tenant_id', true)) or (select current_setting('app.tenant_id', true)) = '*')`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('flow_cc').execute();
  await sql`drop index record_flow_version`.execute(db);
  for (const c of ['flow_version_id', 'flow_version', 'model_key']) await sql`alter table record drop column ${sql.raw(c)}`.execute(db);
}
