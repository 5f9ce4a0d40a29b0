// The fill-in of two migrations of the rights registers (docs/forms/group-c-rights.md, Effects):
// 20261212T1000-follow-up-undo gives the ends written before it their row (`mutual_aid_cover.ended_by`: the
// withdrawal of the end's day naming the member; `hardship_file.exited_by`: the record's exit), so a
// correction can undo them; 20261212T1100-record-first-submit gives each record sent before it its first
// submission (`record.first_submit_time`), whose year the federation's settings are read for.
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db';
import { migrationDatabase, type MigrationDatabase } from '../support';

const BEFORE = '20261211T1000-follow-up-member-ends';
let database: MigrationDatabase;
let db: Kysely<Database>;

// Two members of rights1's example and a third ID number, with the masks the cover keeps.
const ZHOU = '110108198802211511';
const LIU = '110108198503122316';
const CHEN = '110108199007080422';
const maskOf = (idNumber: string) => `${idNumber.slice(0, 6)}********${idNumber.slice(-4)}`;

/** A record of `module`, sent at `submitted` (a draft where null). */
const record = (id: number, module: string, submitted: string | null) =>
  sql`insert into record (id, tenant_id, module, process_instance_id, union_id, union_path, union_name, applicant_id, applicant_name,
      state, title, form, submit_count, last_seq, create_time, update_time, submit_time)
    values (${id}, '000000', ${module}, ${`${module}-${id}`}, 11, '/1/11/', 'x', 50, 'x', ${submitted ? 'approved' : 'draft'}, 't',
      '{}'::jsonb, ${submitted ? 1 : 0}, 1, now(), now(), ${submitted}::timestamptz)`.execute(db);

/** A flow event of record `id` of `type` at `at`. */
const event = (id: number, module: string, seq: number, type: string, at: string) =>
  sql`insert into flow_event (tenant_id, process_instance_id, seq, type, module, record_id, actor_name, actor_union, at, payload, prev_hash, hash)
    values ('000000', ${`${module}-${id}`}, ${seq}, ${type}, ${module}, ${id}, 'x', 'x', ${at}::timestamptz, '{}'::jsonb, '', ${`h${id}-${seq}`})`.execute(
    db,
  );

/** A follow-up row of record `recordId` (its id `id`), naming `member` where given. */
const followUp = (id: number, recordId: number, module: string, seq: number, kind: string, day: string, member: string | null = null) =>
  sql`insert into record_follow_up (id, tenant_id, process_instance_id, record_id, module, seq, kind, day, files, writer, actor_name,
      actor_union, create_time, case_state, member)
    values (${id}, '000000', ${`${module}-${recordId}`}, ${recordId}, ${module}, ${seq}, ${kind}, ${day}, '[]'::jsonb, 'applicant', 'x', 'x',
      now(), 'open', ${member})`.execute(db);

/** Record `recordId`'s cover of `idNumber`, ended on `endedOn` (live where null). */
const cover = (recordId: number, idNumber: string, endedOn: string | null) =>
  sql`insert into mutual_aid_cover (tenant_id, record_id, person_hash, id_mask, name, union_id, plan, year, covered_on, ended_on)
    values ('000000', ${recordId}, ${`hash-${idNumber}`}, ${maskOf(idNumber)}, 'x', 11, '1', 2026, '2026-01-05', ${endedOn}::date)`.execute(
    db,
  );

/** Record `recordId`'s hardship file, exited or on file. */
const file = (recordId: number, state: 'onFile' | 'exited') =>
  sql`insert into hardship_file (tenant_id, record_id, person_hash, id_mask, name, union_id, category, since, next_review, state)
    values ('000000', ${recordId}, ${`hash-${recordId}`}, 'x', 'x', 11, '1', '2026-01-05', '2027-01-05', ${state})`.execute(db);

beforeAll(async () => {
  database = await migrationDatabase(BEFORE);
  db = database.db;
  // rights1 record 1: a claim naming 周涛 on the day of his withdrawal, then two withdrawals of his (the first ended
  // the cover) and one of 刘建国 on another day than his cover's end; 陈晓燕's cover runs on.
  await record(1, 'rights1', '2026-01-03T02:00:00Z');
  await followUp(900, 1, 'rights1', 1, 'claim', '2026-06-30', ZHOU);
  await followUp(901, 1, 'rights1', 2, 'withdrawn', '2026-06-30', ZHOU);
  await followUp(902, 1, 'rights1', 3, 'withdrawn', '2026-09-30', ZHOU);
  await followUp(903, 1, 'rights1', 4, 'withdrawn', '2026-07-01', LIU);
  await cover(1, ZHOU, '2026-06-30');
  await cover(1, LIU, '2026-07-15');
  await cover(1, CHEN, null);
  // rights3 record 2 exited by its exit row after a review; record 3 on file.
  await record(2, 'rights3', '2026-02-01T02:00:00Z');
  await followUp(910, 2, 'rights3', 1, 'review', '2026-05-01');
  await followUp(911, 2, 'rights3', 2, 'exit', '2026-08-01');
  await file(2, 'exited');
  await record(3, 'rights3', '2026-02-02T02:00:00Z');
  await file(3, 'onFile');
  // rights2 record 4: sent in December, returned, sent again in January; record 5 a draft never sent.
  await record(4, 'rights2', '2026-01-10T03:00:00Z');
  await event(4, 'rights2', 1, 'submitted', '2025-12-30T03:00:00Z');
  await event(4, 'rights2', 2, 'returned', '2026-01-05T03:00:00Z');
  await event(4, 'rights2', 3, 'resubmitted', '2026-01-10T03:00:00Z');
  await record(5, 'rights2', null);
  await database.migrateToLatest();
});
afterAll(async () => database?.drop());

describe('20261212T1000-follow-up-undo: the rows that wrote the ends before it', () => {
  it('names in a cover’s `ended_by` the first withdrawal of its end day naming its member', async () => {
    const covers = await db
      .selectFrom('mutual_aid_cover')
      .select(['id_mask', 'ended_by'])
      .where('record_id', '=', '1')
      .orderBy('id_mask')
      .execute();
    expect(covers).toEqual([
      { id_mask: maskOf(CHEN), ended_by: null },
      { id_mask: maskOf(ZHOU), ended_by: '901' },
      { id_mask: maskOf(LIU), ended_by: null },
    ]);
  });

  it('names in an exited file’s `exited_by` the record’s exit row, and leaves a file on file without one', async () => {
    const files = await db.selectFrom('hardship_file').select(['record_id', 'exited_by', 'category_seq']).orderBy('record_id').execute();
    expect(files).toEqual([
      { record_id: '2', exited_by: '911', category_seq: null },
      { record_id: '3', exited_by: null, category_seq: null },
    ]);
  });
});

describe('20261212T1100-record-first-submit: each record’s first submission', () => {
  it('is the time of its first submitted or resubmitted event, kept over a later resubmission; none for a draft', async () => {
    const records = await db
      .selectFrom('record')
      .select(['id', sql<string | null>`to_char(first_submit_time at time zone 'UTC', 'YYYY-MM-DD HH24:MI')`.as('first')])
      .where('id', 'in', ['4', '5'])
      .orderBy('id')
      .execute();
    expect(records).toEqual([
      { id: '4', first: '2025-12-30 03:00' },
      { id: '5', first: null },
    ]);
  });
});
