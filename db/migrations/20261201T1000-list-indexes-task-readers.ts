import { sql, type Kysely } from 'kysely';

/** The columns the visibility rule reads, carried by the list indexes so a page and its bounded count read no table row. */
const VISIBILITY_COLUMNS = ['state', 'union_id', 'union_path', 'submit_count', 'applicant_id', 'parent_id'];

const including = (columns: string[]) => sql`include (${sql.join(columns.map((c) => sql.id(c)))})`;

/**
 * Index-friendly list pages (docs/PERFORMANCE-LISTS.md). Row-level security lets only leakproof
 * operators reach an index (`=`, `<`, `~>=~`, never `&&` or `LIKE`), so:
 *
 * - `task_reader` holds, for every open review task, one row per key that reads it (each candidate
 *   `union:<id>`, `role:<key>`, `user:<id>`, and `user:<assignee>` once claimed): the reviewers'
 *   records and claim lists are equality lookups. A trigger on `flow_task` keeps it in step in the
 *   same transaction, whoever writes the task (the projection, a rebuild, an effect, a bulk load).
 * - The record lists walk an index in the order of the page with the rule's columns included
 *   (creation and update time), or reach a union's, a subtree's or an applicant's records directly;
 *   the other sort fields have a narrow index each.
 * - A record in review has been submitted: the database holds the lists to it, so the tenant-wide
 *   scope (every submitted record) already holds every record a reviewer sees.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table record add constraint record_in_review_submitted check (state <> 'in_review' or submit_count > 0)`.execute(db);
  await limitedFields(db);

  await sql`drop index record_list`.execute(db);
  await sql`drop index record_visibility`.execute(db);
  // With the title and what the field rule reads of the row too: a search (ILIKE, which no index serves under
  // row-level security) reads this index, not the rows.
  const searched = [...VISIBILITY_COLUMNS, 'title', 'fields_limited', 'process_instance_id'];
  await sql`create index record_by_create_time on record (tenant_id, module, create_time desc, id desc) ${including(searched)}`.execute(db);
  await sql`create index record_by_update_time on record (tenant_id, module, update_time desc, id desc) ${including(VISIBILITY_COLUMNS)}`.execute(
    db,
  );
  await sql`create index record_by_submit_time on record (tenant_id, module, submit_time desc, id desc)`.execute(db);
  await sql`create index record_by_end_time on record (tenant_id, module, end_time desc, id desc)`.execute(db);
  // A state filter's count reads this index only (10,000 heap rows cost 22 ms at 1M records).
  await sql`create index record_by_state on record (tenant_id, module, state, id desc) ${including(VISIBILITY_COLUMNS)}`.execute(db);
  await sql`create index record_by_id on record (tenant_id, module, id desc)`.execute(db);
  // A union's own records (an enterprise's list, the send list, the returned count), newest first per module.
  await sql`create index record_of_union on record (tenant_id, union_id, module, create_time desc, id desc)`.execute(db);
  // A subtree's records (`~>=~` / `~<~` on the path, byte-wise whatever the collation) and the notices published above.
  await sql`create index record_of_subtree on record (tenant_id, module, union_path text_pattern_ops) ${including(VISIBILITY_COLUMNS)}`.execute(
    db,
  );
  await sql`create index record_of_applicant on record (tenant_id, applicant_id, module, create_time desc, id desc)`.execute(db);

  await db.schema
    .createTable('task_reader')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('task_id', 'text', (c) => c.notNull())
    .addColumn('reader', 'text', (c) => c.notNull())
    .addColumn('record_id', 'bigint', (c) => c.notNull())
    .addColumn('module', 'text', (c) => c.notNull())
    // The record's union (a union never reviews its own records) and creation time (the record lists' default
    // order), which never change, and the task's creation time (the claim list's).
    .addColumn('union_id', 'bigint', (c) => c.notNull())
    .addColumn('record_time', 'timestamptz', (c) => c.notNull())
    .addColumn('task_time', 'timestamptz', (c) => c.notNull())
    .addColumn('claimed', 'boolean', (c) => c.notNull())
    .addPrimaryKeyConstraint('task_reader_pkey', ['task_id', 'reader'])
    .execute();
  await sql`create index task_reader_records on task_reader (tenant_id, reader, module, record_time desc, record_id desc)`.execute(db);
  await sql`create index task_reader_claimable on task_reader (tenant_id, reader, task_time desc, task_id) include (union_id, module) where not claimed`.execute(
    db,
  );
  await sql`create index task_reader_of_record on task_reader (record_id)`.execute(db);
  await sql`alter table task_reader enable row level security`.execute(db);
  await sql`alter table task_reader force row level security`.execute(db);
  await sql`
    create policy tenant_wall on task_reader
    using (tenant_id = (select current_setting('app.tenant_id', true)) or (select current_setting('app.tenant_id', true)) = '*')
    with check (tenant_id = (select current_setting('app.tenant_id', true)) or (select current_setting('app.tenant_id', true)) = '*')`.execute(
    db,
  );

  await sql`
    create function task_readers_of(t flow_task) returns setof task_reader language sql stable as $$
      select t.tenant_id, t.id, k.reader, t.record_id, t.module, r.union_id, r.create_time, t.create_time, t.assignee_id is not null
      from record r, (select unnest(t.candidates) as reader union select 'user:' || t.assignee_id where t.assignee_id is not null) k
      where r.id = t.record_id and t.outcome is null $$`.execute(db);
  await sql`
    create function task_reader_sync() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then delete from task_reader where task_id = old.id; end if;
      if tg_op in ('INSERT', 'UPDATE') then insert into task_reader select * from task_readers_of(new); end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger flow_task_readers after insert or delete or update of id, tenant_id, record_id, module, candidates, assignee_id, outcome, create_time
    on flow_task for each row execute function task_reader_sync()`.execute(db);
  await sql`insert into task_reader select r.* from flow_task t, task_readers_of(t) r`.execute(db);

  // `&&` never reaches an index under row-level security; the task lists read task_reader and these.
  await sql`drop index flow_task_open_candidates`.execute(db);
  await sql`create index flow_task_todo on flow_task (tenant_id, assignee_id, create_time desc, id) where outcome is null`.execute(db);
  await sql`create index flow_task_done on flow_task (tenant_id, assignee_id, complete_time desc, id) where outcome in ('approve', 'return')`.execute(
    db,
  );
}

/**
 * `record.fields_limited`: one of the record's tasks, open or closed, shows its reviewers only some of
 * the form (`visible_fields`). Only then may the stage field rule hide a field from anyone, so a row
 * without it skips the rule's look at its tasks (a search's title check on every row it reads). Set by
 * a trigger on `flow_task` whoever writes the task, never cleared (a task's limits are kept with it).
 */
async function limitedFields(db: Kysely<any>): Promise<void> {
  await sql`alter table record add column fields_limited boolean not null default false`.execute(db);
  await sql`update record r set fields_limited = true where exists (
    select 1 from flow_task t where t.record_id = r.id and t.visible_fields is not null)`.execute(db);
  await sql`
    create function record_fields_limited() returns trigger language plpgsql as $$
    begin
      if new.visible_fields is not null then
        update record set fields_limited = true where id = new.record_id and not fields_limited;
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger flow_task_limits_fields after insert or update of visible_fields, record_id on flow_task
    for each row execute function record_fields_limited()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger flow_task_limits_fields on flow_task`.execute(db);
  await sql`drop function record_fields_limited`.execute(db);
  await sql`drop index flow_task_done`.execute(db);
  await sql`drop index flow_task_todo`.execute(db);
  await sql`create index flow_task_open_candidates on flow_task using gin (candidates) where outcome is null`.execute(db);
  await sql`drop trigger flow_task_readers on flow_task`.execute(db);
  await sql`drop function task_reader_sync`.execute(db);
  await sql`drop function task_readers_of`.execute(db);
  await db.schema.dropTable('task_reader').execute();
  for (const index of [
    'record_by_create_time',
    'record_by_update_time',
    'record_by_submit_time',
    'record_by_end_time',
    'record_by_state',
    'record_by_id',
    'record_of_union',
    'record_of_subtree',
    'record_of_applicant',
  ]) {
    await sql`drop index ${sql.id(index)}`.execute(db);
  }
  await sql`create index record_list on record (tenant_id, module, create_time desc, id desc)`.execute(db);
  await sql`create index record_visibility on record (tenant_id, module) include (state, union_id, union_path, submit_count, create_time)`.execute(
    db,
  );
  await sql`alter table record drop constraint record_in_review_submitted`.execute(db);
  await sql`alter table record drop column fields_limited`.execute(db);
}
