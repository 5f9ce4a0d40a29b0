import { finishedStates, type ModuleEntry, type RecordState } from '../../../catalogue';
import { sql, type Kysely } from 'kysely';
import type { Database, RecordRow } from '../../../db';
import type { SessionUser } from '../../identity/auth';
import { badRequest, containing, notFound, paginate, parseTime, type Paging } from '../../platform/core';
import { visibleTo } from './visibility';
import { fieldShownSql, fieldsSeenSql, titleShownSql } from './field-visibility';

/** API sort fields of the record lists and the columns they mean. */
export const RECORD_SORTS = {
  createTime: 'record.create_time',
  updateTime: 'record.update_time',
  submitTime: 'record.submit_time',
  endTime: 'record.end_time',
  state: 'record.state',
  title: 'record.title',
  id: 'record.id',
} as const;

export interface RecordFilters {
  state?: RecordState | 'end';
  createTimeBegin?: string;
  createTimeEnd?: string;
  keyword?: string;
  /** Only the records whose `categoryField` holds this value (the module's list of one kind). */
  category?: string;
}

function timeFilter(name: string, value: string | undefined): Date | undefined {
  if (!value) return undefined;
  const date = parseTime(value);
  if (!date) throw badRequest(name, 'format', 'field');
  return date;
}

/**
 * The title a viewer may sort by: the record's own, none (null) where it is made from a field hidden
 * to the viewer, so that the order tells nothing of a hidden value. Selected as `shown_title`.
 */
export const shownTitleSql = (viewer: SessionUser) => sql<string | null>`case when ${titleShownSql(viewer)} then record.title end`;

/** True when the list is asked to sort by title: only then does its query select `shown_title` (a subquery a row). */
export const sortsByTitle = (paging: Paging) =>
  [paging.ascs, paging.descs].some((fields) => fields?.split(',').some((f) => f.trim() === 'title'));

/** The record lists' sort fields with `title` sorting by `shown_title` (selected by the list's query when it sorts by title). */
export const SEEN_RECORD_SORTS = {
  ...RECORD_SORTS,
  // An alias of the select list: the cast only satisfies the column type of `paginate`.
  title: 'shown_title' as typeof RECORD_SORTS.title,
};

/**
 * One page of a module's records that the viewer may see, with the total. A search never matches by a
 * field hidden to the viewer (the stage field rule): `keyword` skips a title made from one, `category`
 * a record on which its field is hidden, whatever the value, and the total counts the same rows.
 */
export async function listRecords(
  db: Kysely<Database>,
  viewer: SessionUser,
  entry: Pick<ModuleEntry, 'key' | 'categoryField'>,
  paging: Paging & RecordFilters,
) {
  const begin = timeFilter('createTimeBegin', paging.createTimeBegin);
  const end = timeFilter('createTimeEnd', paging.createTimeEnd);
  // Child records (a module's works under an entry) are listed by their own shape, not as the module's records.
  let q = db.selectFrom('record').where(visibleTo(viewer)).where('record.module', '=', entry.key).where('record.parent_id', 'is', null);
  if (paging.state === 'end') q = q.where('record.state', 'in', finishedStates);
  else if (paging.state) q = q.where('record.state', '=', paging.state);
  if (begin) q = q.where('record.create_time', '>=', begin);
  if (end) q = q.where('record.create_time', '<=', end);
  if (paging.keyword) q = q.where('record.title', 'ilike', containing(paging.keyword)).where(titleShownSql(viewer));
  const categoryField = entry.categoryField;
  if (paging.category !== undefined && categoryField) {
    q = q.where(sql<string>`record.form->>${categoryField}`, '=', paging.category).where(fieldShownSql(viewer, categoryField));
  }
  // The rule's answer comes with each row of the page (no second query to narrow it: `seenRows`).
  const page = q.selectAll('record').select(fieldsSeenSql(viewer).as('seen'));
  const rows = sortsByTitle(paging) ? page.select(shownTitleSql(viewer).as('shown_title')) : page;
  return paginate(rows, paging, {
    allow: SEEN_RECORD_SORTS,
    fallback: [{ column: 'record.create_time', direction: 'desc' }],
    tieBreaker: { column: 'record.id', direction: 'desc' },
  });
}

/** The record if the viewer may see it; 404 otherwise, the same for another tenant's and a missing one. */
export async function findVisibleRecord(
  db: Kysely<Database>,
  viewer: SessionUser,
  where: { id: string } | { processInstanceId: string },
  module?: string,
): Promise<RecordRow> {
  let q = db.selectFrom('record').selectAll('record').where(visibleTo(viewer));
  q = 'id' in where ? q.where('record.id', '=', where.id) : q.where('record.process_instance_id', '=', where.processInstanceId);
  if (module) q = q.where('record.module', '=', module);
  const row = await q.executeTakeFirst();
  if (!row) throw notFound();
  return row;
}
