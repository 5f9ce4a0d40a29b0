import { createHash } from 'node:crypto';
import type { FlowRef, NewFlowEvent } from './events';

/** The hash a flow's first event chains from. */
export const GENESIS_HASH = '0'.repeat(64);

/** JSON with object keys sorted at every level, so the same event always hashes the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** sha-256 over the previous event's hash and this event's content. */
export function eventHash(prevHash: string, ref: FlowRef, event: NewFlowEvent): string {
  const body = canonicalJson({
    tenantId: ref.tenantId,
    processInstanceId: ref.processInstanceId,
    module: ref.module,
    recordId: ref.recordId,
    seq: event.seq,
    type: event.type,
    at: new Date(event.at).toISOString(),
    actor: event.actor,
    payload: event.payload,
  });
  return createHash('sha256').update(prevHash).update('\n').update(body).digest('hex');
}
