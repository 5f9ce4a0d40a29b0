import type { Kysely } from 'kysely';
import { declinesEverywhere, modules, type FlowGraph } from '../../../catalogue';
import type { Database } from '../../../db';
import type { StagePlan } from '../../../workflows';
import { withFallbackStages } from '../../records/engine';
import { resolveStagePlans } from '../plans';
import type { RunningRecord } from './running-records';

/**
 * The stage plans of `graph` for a running record's applicant, as a flow started on it now would
 * pin them (a stage no account can take falls back to the administrators): what a migration sends
 * the record's flow, and what the replay check pins.
 */
export async function stagesForRecord(db: Kysely<Database>, record: RunningRecord, graph: FlowGraph): Promise<StagePlan[]> {
  const union = await db
    .selectFrom('union_org')
    .select('parent_id')
    .where('tenant_id', '=', record.tenantId)
    .where('id', '=', record.unionId)
    .executeTakeFirst();
  const parentUnionId = union?.parent_id == null ? null : String(union.parent_id);
  const plans = await resolveStagePlans(db, record.tenantId, { unionId: record.unionId, parentUnionId }, graph, {
    declineEverywhere: declinesEverywhere(modules[record.module]),
  });
  return withFallbackStages(db, record.tenantId, record.unionId, plans);
}
