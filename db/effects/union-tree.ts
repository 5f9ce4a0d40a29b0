import { sql, type Kysely } from 'kysely';
import type { Database } from '../database';
import type { UnionNode } from './types';

type Db = Kysely<Database>;

/** The channel services/identity/auth listens on for stale login state (a session carries its union's path). */
const AUTH_INVALIDATE_CHANNEL = 'auth_invalidate';

export async function loadUnion(db: Db, tenantId: string, id: string): Promise<UnionNode | null> {
  const row = await db
    .selectFrom('union_org')
    .select(['id', 'tenant_id', 'parent_id', 'name', 'kind', 'path'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: String(row.id),
    tenantId: row.tenant_id,
    parentId: row.parent_id === null ? null : String(row.parent_id),
    name: row.name,
    kind: row.kind,
    path: row.path,
  };
}

/** The tenant's root union (the federation). */
export async function rootUnion(db: Db, tenantId: string): Promise<UnionNode | null> {
  const row = await db
    .selectFrom('union_org')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('parent_id', 'is', null)
    .orderBy('id')
    .executeTakeFirst();
  return row ? loadUnion(db, tenantId, String(row.id)) : null;
}

/**
 * A union that may take `union` as its child: one of the tenant's higher-level unions (launion or
 * federation), not the union itself nor one below it (that would cut a loop into the tree).
 */
export async function parentCandidate(db: Db, tenantId: string, id: string | null, union: UnionNode | null): Promise<UnionNode | null> {
  if (!id) return null;
  const parent = await loadUnion(db, tenantId, id);
  if (!parent || parent.kind === 'corp') return null;
  if (union && parent.path.startsWith(union.path)) return null;
  return parent;
}

/**
 * Moves `union` and everything below it under `parent`: the tree's paths, and the union path of
 * their records and register rows, so the data scopes (prefix matches on the path) follow at once.
 */
export async function moveUnion(db: Db, union: UnionNode, parent: UnionNode): Promise<string> {
  const oldPath = union.path;
  const newPath = `${parent.path}${union.id}/`;
  if (oldPath === newPath) return newPath;
  // Paths hold digits and slashes only, so the prefix is safe in LIKE.
  await db
    .updateTable('union_org')
    .set({ path: sql<string>`${newPath} || substr(path, ${oldPath.length + 1})` })
    .where('tenant_id', '=', union.tenantId)
    .where('path', 'like', `${oldPath}%`)
    .execute();
  await db
    .updateTable('union_org')
    .set({ parent_id: parent.id })
    .where('tenant_id', '=', union.tenantId)
    .where('id', '=', union.id)
    .execute();
  await db
    .updateTable('record')
    .set({ union_path: sql<string>`${newPath} || substr(union_path, ${oldPath.length + 1})` })
    .where('tenant_id', '=', union.tenantId)
    .where('union_path', 'like', `${oldPath}%`)
    .execute();
  // A union's registers (its venues, the enterprises it covers) move with it.
  await db
    .updateTable('register_row')
    .set({ union_path: sql<string>`${newPath} || substr(union_path, ${oldPath.length + 1})` })
    .where('tenant_id', '=', union.tenantId)
    .where('union_path', 'like', `${oldPath}%`)
    .execute();
  await staleSessions(db);
  return newPath;
}

/** Renames a union in the tree, on its main accounts, and on its records and their tasks. */
export async function renameInTree(db: Db, union: UnionNode, name: string): Promise<void> {
  await db.updateTable('union_org').set({ name }).where('tenant_id', '=', union.tenantId).where('id', '=', union.id).execute();
  await db
    .updateTable('app_user')
    .set({ name })
    .where('tenant_id', '=', union.tenantId)
    .where('union_id', '=', union.id)
    .where('is_sub', '=', false)
    .where('ident', '=', 'corp')
    .execute();
  await db
    .updateTable('record')
    .set({ union_name: name })
    .where('tenant_id', '=', union.tenantId)
    .where('union_id', '=', union.id)
    .execute();
  await db
    .updateTable('flow_task')
    .set({ union_name: name })
    .where('tenant_id', '=', union.tenantId)
    .where('record_id', 'in', (eb) =>
      eb.selectFrom('record').select('id').where('tenant_id', '=', union.tenantId).where('union_id', '=', union.id),
    )
    .execute();
  await staleSessions(db);
}

/** Every API process drops its cached sessions when the transaction commits (they carry union names and paths). */
export async function staleSessions(db: Db): Promise<void> {
  await sql`select pg_notify(${AUTH_INVALIDATE_CHANNEL}, 'all')`.execute(db);
}

/**
 * After a read-model rebuild: the records' union path and name follow the tree as it is now. The
 * events keep the union as it was when the flow started; the tree has moved on since (transfers,
 * renames), and the data scopes must see the records where their union stands today. The rebuild
 * aligns the rows it folded, in its own tables, before it compares them with the read models.
 */
export async function alignRecordUnions(
  db: Db,
  tables: { record: string; task: string } = { record: 'record', task: 'flow_task' },
): Promise<void> {
  await sql`
    update ${sql.id(tables.record)} r set union_path = o.path, union_name = o.name
    from union_org o
    where o.id = r.union_id and (r.union_path <> o.path or r.union_name <> o.name)`.execute(db);
  await sql`
    update ${sql.id(tables.task)} t set union_name = r.union_name
    from ${sql.id(tables.record)} r
    where r.id = t.record_id and t.union_name <> r.union_name`.execute(db);
}
