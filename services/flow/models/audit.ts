import type { Kysely, Transaction } from 'kysely';
import { newId, type Database } from '../../../db';
import type { SessionUser } from '../../identity/auth';

/** What changed: the call that changed it. */
export type AuditAction =
  | 'model.submit'
  | 'model.remove'
  | 'model.deploy'
  | 'manager.upload'
  | 'manager.suspend'
  | 'manager.activate'
  | 'manager.delete'
  | 'manager.migrate';

/**
 * Writes who changed what (an append-only row of `flow_model_audit`), in the transaction of the
 * change where there is one, so that a change is never without its audit row.
 */
export async function audit(
  db: Kysely<Database> | Transaction<Database>,
  who: SessionUser,
  action: AuditAction,
  target: string,
  detail: Record<string, unknown>,
): Promise<void> {
  await db
    .insertInto('flow_model_audit')
    .values({
      id: newId(),
      tenant_id: who.tenantId,
      user_id: who.id,
      user_name: who.name,
      action,
      target,
      detail: JSON.stringify(detail),
    })
    .execute();
}
