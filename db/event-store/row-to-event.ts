import type { FlowEventRow } from '../tables/flow-event';
import type { StoredFlowEvent } from './events';

export type FlowRow = FlowEventRow;

/** A stored row as the event it holds (the row's own id and command are not part of it). */
export function rowToEvent(row: Omit<FlowEventRow, 'id' | 'command_id'>): StoredFlowEvent {
  return {
    tenantId: row.tenant_id,
    processInstanceId: row.process_instance_id,
    module: row.module,
    recordId: String(row.record_id),
    seq: row.seq,
    type: row.type,
    at: row.at.toISOString(),
    actor: { id: row.actor_id === null ? null : String(row.actor_id), name: row.actor_name, union: row.actor_union },
    payload: row.payload,
    prevHash: row.prev_hash,
    hash: row.hash,
  } as StoredFlowEvent;
}
