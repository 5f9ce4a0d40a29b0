import { sql, type Kysely } from 'kysely';
import type { ModuleEntry } from '../../../../catalogue';
import type { Database } from '../../../../db';
import { summaryOfSource } from '../roll-up';

/** True when an approved summary of the roll-up gathering the entry holds the record: its list has gone upward for good. */
export async function gatheredByApprovedSummary(db: Kysely<Database>, tenantId: string, entry: ModuleEntry, id: string): Promise<boolean> {
  const summary = summaryOfSource(entry);
  if (!summary) return false;
  const row = await db
    .selectFrom('record')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('module', '=', summary.key)
    .where('state', '=', 'approved')
    .where(sql<boolean>`form -> 'gathered' ? ${id}`)
    .executeTakeFirst();
  return Boolean(row);
}
