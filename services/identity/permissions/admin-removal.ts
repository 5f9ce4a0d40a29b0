import type { Kysely } from 'kysely';
import type { Database } from '../../../db';
import { notFound } from '../../platform/core';

/** The tenant tables whose rows a remove marks deleted: accounts and the records they signed still name them. */
export type SoftDeletedTable = 'dept' | 'post' | 'app_user';

/**
 * 404 unless every id is a live row of the tenant's table: one id of another tenant (or none at
 * all) and nothing is removed, as for a missing one.
 */
export async function requireLiveRows(db: Kysely<Database>, table: SoftDeletedTable, tenantId: string, ids: string[]): Promise<void> {
  const found = await db
    .selectFrom(table)
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', ids)
    .where('is_deleted', '=', false)
    .execute();
  if (found.length !== ids.length) throw notFound();
}

/** Marks a tenant's departments or posts deleted and takes them off the accounts that had them. */
export async function removeOrgUnits(db: Kysely<Database>, table: 'dept' | 'post', tenantId: string, ids: string[]): Promise<void> {
  await db.updateTable(table).set({ is_deleted: true }).where('tenant_id', '=', tenantId).where('id', 'in', ids).execute();
  await db
    .updateTable('app_user')
    .set({ ...(table === 'dept' ? { dept_id: null } : { post_id: null }), update_time: new Date() })
    .where('tenant_id', '=', tenantId)
    .where(table === 'dept' ? 'dept_id' : 'post_id', 'in', ids)
    .execute();
}
