import { sql, type Kysely } from 'kysely';

/** The event store, the record and task read models, attachments and id reservations. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('flow_event')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('process_instance_id', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull().check(sql`seq > 0`))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('module', 'text', (c) => c.notNull())
    .addColumn('record_id', 'bigint', (c) => c.notNull())
    .addColumn('actor_id', 'bigint')
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('actor_union', 'text', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('prev_hash', 'text', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    // An activity retried after a crash inserts the same (flow, seq) again: the key makes it a no-op.
    .addUniqueConstraint('flow_event_flow_seq', ['process_instance_id', 'seq'])
    .execute();
  // Append-only by construction: the database refuses to change or delete an event.
  await sql`
    create function flow_event_immutable() returns trigger language plpgsql as $$
    begin raise exception 'flow_event is append-only'; end $$`.execute(db);
  await sql`
    create trigger flow_event_no_change before update or delete on flow_event
    for each row execute function flow_event_immutable()`.execute(db);
  await sql`
    create trigger flow_event_no_truncate before truncate on flow_event
    for each statement execute function flow_event_immutable()`.execute(db);

  await db.schema
    .createTable('record')
    .addColumn('id', 'bigint', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('module', 'text', (c) => c.notNull())
    .addColumn('process_instance_id', 'text', (c) => c.notNull().unique())
    .addColumn('union_id', 'bigint', (c) => c.notNull())
    .addColumn('union_path', 'text', (c) => c.notNull())
    .addColumn('union_name', 'text', (c) => c.notNull())
    .addColumn('applicant_id', 'bigint', (c) => c.notNull())
    .addColumn('applicant_name', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('stage', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('stage_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('form', 'jsonb', (c) => c.notNull())
    .addColumn('submitted_form', 'jsonb')
    .addColumn('open_task_id', 'text')
    .addColumn('last_comment', 'text')
    .addColumn('reviewer_acted', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('submit_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_seq', 'integer', (c) => c.notNull())
    .addColumn('create_time', 'timestamptz', (c) => c.notNull())
    .addColumn('update_time', 'timestamptz', (c) => c.notNull())
    .addColumn('submit_time', 'timestamptz')
    .addColumn('end_time', 'timestamptz')
    .execute();
  await db.schema.createIndex('record_list').on('record').columns(['tenant_id', 'module', 'create_time desc', 'id desc']).execute();
  await db.schema.createIndex('record_union_path').on('record').columns(['tenant_id', 'union_path']).execute();

  await db.schema
    .createTable('flow_task')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('process_instance_id', 'text', (c) => c.notNull())
    .addColumn('record_id', 'bigint', (c) => c.notNull())
    .addColumn('module', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('union_name', 'text', (c) => c.notNull())
    .addColumn('applicant_name', 'text', (c) => c.notNull())
    .addColumn('stage', 'integer', (c) => c.notNull())
    .addColumn('stage_key', 'text', (c) => c.notNull())
    .addColumn('stage_name', 'text', (c) => c.notNull())
    .addColumn('candidates', sql`text[]`, (c) => c.notNull())
    .addColumn('assignee_id', 'bigint')
    .addColumn('assignee_name', 'text')
    .addColumn('create_time', 'timestamptz', (c) => c.notNull())
    .addColumn('due_time', 'timestamptz', (c) => c.notNull())
    .addColumn('claim_time', 'timestamptz')
    .addColumn('complete_time', 'timestamptz')
    .addColumn('outcome', 'text')
    .addColumn('comment', 'text')
    .execute();
  await sql`create index flow_task_open_candidates on flow_task using gin (candidates) where outcome is null`.execute(db);
  await db.schema.createIndex('flow_task_assignee').on('flow_task').columns(['tenant_id', 'assignee_id']).execute();
  await db.schema.createIndex('flow_task_flow').on('flow_task').column('process_instance_id').execute();

  await db.schema
    .createTable('attachment')
    .addColumn('id', 'bigint', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('record_id', 'bigint', (c) => c.notNull())
    .addColumn('module', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('object_key', 'text', (c) => c.notNull())
    .addColumn('uploaded_by', 'bigint', (c) => c.notNull())
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('attachment_record').on('attachment').columns(['tenant_id', 'record_id']).execute();

  await db.schema
    .createTable('id_reservation')
    .addColumn('id', 'bigint', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('module', 'text', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['id_reservation', 'attachment', 'flow_task', 'record', 'flow_event']) {
    await db.schema.dropTable(t).execute();
  }
  await sql`drop function flow_event_immutable`.execute(db);
}
