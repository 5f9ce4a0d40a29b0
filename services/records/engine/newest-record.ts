import { sql, type Kysely } from 'kysely';
import type { ModuleEntry } from '../../../catalogue';
import type { Database, RecordRow } from '../../../db';
import type { SessionUser } from '../../identity/auth';
import { notFound } from '../../platform/core';
import { findVisibleRecord } from './record-queries';
import { visibleTo } from './visibility';

/** A form field and the value a record's must hold (a category, the campaign a record answers). */
export interface FormValue {
  field: string;
  value: string;
}

/**
 * The caller union's newest record of the module (any state but removed, as the viewer sees it),
 * where `having` names a form field's value (a category, a campaign): what a detail or review without
 * an id answers. 404 when the union has none.
 */
export async function newestOfUnion(db: Kysely<Database>, viewer: SessionUser, entry: ModuleEntry, having?: FormValue): Promise<RecordRow> {
  let query = db
    .selectFrom('record')
    .selectAll('record')
    .where(visibleTo(viewer))
    .where('record.module', '=', entry.key)
    .where('record.parent_id', 'is', null)
    .where('record.union_id', '=', viewer.unionId);
  if (having) query = query.where(sql<string>`record.form->>${having.field}`, '=', having.value);
  const row = await query.orderBy('record.create_time', 'desc').orderBy('record.id', 'desc').executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/**
 * The record an `id` names; without one, the caller union's record of the campaign `campaign` names
 * (`sendOut.campaignField`: finance6 `detail?surveyId`), or where the entry answers so
 * (`newestWithoutId`), the caller union's newest.
 */
export async function recordByIdOrNewest(
  db: Kysely<Database>,
  viewer: SessionUser,
  entry: ModuleEntry,
  id: string | undefined,
  campaign?: string,
): Promise<RecordRow> {
  if (id) return findVisibleRecord(db, viewer, { id }, entry.key);
  const campaignField = entry.sendOut?.campaignField;
  if (campaign && campaignField) return newestOfUnion(db, viewer, entry, { field: campaignField, value: campaign });
  if (!entry.newestWithoutId) throw notFound();
  return newestOfUnion(db, viewer, entry);
}
