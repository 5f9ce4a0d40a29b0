// Issue 19, item 4: the migration to one union code. Existing data moves: an employer's code that
// registration put in the union's code column goes to the employer's column, and an 81… code a
// certificate put on the profile becomes the union's code (once per tenant), leaving the section.
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db';
import { migrationDatabase, type MigrationDatabase } from '../support';

const BEFORE = '20261126T1000-task-visible-fields';
const UNION_CODE = '81110108MC0012345A';
let database: MigrationDatabase;
let db: Kysely<Database>;

beforeAll(async () => {
  database = await migrationDatabase(BEFORE);
  db = database.db;
  // As the code stood before: the employer's 91… code in credit_code, the union's 81… code on the profile.
  await sql`insert into tenant (tenant_id, name) values ('000000', '总工会')`.execute(db);
  await sql`
    insert into union_org (id, tenant_id, parent_id, name, kind, path, credit_code) values
      (1, '000000', null, '总工会', 'federation', '/1/', null),
      (2, '000000', 1, '甲公司工会', 'corp', '/1/2/', '91110108MA01C8XY5K'),
      (3, '000000', 1, '乙公司工会', 'corp', '/1/3/', null),
      (4, '000000', 1, '丙公司工会', 'corp', '/1/4/', null)`.execute(db);
  const certificate = (code: string) => JSON.stringify({ certificate: { uscc: code, certNo: '工法证字第1号' } });
  await sql`
    insert into union_profile (union_id, tenant_id, sections) values
      (2, '000000', ${certificate(UNION_CODE)}::jsonb),
      (4, '000000', ${certificate(UNION_CODE)}::jsonb)`.execute(db);
  await database.migrateToLatest();
});
afterAll(async () => database?.drop());

const unionRow = (id: string) =>
  db.selectFrom('union_org').select(['credit_code', 'employer_code']).where('id', '=', id).executeTakeFirstOrThrow();
const certificateOf = async (id: string) =>
  (await db.selectFrom('union_profile').select('sections').where('union_id', '=', id).executeTakeFirstOrThrow()).sections.certificate;

describe('moving to one union code', () => {
  it('moves an employer’s code out of the union’s code column into the employer’s', async () => {
    expect((await unionRow('2')).employer_code).toBe('91110108MA01C8XY5K');
    expect((await unionRow('3')).employer_code).toBeNull();
  });

  it('gives the union the 81… code its certificate names, and takes it off the profile section', async () => {
    expect((await unionRow('2')).credit_code).toBe(UNION_CODE);
    expect(await certificateOf('2')).toEqual({ certNo: '工法证字第1号' });
  });

  it('leaves a code a second union claims on that union’s profile, for an administrator to decide', async () => {
    expect((await unionRow('4')).credit_code).toBeNull();
    expect(await certificateOf('4')).toEqual({ uscc: UNION_CODE, certNo: '工法证字第1号' });
  });
});
