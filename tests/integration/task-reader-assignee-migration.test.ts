// Issue 21: the migration that flags the assignee's rows of task_reader (the 待办 todo list reads them).
// Tasks held before it keep their place in the holder's todo list; a candidate's row never joins it.
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db';
import { migrationDatabase, type MigrationDatabase } from '../support';

const BEFORE = '20261201T1000-list-indexes-task-readers';
let database: MigrationDatabase;
let db: Kysely<Database>;

/** An open task of record 1 with these candidates and assignee. */
const task = (id: string, candidates: string[], assignee: string | null) =>
  sql`insert into flow_task (id, tenant_id, process_instance_id, record_id, module, title, union_name, applicant_name, stage, stage_key,
      stage_name, candidates, assignee_id, create_time, due_time)
    values (${id}, '000000', 'setup1-1', 1, 'setup1', 't', 'x', 'x', 1, 's1', '', ${candidates}::text[], ${assignee}, now(), now())`.execute(
    db,
  );

beforeAll(async () => {
  database = await migrationDatabase(BEFORE);
  db = database.db;
  await sql`insert into record (id, tenant_id, module, process_instance_id, union_id, union_path, union_name, applicant_id, applicant_name,
      state, title, form, submit_count, last_seq, create_time, update_time)
    values (1, '000000', 'setup1', 'setup1-1', 5, '/1/5/', 'x', 50, 'x', 'in_review', 't', '{}', 1, 1, now(), now())`.execute(db);
  // Held by user 8, who a named candidate (user 7) is not; held by a named candidate; held by nobody.
  await task('held', ['user:7'], '8');
  await task('held-by-candidate', ['user:8', 'union:1'], '8');
  await task('open', ['role:launion'], null);
  await database.migrateToLatest();
});
afterAll(async () => database?.drop());

const readers = (taskId: string) =>
  db.selectFrom('task_reader').select(['reader', 'claimed', 'assigned']).where('task_id', '=', taskId).orderBy('reader').execute();

describe('flagging the assignee’s rows of task_reader', () => {
  it('flags the rows of the tasks held before it as the assignee’s, and no candidate’s', async () => {
    expect(await readers('held')).toEqual([
      { reader: 'user:7', claimed: true, assigned: false },
      { reader: 'user:8', claimed: true, assigned: true },
    ]);
    expect(await readers('held-by-candidate')).toEqual([
      { reader: 'union:1', claimed: true, assigned: false },
      { reader: 'user:8', claimed: true, assigned: true },
    ]);
    expect(await readers('open')).toEqual([{ reader: 'role:launion', claimed: false, assigned: false }]);
  });

  it('keeps the flag from then on: a claim flags the claimer’s row', async () => {
    await db.updateTable('flow_task').set({ assignee_id: '9' }).where('id', '=', 'open').execute();
    expect(await readers('open')).toEqual([
      { reader: 'role:launion', claimed: true, assigned: false },
      { reader: 'user:9', claimed: true, assigned: true },
    ]);
  });
});
