import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Lang } from '../../../catalogue';
import type { Database } from '../../../db';
import type { FlowView } from '../../../workflows';
import { AppError, badRequest, message } from '../../platform/core';

const HEADER = 'Idempotency-Key';
const MAX_KEY_LENGTH = 100;

/** A client's key with the fingerprint of the request it came with. */
export interface IdempotencyBinding {
  tenantId: string;
  userId: string;
  key: string;
  /** SHA-256 of the caller, method, route, parameters and body. */
  fingerprint: string;
}

/** JSON with object keys sorted, so that the same parameters in another order hash the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Sends a command to a record's flow: honours `Idempotency-Key` (and may answer 422 for a reused key). */
    command?: boolean;
  }
}

/**
 * The request's key bound to the request, or undefined when it sent none. Only command routes
 * (`config.command`) take a key, so the 422 of a reused one is declared exactly where it can answer.
 */
export function bindingOf(request: FastifyRequest): IdempotencyBinding | undefined {
  const key = request.headers['idempotency-key'];
  if (key === undefined || key === '' || request.routeOptions.config.command !== true) return undefined;
  if (typeof key !== 'string' || key.length > MAX_KEY_LENGTH) {
    throw badRequest(HEADER, 'maxLength', 'field', { field: HEADER, rule: 'maxLength' });
  }
  const viewer = request.viewer;
  const fingerprint = sha256(
    canonical([viewer.tenantId, viewer.id, request.method, request.routeOptions.url, request.params, request.query, request.body]),
  );
  return { tenantId: viewer.tenantId, userId: viewer.id, key, fingerprint };
}

/** The Temporal update id of one flow's command under a binding: a repeat gets the same one. */
export const updateIdOf = (b: IdempotencyBinding, target: string) => sha256(`${b.fingerprint}\n${b.key}\n${target}`);

/** What a binding stored: each flow's answer by process instance id, and the flow a start created (`start`). */
export type StoredResults = Record<string, FlowView | string>;

/**
 * Binds the key to this request, or finds it bound: the results stored for an exact repeat, a 422
 * for a key that came with another request (nothing is applied). `start` names the flow this request
 * would create, kept (`results.start`) when the key is new. One statement: a command's round trips
 * are its latency.
 */
export async function claimKey(db: Kysely<Database>, b: IdempotencyBinding, lang: Lang, start?: string): Promise<StoredResults> {
  const fresh = JSON.stringify(start === undefined ? {} : { start });
  // A key lives a week (clients retry within minutes): the caller's other old keys go as it sends new
  // ones, and its own, once expired, binds anew. Another request's key answers the row it found.
  const row = await sql<{ fingerprint: string; results: StoredResults }>`
    with expired as (
      delete from idempotency_key
      where tenant_id = ${b.tenantId} and user_id = ${b.userId} and key <> ${b.key} and create_time < now() - interval '7 days'
    )
    insert into idempotency_key as k (tenant_id, user_id, key, fingerprint, results)
    values (${b.tenantId}, ${b.userId}, ${b.key}, ${b.fingerprint}, ${fresh}::jsonb)
    on conflict (tenant_id, user_id, key) do update set
      fingerprint = case when k.create_time < now() - interval '7 days' then excluded.fingerprint else k.fingerprint end,
      results = case when k.create_time < now() - interval '7 days' then excluded.results else k.results end,
      create_time = case when k.create_time < now() - interval '7 days' then now() else k.create_time end
    returning fingerprint, results`.execute(db);
  const bound = row.rows[0];
  if (!bound || bound.fingerprint !== b.fingerprint) {
    const rule = 'reuse';
    throw new AppError(
      422,
      'idempotencyKeyReused',
      { field: HEADER, rule },
      {
        errors: [{ field: HEADER, rule, message: message('idempotencyKeyReused', lang) }],
      },
    );
  }
  return bound.results;
}

/** What an earlier request of this binding stored, without binding the key (empty when none came before). */
export async function storedResults(db: Kysely<Database>, b: IdempotencyBinding): Promise<StoredResults> {
  const row = await sql<{ results: StoredResults }>`
    select results from idempotency_key
    where tenant_id = ${b.tenantId} and user_id = ${b.userId} and key = ${b.key} and fingerprint = ${b.fingerprint}`.execute(db);
  return row.rows[0]?.results ?? {};
}

/**
 * Names the flow this binding's start creates, unless a repeat named one first: the answer is the
 * process instance id every repeat must use. For a key bound without one (`claimKey` names it as it binds).
 */
export async function claimStart(db: Kysely<Database>, b: IdempotencyBinding, processInstanceId: string): Promise<string> {
  const row = await sql<{ start: string }>`
    update idempotency_key set results = case when results ? 'start' then results
      else results || jsonb_build_object('start', ${processInstanceId}::text) end
    where tenant_id = ${b.tenantId} and user_id = ${b.userId} and key = ${b.key}
    returning results->>'start' as start`.execute(db);
  return row.rows[0]?.start ?? processInstanceId;
}

/** Keeps a flow's answer for the binding's repeats. */
export async function storeResult(db: Kysely<Database>, b: IdempotencyBinding, processInstanceId: string, view: FlowView): Promise<void> {
  await sql`
    update idempotency_key set results = results || jsonb_build_object(${processInstanceId}::text, ${JSON.stringify(view)}::jsonb)
    where tenant_id = ${b.tenantId} and user_id = ${b.userId} and key = ${b.key}`.execute(db);
}
