// Issue 22: the migration keying a roll-up summary's period by its round (`<kind>@<roundId>`). The
// summaries held before it keep their hold in the new form: by the round of the first record they
// gather, else the kind's present round; another module's period and a kind with no round stay as
// they were, and a second run changes nothing.
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db';
import { up } from '../../db/migrations/20261205T1000-summary-period-round';
import { migrationDatabase, type MigrationDatabase } from '../support';

const BEFORE = '20261204T1720-union-message-objection';
const SUMMARY = 'modelWorkerSelectionSummary';
let database: MigrationDatabase;
let db: Kysely<Database>;

/** A record of `module` filed by union `unionId`, with `form`. */
const record = (id: number, module: string, unionId: number, form: object) =>
  sql`insert into record (id, tenant_id, module, process_instance_id, union_id, union_path, union_name, applicant_id, applicant_name,
      state, title, form, submit_count, last_seq, create_time, update_time)
    values (${id}, '000000', ${module}, ${`${module}-${id}`}, ${unionId}, ${`/1/${unionId}/`}, 'x', 50, 'x', 'in_review', 't',
      ${JSON.stringify(form)}::jsonb, 1, 1, now(), now())`.execute(db);

const round = (id: number, kind: string, year: number, status: 'open' | 'closed') =>
  sql`insert into selection_round (id, tenant_id, kind, year, title, opens_at, closes_at, status)
    values (${id}, '000000', ${kind}, ${year}, ${`${year}年评选`}, ${`${year}-03-01`}, ${`${year}-04-30`}, ${status})`.execute(db);

const hold = (module: string, unionId: number, period: string, recordId: number) =>
  sql`insert into record_period (tenant_id, module, union_id, period, record_id)
    values ('000000', ${module}, ${unionId}, ${period}, ${recordId})`.execute(db);

const periods = () =>
  db.selectFrom('record_period').select(['module', 'union_id', 'period', 'record_id']).orderBy('module').orderBy('record_id').execute();

beforeAll(async () => {
  database = await migrationDatabase(BEFORE);
  db = database.db;
  await round(71, 'mw_person', 2025, 'closed');
  await round(72, 'mw_person', 2030, 'open');
  // Union 11's 2025 summary gathers nomination 1, filed in round 71; union 12's draft gathers nothing yet.
  await record(1, 'modelWorkerSelection1', 21, { name: '张建国' });
  await sql`insert into round_record (tenant_id, record_id, round_id, module, union_id) values ('000000', 1, 71, 'modelWorkerSelection1', 21)`.execute(
    db,
  );
  await record(101, SUMMARY, 11, { selectionType: '1', gathered: ['1'] });
  await record(102, SUMMARY, 12, { selectionType: '1', gathered: [] });
  // A collectives' summary (kind 2): no round of mw_collective exists; a yearly period of another module.
  await record(103, SUMMARY, 13, { selectionType: '2', gathered: [] });
  await record(104, 'selfassessment', 11, { year: 2025 });
  await hold(SUMMARY, 11, '1', 101);
  await hold(SUMMARY, 12, '1', 102);
  await hold(SUMMARY, 13, '2', 103);
  await hold('selfassessment', 11, '2025', 104);
  await database.migrateToLatest();
});
afterAll(async () => database?.drop());

const EXPECTED = [
  { module: SUMMARY, union_id: '11', period: '1@71', record_id: '101' },
  { module: SUMMARY, union_id: '12', period: '1@72', record_id: '102' },
  { module: SUMMARY, union_id: '13', period: '2', record_id: '103' },
  { module: 'selfassessment', union_id: '11', period: '2025', record_id: '104' },
];

describe('keying the summaries’ periods by round', () => {
  it('keys a sent summary by the round of the records it gathers, and one gathering none by its kind’s present round', async () => {
    expect((await periods()).slice(0, 2)).toEqual(EXPECTED.slice(0, 2));
  });

  it('leaves a kind with no round, and another module’s period, as they were', async () => {
    expect((await periods()).slice(2)).toEqual(EXPECTED.slice(2));
  });

  it('changes nothing when run a second time', async () => {
    await up(db);
    expect(await periods()).toEqual(EXPECTED);
  });
});
