import { isFinished, modules, recordStates, type RecordState } from '../../catalogue';
import { sql, type Kysely } from 'kysely';
import type { Database, RecordRow } from '../../db';
import type { SessionUser } from '../auth';
import { badRequest, containing, notFound, paginate, parseTime, type Paging } from '../core';
import { visibleTo } from './visibility';

/** The states `state=end` selects, read off the catalogue. */
const FINISHED_STATES = (Object.keys(recordStates) as RecordState[]).filter(isFinished);

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
  state?: string;
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

/** One page of a module's records that the viewer may see, with the total. */
export async function listRecords(db: Kysely<Database>, viewer: SessionUser, module: string, paging: Paging & RecordFilters) {
  const begin = timeFilter('createTimeBegin', paging.createTimeBegin);
  const end = timeFilter('createTimeEnd', paging.createTimeEnd);
  // Child records (a module's works under an entry) are listed by their own shape, not as the module's records.
  let q = db.selectFrom('record').where(visibleTo(viewer)).where('record.module', '=', module).where('record.parent_id', 'is', null);
  if (paging.state === 'end') q = q.where('record.state', 'in', FINISHED_STATES);
  else if (paging.state) q = q.where('record.state', '=', paging.state);
  if (begin) q = q.where('record.create_time', '>=', begin);
  if (end) q = q.where('record.create_time', '<=', end);
  if (paging.keyword) q = q.where('record.title', 'ilike', containing(paging.keyword));
  const categoryField = modules[module]?.categoryField;
  if (paging.category !== undefined && categoryField) q = q.where(sql<string>`record.form->>${categoryField}`, '=', paging.category);
  return paginate(q.selectAll('record'), paging, {
    allow: RECORD_SORTS,
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
