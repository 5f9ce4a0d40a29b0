import type { Kysely } from 'kysely';
import type { Database } from '../../../../db';
import type { SessionUser } from '../../../identity/auth';
import { forbidden, notFound } from '../../../platform/core';

/** A union of the organisation tree as the roll-up reads it. */
export interface ScopedUnion {
  id: string;
  name: string;
  path: string;
}

/** True when the viewer's `record` data scope reaches the union (its own, its subtree, or the tenant). */
function reaches(viewer: SessionUser, union: ScopedUnion): boolean {
  const scope = viewer.dataScopes?.record ?? 'own';
  if (scope === 'tenant') return true;
  if (scope === 'union_tree') return union.path.startsWith(viewer.unionPath);
  return union.id === viewer.unionId;
}

/**
 * The union a roll-up call asks about (`launionId`), the caller's own by default: 404 when the
 * tenant has no such union, 403 when the caller's data scope does not reach it.
 */
export async function unionInScope(db: Kysely<Database>, viewer: SessionUser, unionId: string | undefined): Promise<ScopedUnion> {
  const row = await db
    .selectFrom('union_org')
    .select(['id', 'name', 'path'])
    .where('tenant_id', '=', viewer.tenantId)
    .where('id', '=', unionId ?? viewer.unionId)
    .executeTakeFirst();
  if (!row) throw notFound();
  const union = { id: String(row.id), name: row.name, path: row.path };
  if (!reaches(viewer, union)) throw forbidden();
  return union;
}
