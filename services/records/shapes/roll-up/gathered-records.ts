import type { Kysely } from 'kysely';
import type { Database, RecordRow } from '../../../../db';
import { GATHERED } from './gathered-check';

/** The ids a summary's stored form gathers (none when the draft gathered nothing yet). */
export function gatheredIds(form: unknown): string[] {
  const value = (form as Record<string, unknown> | null)?.[GATHERED];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/**
 * The source records a summary gathers, by union then id. The summary names them, so whoever sees
 * the summary sees them: only the tenant and the source module bound the query.
 */
export async function gatheredRecords(db: Kysely<Database>, tenantId: string, source: string, form: unknown): Promise<RecordRow[]> {
  const ids = gatheredIds(form);
  if (ids.length === 0) return [];
  return db
    .selectFrom('record')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('module', '=', source)
    .where('id', 'in', ids)
    .orderBy('union_path')
    .orderBy('id')
    .execute();
}
