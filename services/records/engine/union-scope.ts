import type { Kysely } from 'kysely';
import type { Database } from '../../../db';
import type { SessionUser } from '../../identity/auth';
import { forbidden, notFound } from '../../platform/core';

/** A union of the organisation tree as a call about another union reads it. */
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
 * The union a call asks about (a roll-up's `launionId`, finance1's `unionId`), the caller's own by
 * default: 404 when the tenant has no such union, 403 when the caller's data scope does not reach it.
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

/**
 * The unions the viewer's `record` data scope reaches, in tree order (by path): its own union alone,
 * its union and every union below it, or every union of the tenant; what a picker of unions to read
 * offers, each as `unionInScope` accepts it.
 */
export async function unionsInReach(db: Kysely<Database>, viewer: SessionUser): Promise<ScopedUnion[]> {
  const scope = viewer.dataScopes?.record ?? 'own';
  let q = db.selectFrom('union_org').select(['id', 'name', 'path']).where('tenant_id', '=', viewer.tenantId);
  if (scope === 'union_tree') q = q.where('path', 'like', `${viewer.unionPath}%`);
  else if (scope !== 'tenant') q = q.where('id', '=', viewer.unionId);
  const rows = await q.orderBy('path').orderBy('id').execute();
  return rows.map((u) => ({ id: String(u.id), name: u.name, path: u.path }));
}
