import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../../db';
import { notifyAuthInvalidate } from '../auth';

/**
 * Stores a new password hash for an account and stamps the change: sessions begun before it end,
 * and every API process drops what it cached about the account (on commit, inside a transaction).
 */
export async function setPassword(db: Kysely<Database> | Transaction<Database>, tenantId: string, userId: string, passwordHash: string) {
  await sql`
    update app_user set password_hash = ${passwordHash}, password_changed_at = now(), update_time = now()
    where tenant_id = ${tenantId} and id = ${userId}`.execute(db);
  await notifyAuthInvalidate(db, { kind: 'user', id: userId });
}
