import { eventHash, GENESIS_HASH, type FlowRef, type NewFlowEvent, type StoredFlowEvent } from '../../db';

/** A flow's events as the event store keeps them: each with its place in the flow's hash chain. */
export function chained(ref: FlowRef, events: NewFlowEvent[]): StoredFlowEvent[] {
  let prevHash = GENESIS_HASH;
  return events.map((event) => {
    const hash = eventHash(prevHash, ref, event);
    const stored = { ...event, ...ref, prevHash, hash } as StoredFlowEvent;
    prevHash = hash;
    return stored;
  });
}

/** A stored event as its `flow_event` row (the id left to the table's sequence). */
export function eventRow(e: StoredFlowEvent) {
  return {
    tenant_id: e.tenantId,
    process_instance_id: e.processInstanceId,
    seq: e.seq,
    type: e.type,
    module: e.module,
    record_id: e.recordId,
    actor_id: e.actor.id,
    actor_name: e.actor.name,
    actor_union: e.actor.union,
    at: new Date(e.at),
    payload: JSON.stringify(e.payload),
    prev_hash: e.prevHash,
    hash: e.hash,
  };
}

/** The columns of `eventRow`, in its order (a COPY names them). */
export const EVENT_COLUMNS = Object.keys(
  eventRow({
    tenantId: '',
    processInstanceId: '',
    module: '',
    recordId: '',
    seq: 1,
    type: 'expired',
    payload: {},
    at: new Date(0).toISOString(),
    actor: { id: null, name: '', union: '' },
    prevHash: '',
    hash: '',
  }),
);
