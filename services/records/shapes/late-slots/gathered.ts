import { sql, type Kysely } from 'kysely';
import { modules, type ModuleEntry } from '../../../../catalogue';
import type { Database } from '../../../../db';

/** True when an approved summary of a roll-up gathering the entry holds the record: its list has gone upward for good. */
export async function gatheredByApprovedSummary(db: Kysely<Database>, tenantId: string, entry: ModuleEntry, id: string): Promise<boolean> {
  const summaries = Object.values(modules)
    .filter((m) => m.rollUp && m.rollUp.summary !== false && [m.rollUp.source, ...Object.values(m.rollUp.sources ?? {})].includes(entry.key))
    .map((m) => m.key);
  if (summaries.length === 0) return false;
  const row = await db
    .selectFrom('record')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('module', 'in', summaries)
    .where('state', '=', 'approved')
    .where(sql<boolean>`form -> 'gathered' ? ${id}`)
    .executeTakeFirst();
  return Boolean(row);
}
