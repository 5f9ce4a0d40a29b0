import { sql, type Kysely } from 'kysely';
import type { ModuleEntry } from '../../../catalogue';
import type { Database, RecordRow } from '../../../db';
import type { SessionUser } from '../../identity/auth';
import { notFound } from '../../platform/core';
import { findVisibleRecord } from './record-queries';
import { visibleTo } from './visibility';

/**
 * The caller union's newest record of the module (any state but removed, as the viewer sees it), of
 * one category where `category` names its value: what a detail or review without an id answers. 404
 * when the union has none.
 */
export async function newestOfUnion(db: Kysely<Database>, viewer: SessionUser, entry: ModuleEntry, category?: string): Promise<RecordRow> {
  let query = db
    .selectFrom('record')
    .selectAll('record')
    .where(visibleTo(viewer))
    .where('record.module', '=', entry.key)
    .where('record.parent_id', 'is', null)
    .where('record.union_id', '=', viewer.unionId);
  if (category !== undefined) query = query.where(sql<string>`record.form->>${entry.categoryField!}`, '=', category);
  const row = await query.orderBy('record.create_time', 'desc').orderBy('record.id', 'desc').executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** The record an `id` names, or without one, where the entry answers so (`newestWithoutId`), the caller union's newest. */
export async function recordByIdOrNewest(
  db: Kysely<Database>,
  viewer: SessionUser,
  entry: ModuleEntry,
  id: string | undefined,
): Promise<RecordRow> {
  if (id) return findVisibleRecord(db, viewer, { id }, entry.key);
  if (!entry.newestWithoutId) throw notFound();
  return newestOfUnion(db, viewer, entry);
}
