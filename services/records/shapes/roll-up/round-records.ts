import type { Kysely } from 'kysely';
import type { ModuleEntry } from '../../../../catalogue';
import type { Database } from '../../../../db';
import { notFound } from '../../../platform/core';

/**
 * The records of `source` filed in the selection round `roundId` (a source no summary gathers names
 * a round where a summary's source names the summary: advanceSelection3's `excel?pid=`): 404 for a
 * round the tenant has not, or one of another kind than the source's.
 */
export async function roundRecordIds(db: Kysely<Database>, tenantId: string, source: ModuleEntry, roundId: string): Promise<string[]> {
  const round = await db
    .selectFrom('selection_round')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', roundId)
    .where('kind', '=', source.round?.kind ?? '')
    .executeTakeFirst();
  if (!round) throw notFound();
  const filed = await db
    .selectFrom('round_record')
    .select('record_id')
    .where('tenant_id', '=', tenantId)
    .where('round_id', '=', roundId)
    .where('module', '=', source.key)
    .execute();
  return filed.map((r) => String(r.record_id));
}
