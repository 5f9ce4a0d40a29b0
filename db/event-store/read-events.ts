import type { Kysely } from 'kysely';
import type { Database } from '../database';
import type { FlowRow } from './row-to-event';
import { rowToEvent } from './row-to-event';
import type { StoredFlowEvent } from './events';

/** Every event of one flow, in order; scoped to the tenant so another tenant's flow reads as empty. */
export async function readFlowEvents(db: Kysely<Database>, tenantId: string, processInstanceId: string): Promise<StoredFlowEvent[]> {
  const rows: FlowRow[] = await db
    .selectFrom('flow_event')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('process_instance_id', '=', processInstanceId)
    .orderBy('seq')
    .execute();
  return rows.map(rowToEvent);
}
