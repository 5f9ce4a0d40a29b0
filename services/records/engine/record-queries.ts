import { finishedStates, type ModuleEntry, type RecordState } from '../../../catalogue';
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { Database, RecordRow } from '../../../db';
import type { SessionUser } from '../../identity/auth';
import { badRequest, containing, notFound, parseSort, parseTime, type Paging } from '../../platform/core';
import { visibleTo } from './visibility';
import { countVisible, firstPartCount, visiblePageRows, type RecordCondition } from './visible-page';
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
  /** Only the records filed about this subject (`subject`: the form field its entry names). */
  subject?: string;
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
 * One page of a module's records that the viewer may see, with the total (exact up to `COUNT_BEYOND`
 * past the page, a bound beyond). A search never matches by a field hidden to the viewer (the stage
 * field rule): `keyword` skips a title made from one, `category` a record on which its field is
 * hidden, whatever the value, and the total counts the same rows. The page's ids come from the
 * indexes and its rows around them, each with the rule's answer (`seen`), in one statement (`visiblePageRows`).
 */
export async function listRecords(
  db: Kysely<Database>,
  viewer: SessionUser,
  entry: Pick<ModuleEntry, 'key' | 'categoryField' | 'subject'>,
  paging: Paging & RecordFilters,
) {
  const begin = timeFilter('createTimeBegin', paging.createTimeBegin);
  const end = timeFilter('createTimeEnd', paging.createTimeEnd);
  const categoryField = entry.categoryField;
  const where: RecordCondition = (eb) => {
    // Child records (a module's works under an entry) are listed by their own shape, not as the module's records.
    const terms: Expression<SqlBool>[] = [eb('record.module', '=', entry.key), eb('record.parent_id', 'is', null)];
    if (paging.state === 'end') terms.push(eb('record.state', 'in', finishedStates));
    else if (paging.state) terms.push(eb('record.state', '=', paging.state));
    if (begin) terms.push(eb('record.create_time', '>=', begin));
    if (end) terms.push(eb('record.create_time', '<=', end));
    if (paging.keyword) terms.push(eb('record.title', 'ilike', containing(paging.keyword)), titleShownSql(viewer));
    if (paging.category !== undefined && categoryField) {
      terms.push(eb(sql<string>`record.form->>${categoryField}`, '=', paging.category), fieldShownSql(viewer, categoryField));
    }
    if (paging.subject !== undefined && entry.subject)
      terms.push(eb(sql<string>`record.form->>${entry.subject.field}`, '=', paging.subject));
    return eb.and(terms);
  };
  const order = parseSort(paging, RECORD_SORTS, FALLBACK).map((term) => ({
    key: term.column === RECORD_SORTS.title ? shownTitleSql(viewer) : sql.ref(term.column),
    column: term.column,
    direction: term.direction,
  }));
  const list = { viewer, module: entry.key, where, order };
  // Each row comes with the field rule's answer (no second query to narrow it: `seenRows`), its open
  // task's facts (none for its actions: `factsOf`) and the count's first part (usually all of it).
  const rows = await visiblePageRows(db, list, paging)
    .leftJoin('flow_task as open_task', (join) =>
      join.onRef('open_task.id', '=', 'record.open_task_id').on('open_task.outcome', 'is', null),
    )
    .select(fieldsSeenSql(viewer).as('seen'))
    .select([
      'open_task.candidates as open_task_candidates',
      'open_task.assignee_id as open_task_assignee_id',
      'open_task.decline as open_task_decline',
    ])
    .select(firstPartCount(db, list, paging).as('first_counted'))
    .execute();
  const first = rows[0]?.first_counted;
  const total = await countVisible(db, list, paging, first === undefined ? undefined : Number(first));
  return { records: rows, total };
}

/** The record lists' order when the client asks for none: newest first. */
const FALLBACK = [{ column: RECORD_SORTS.createTime, direction: 'desc' as const }];

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
