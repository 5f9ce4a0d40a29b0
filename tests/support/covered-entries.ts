import type { Kysely } from 'kysely';
import type { Database } from '../../db';

/**
 * A survey's company part about register entry `enterpriseId` as the register holds it: its id, name and
 * credit code (a survey sending another name or code is refused, cov-survey-name).
 */
export async function surveyedAs(db: Kysely<Database>, enterpriseId: string) {
  const row = await db
    .selectFrom('register_row')
    .select(['name', 'row_key'])
    .where('register', '=', 'enterprise')
    .where('id', '=', enterpriseId)
    .executeTakeFirstOrThrow();
  return { enterpriseId, companyName: row.name, uscc: row.row_key ?? '' };
}
