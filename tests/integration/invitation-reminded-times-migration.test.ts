// Every reminder of a questionnaire link is kept (`questionnaire_invitation.reminded_at`): the migration
// adds the column, and an invitation reminded before it holds its last reminder's time, the earlier
// ones never having been stored; one never reminded holds none.
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db';
import { migrationDatabase, type MigrationDatabase } from '../support';

const BEFORE = '20261213T1000-campaign-without-set';
const LAST = new Date('2026-11-20T00:10:00Z');
let database: MigrationDatabase;
let db: Kysely<Database>;

const invitation = (id: number, reminders: number, last: Date | null) =>
  sql`insert into questionnaire_invitation (id, tenant_id, campaign_id, record_id, phone, label, nonce, expires_at, reminders, last_reminded_at)
    values (${id}, '000000', 1, ${id}, '13700137001', '企业', '\\x0102030405060708'::bytea, now() + interval '14 days', ${reminders}, ${last})`.execute(
    db,
  );

beforeAll(async () => {
  database = await migrationDatabase(BEFORE);
  db = database.db;
  await sql`insert into questionnaire_campaign (id, tenant_id, module, set_key, version, title, audience, sender_union_id, sender_union_path, sender_id, deadline, year)
    values (1, '000000', 'survey', 'survey', 1, '2026年覆盖企业情况调查', 'records', 1202, '/1000/1200/1202/', 2009, '2026-12-31', 2026)`.execute(
    db,
  );
  await invitation(11, 3, LAST);
  await invitation(12, 0, null);
  await database.migrateToLatest();
});
afterAll(async () => database?.drop());

const remindedAt = async (id: number) =>
  (await db.selectFrom('questionnaire_invitation').select('reminded_at').where('id', '=', String(id)).executeTakeFirstOrThrow())
    .reminded_at;

describe('keeping every reminder of a link', () => {
  it('gives an invitation reminded before it its last reminder’s time', async () => {
    expect(await remindedAt(11)).toEqual([LAST]);
  });

  it('gives one never reminded no time', async () => {
    expect(await remindedAt(12)).toEqual([]);
  });
});
