import type { Kysely } from 'kysely';
import type { Database } from '../../db';

export { fileApproved, fileServerFilledSources, type FiledRecord } from '../support/approved-records';

export const unionRow = (db: Kysely<Database>, id: string) =>
  db.selectFrom('union_org').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

export const historyOf = (db: Kysely<Database>, unionId: string) =>
  db.selectFrom('union_profile_history').selectAll().where('union_id', '=', unionId).orderBy('id').execute();
