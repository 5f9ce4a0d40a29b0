import { sql, type Kysely } from 'kysely';
import type { Database } from '../database';
import { appendSelectionEvent } from '../honours';
import type { RegisterRow } from '../tables/register';
import { registerStream, type RegisterEventBody } from './register-events';
import { projectRegister } from './register-projection';

/** The advisory lock of a register key (an enterprise's credit code) in a tenant: the effect's check and the rules' take it alike. */
export const registerKeyLock = (tenantId: string, register: string, key: string): string => `register:${tenantId}:${register}:${key}`;

/** Takes `registerKeyLock` for the rest of the transaction `db`. */
export async function lockRegisterKey(db: Kysely<Database>, tenantId: string, register: string, key: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${registerKeyLock(tenantId, register, key)}, 0))`.execute(db);
}

/** A row of `register` in the tenant, locked for the rest of the transaction (its stream is written next). */
export async function findRegisterRow(
  db: Kysely<Database>,
  tenantId: string,
  register: string,
  id: unknown,
): Promise<RegisterRow | undefined> {
  if (typeof id !== 'string' || !/^\d{1,19}$/.test(id)) return undefined;
  return db
    .selectFrom('register_row')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('register', '=', register)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** The active row holding `key` in the tenant's `register`, if any. */
export function activeRowOfKey(db: Kysely<Database>, tenantId: string, register: string, key: string): Promise<RegisterRow | undefined> {
  return db
    .selectFrom('register_row')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('register', '=', register)
    .where('row_key', '=', key)
    .where('state', '=', 'active')
    .executeTakeFirst();
}

/**
 * Appends a register event in `db` (the approval's transaction) to the row's stream, or to the
 * record's for a change skipped, and projects it at once, as `recordHonour` appends `honour.granted`.
 */
export async function appendRegisterEvent(
  db: Kysely<Database>,
  e: { tenantId: string; actor: { id: string | null; name: string }; at: Date; body: RegisterEventBody },
): Promise<void> {
  const p = e.body.payload;
  const stream =
    e.body.type === 'register.change.skipped' ? `register-skipped-${e.body.payload.source.recordId}` : registerStream(p.rowId!);
  const stored = await appendSelectionEvent(db, { tenantId: e.tenantId, stream, actor: e.actor, at: e.at, body: e.body });
  await projectRegister(db, { id: stored.id, tenantId: e.tenantId, seq: stored.seq, at: e.at, actorName: e.actor.name, body: e.body });
}
