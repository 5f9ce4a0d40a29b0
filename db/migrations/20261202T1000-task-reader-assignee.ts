import { sql, type Kysely } from 'kysely';

/**
 * `task_reader.assigned`: the row is the task's assignee's (`user:<assignee>`). A `user:` key is
 * also a candidate's, and a candidate's row of a claimed task is `claimed` too, so only this flag
 * tells a reviewer's own tasks (the 待办 todo list) from tasks others claimed. With it the todo list
 * and its count read one index of `task_reader`, which carries the record's union (a union never
 * holds its own records), instead of joining each of up to 1,001 tasks to its record
 * (docs/PERFORMANCE-LISTS.md).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table task_reader add column assigned boolean not null default false`.execute(db);
  // The trigger's function (migration 20261201T1000) with the flag as the table's last column.
  await sql`
    create or replace function task_readers_of(t flow_task) returns setof task_reader language sql stable as $$
      select t.tenant_id, t.id, k.reader, t.record_id, t.module, r.union_id, r.create_time, t.create_time, t.assignee_id is not null,
        coalesce(k.reader = 'user:' || t.assignee_id, false)
      from record r, (select unnest(t.candidates) as reader union select 'user:' || t.assignee_id where t.assignee_id is not null) k
      where r.id = t.record_id and t.outcome is null $$`.execute(db);
  await sql`update task_reader r set assigned = true from flow_task t
    where t.id = r.task_id and t.assignee_id is not null and r.reader = 'user:' || t.assignee_id`.execute(db);
  await sql`create index task_reader_assigned on task_reader (tenant_id, reader, task_time desc, task_id) include (union_id, module) where assigned`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index task_reader_assigned`.execute(db);
  await sql`drop function task_readers_of`.execute(db);
  await sql`alter table task_reader drop column assigned`.execute(db);
  await sql`
    create function task_readers_of(t flow_task) returns setof task_reader language sql stable as $$
      select t.tenant_id, t.id, k.reader, t.record_id, t.module, r.union_id, r.create_time, t.create_time, t.assignee_id is not null
      from record r, (select unnest(t.candidates) as reader union select 'user:' || t.assignee_id where t.assignee_id is not null) k
      where r.id = t.record_id and t.outcome is null $$`.execute(db);
}
