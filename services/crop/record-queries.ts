import type { Kysely } from 'kysely';
import type { Database, RecordRow } from '../../db';
import type { SessionUser } from '../auth';
import { notFound, offsetOf, parseSort, parseTime, badRequest, type Paging } from '../core';
import { visibleTo } from './visibility';

/** API sort fields of the record lists and the columns they mean. */
export const RECORD_SORTS = {
  createTime: 'create_time',
  updateTime: 'update_time',
  submitTime: 'submit_time',
  endTime: 'end_time',
  state: 'state',
  title: 'title',
  id: 'id',
} as const;

export interface RecordFilters {
  state?: string;
  createTimeBegin?: string;
  createTimeEnd?: string;
  keyword?: string;
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
  const sort = parseSort(paging, RECORD_SORTS, [{ column: 'create_time', direction: 'desc' }]);
  let q = db.selectFrom('record').where(visibleTo(viewer)).where('record.module', '=', module);
  if (paging.state === 'end') q = q.where('record.state', 'in', ['approved', 'cancelled', 'expired']);
  else if (paging.state) q = q.where('record.state', '=', paging.state);
  if (begin) q = q.where('record.create_time', '>=', begin);
  if (end) q = q.where('record.create_time', '<=', end);
  if (paging.keyword) q = q.where('record.title', 'ilike', `%${paging.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);

  const { limit, offset } = offsetOf(paging);
  let rows = q.selectAll('record');
  for (const term of sort) rows = rows.orderBy(`record.${term.column}`, term.direction);
  const [records, count] = await Promise.all([
    rows.orderBy('record.id', 'desc').limit(limit).offset(offset).execute(),
    q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { records, total: Number(count.n) };
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
