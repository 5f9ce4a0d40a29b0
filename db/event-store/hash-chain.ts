import { createHash } from 'node:crypto';
import type { FlowRef, NewFlowEvent } from './events';

/** The hash a flow's first event chains from. */
export const GENESIS_HASH = '0'.repeat(64);

/**
 * JSON with object keys sorted at every level (by UTF-16 code units, as Array.prototype.sort), so the
 * same event always hashes the same. Built by concatenation: a rebuild runs it for every stored event.
 */
export function canonicalJson(value: unknown): string {
  if (typeof value !== 'object' || value === null) return JSON.stringify(value ?? null);
  if (Array.isArray(value)) {
    let s = '[';
    for (let i = 0; i < value.length; i++) s += (i > 0 ? ',' : '') + canonicalJson(value[i]);
    return `${s}]`;
  }
  let s = '{';
  for (const k of Object.keys(value).sort()) {
    const v = (value as Record<string, unknown>)[k];
    if (v === undefined) continue;
    s += `${s.length > 1 ? ',' : ''}${JSON.stringify(k)}:${canonicalJson(v)}`;
  }
  return `${s}}`;
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
