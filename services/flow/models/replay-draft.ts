import type { FastifyInstance } from 'fastify';
import type { FlowModelRow } from '../../../db';
import { stagesForRecord } from './record-stages';
import { replayOnVersion, type ReplayReport } from './replay-check';
import { runningRecords } from './running-records';

/**
 * The replay check of a model's draft before it is deployed: every record running on one of the
 * tenant's versions of the model's key, replayed as if it had started on the draft.
 */
export async function replayModelDraft(
  app: FastifyInstance,
  tenantId: string,
  m: Pick<FlowModelRow, 'model_key' | 'graph'> & { latest_version: number | null },
): Promise<ReplayReport> {
  const versions = await app.db
    .selectFrom('flow_model_version')
    .select(['id', 'tenant_id', 'model_key', 'source'])
    .where('tenant_id', '=', tenantId)
    .where('model_key', '=', m.model_key)
    .execute();
  const records = [];
  for (const v of versions) records.push(...(await runningRecords(app.db, tenantId, { ...v, id: String(v.id) })));
  // Not deployed yet: the draft has no version row; it would be the next version.
  const flow = { modelKey: m.model_key, versionId: 'draft', version: (m.latest_version ?? 0) + 1, graph: m.graph };
  return replayOnVersion(app.temporal, records, flow, (r) => stagesForRecord(app.db, r, m.graph));
}
