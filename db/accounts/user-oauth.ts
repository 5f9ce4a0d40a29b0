import type { Kysely } from 'kysely';
import type { Database } from '../database';

/** The account bound to third-party identity `uuid` of `source` in `tenantId`, if any. */
export async function findOauthBinding(db: Kysely<Database>, tenantId: string, source: string, uuid: string): Promise<string | null> {
  const row = await db
    .selectFrom('user_oauth')
    .select('user_id')
    .where('tenant_id', '=', tenantId)
    .where('source', '=', source)
    .where('uuid', '=', uuid)
    .executeTakeFirst();
  return row ? String(row.user_id) : null;
}
