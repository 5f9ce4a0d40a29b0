import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../database';

/**
 * A published version of a question set (the newest without `version`), or undefined: what a form
 * shows and checks its answers against, a campaign sends, and a printout prints the answers by.
 */
export async function publishedVersion(db: Kysely<Database> | Transaction<Database>, tenantId: string, setKey: string, version?: number) {
  let q = db
    .selectFrom('question_set_version as v')
    .innerJoin('question_set as s', 's.id', 'v.set_id')
    .select(['v.version', 'v.content', 'v.publish_time', 's.set_key'])
    .where('s.tenant_id', '=', tenantId)
    .where('v.tenant_id', '=', tenantId)
    .where('s.set_key', '=', setKey)
    .where('v.status', '=', 'published');
  if (version !== undefined) q = q.where('v.version', '=', version);
  return q.orderBy('v.version', 'desc').limit(1).executeTakeFirst();
}
