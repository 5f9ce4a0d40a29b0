import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db';

/** Ids are `ms << 22 | g` (record-templates.ts): g must stay within 22 bits. */
export const MAX_RECORDS = 0x3fffff;

/** How a cloned row's column differs from its template's; every other column is copied as it is. */
type Overrides = Record<string, RawBuilder<unknown>>;

const shift = sql`((p.create_ms - (select template_ms from bench_meta)) * interval '1 millisecond')`;
const shifted = (column: string) => sql`t.${sql.ref(column)} + ${shift}`;
/** A task id is `<record id>-<n>`: the clone's record id with the template's n. */
const taskIdOf = (column: string, recordIdColumn: string) =>
  sql`case when t.${sql.ref(column)} is null then null
    else p.id || substr(t.${sql.ref(column)}, length(t.${sql.ref(recordIdColumn)}::text) + 1) end`;
const processInstanceId = sql`t.module || '-' || p.id`;
const withTitle = (column: string) => sql`t.${sql.ref(column)} || jsonb_build_object(t.title_field, p.union_name)`;

const RECORD: Overrides = {
  id: sql`p.id`,
  process_instance_id: processInstanceId,
  union_id: sql`p.union_id`,
  union_path: sql`p.union_path`,
  union_name: sql`p.union_name`,
  applicant_id: sql`p.applicant_id`,
  applicant_name: sql`p.applicant_name`,
  // A record's title is its title field, which the applicant filled with its union's name.
  title: sql`p.union_name`,
  form: withTitle('form'),
  submitted_form: withTitle('submitted_form'),
  open_task_id: taskIdOf('open_task_id', 'id'),
  create_time: shifted('create_time'),
  update_time: shifted('update_time'),
  submit_time: shifted('submit_time'),
  first_submit_time: shifted('first_submit_time'),
  end_time: shifted('end_time'),
};

const TASK: Overrides = {
  id: taskIdOf('id', 'record_id'),
  process_instance_id: processInstanceId,
  record_id: sql`p.id`,
  title: sql`p.union_name`,
  union_name: sql`p.union_name`,
  applicant_name: sql`p.applicant_name`,
  create_time: shifted('create_time'),
  due_time: shifted('due_time'),
  claim_time: shifted('claim_time'),
  complete_time: shifted('complete_time'),
};

async function columnsOf(db: Kysely<Database>, table: string): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select column_name as name from information_schema.columns
    where table_schema = current_schema() and table_name = ${table} and is_generated = 'NEVER'
    order by ordinal_position`.execute(db);
  return rows.map((r) => r.name);
}

/** `select ...` of the templates' rows for the plan's records, column by column, with its column list. */
async function clonedRows(db: Kysely<Database>, table: 'record' | 'flow_task', from: number, to: number) {
  const overrides = table === 'record' ? RECORD : TASK;
  const columns = await columnsOf(db, table);
  const values = columns.map((c) => overrides[c] ?? sql`t.${sql.ref(c)}`);
  const templates = sql.table(table === 'record' ? 'bench_tpl_record' : 'bench_tpl_task');
  return {
    columns: sql.join(columns.map((c) => sql.ref(c))),
    rows: sql`select ${sql.join(values)} from bench_plan(${from}::int, ${to}::int) as p join ${templates} as t on t.tpl = p.tpl`,
  };
}

/**
 * The triggers that keep rows derived from a task (migration 20261201T1000): `task_reader` (who reads
 * an open task) and `record.fields_limited`. Row by row they would fire once per cloned task; the
 * clone fills both in the same statement instead (the record's flag is its template's already).
 */
const TASK_TRIGGERS = ['flow_task_readers', 'flow_task_limits_fields'];

/**
 * The tasks of the plan's records, and their readers (`task_reader`) as the trigger makes them, by
 * the trigger's own function: one statement, the triggers off meanwhile.
 */
async function cloneTasks(db: Kysely<Database>, from: number, to: number): Promise<number> {
  const { columns, rows } = await clonedRows(db, 'flow_task', from, to);
  return db.transaction().execute(async (trx) => {
    for (const trigger of TASK_TRIGGERS) await sql`alter table flow_task disable trigger ${sql.id(trigger)}`.execute(trx);
    const result = await sql<{ tasks: number }>`
      with cloned as (insert into flow_task (${columns}) ${rows} returning *),
        readers as (insert into task_reader select r.* from cloned t, task_readers_of(t::flow_task) r returning 1)
      select (select count(*) from cloned)::int as tasks, (select count(*) from readers)::int as readers`.execute(trx);
    for (const trigger of TASK_TRIGGERS) await sql`alter table flow_task enable trigger ${sql.id(trigger)}`.execute(trx);
    return result.rows[0]!.tasks;
  });
}

/**
 * Records `from`..`to` of the district's plan (record-templates.ts) in one INSERT ... SELECT each
 * for the records and their tasks (with the tasks' readers): every row a copy of its template's, as
 * the projection made it, with the record's own id, union, applicant, title and times. Then VACUUM
 * ANALYZE, as autovacuum would do on a live table.
 */
export async function seedRecords(db: Kysely<Database>, from: number, to: number): Promise<{ records: number; tasks: number }> {
  if (to > MAX_RECORDS) throw new Error(`at most ${MAX_RECORDS} records (ids keep the record's number in 22 bits)`);
  const record = await clonedRows(db, 'record', from, to);
  const inserted = await sql`insert into record (${record.columns}) ${record.rows}`.execute(db);
  const records = Number(inserted.numAffectedRows ?? 0);
  const tasks = await cloneTasks(db, from, to);
  for (const table of ['record', 'flow_task', 'task_reader']) await sql`vacuum analyze ${sql.table(table)}`.execute(db);
  return { records, tasks };
}
