import type { FastifyInstance, FastifyRequest } from 'fastify';
import { childEntryOf, type ModuleEntry, type RecordState } from '../../../../catalogue';
import type { RecordRow } from '../../../../db';
import { pageOf, paginate, type Paging } from '../../../platform/core';
import { recordAnswer, recordRows } from '../../engine/record-answers';
import { SEEN_RECORD_SORTS, shownTitleSql, sortsByTitle } from '../../engine/record-queries';
import { visibleTo } from '../../engine/visibility';
import { fieldsSeenSql } from '../../engine/field-visibility';
import { entryOfCall } from './child-call';

/** Sort fields of the child lists: the record lists' (a hidden title sorts as none), and the spec's `create_time` spelling. */
const CHILD_SORTS = { ...SEEN_RECORD_SORTS, create_time: 'record.create_time', update_time: 'record.update_time' } as const;

/** Children as list rows, each with what the viewer may do to it now and its entry's id. */
export async function childRows(app: FastifyInstance, request: FastifyRequest, entry: ModuleEntry, rows: readonly RecordRow[]) {
  const views = await recordRows(app, request, childEntryOf(entry), rows);
  return views.map((v, i) => ({ ...v, parentId: String(rows[i]!.parent_id) }));
}

/** One child as childdetail answers it. */
export async function childAnswer(app: FastifyInstance, request: FastifyRequest, entry: ModuleEntry, row: RecordRow) {
  return { ...(await recordAnswer(app, request, childEntryOf(entry), row)), parentId: String(row.parent_id) };
}

export interface ChildFilters {
  parentId?: string;
  /** The call whose entries' children are listed (by the entry's `children.call.idField`). */
  callId?: string;
  state?: RecordState;
}

/**
 * One page of the children the viewer may see: of one entry (childlist), or across the entries of
 * one call (workspage, which reviewers use), newest first unless asked otherwise.
 */
export async function listChildren(app: FastifyInstance, request: FastifyRequest, entry: ModuleEntry, q: Paging & ChildFilters) {
  let query = app.db
    .selectFrom('record')
    .where(visibleTo(request.viewer))
    .where('record.module', '=', entry.key)
    .where('record.parent_id', 'is not', null);
  if (q.parentId) query = query.where('record.parent_id', '=', q.parentId);
  if (q.state) query = query.where('record.state', '=', q.state);
  if (q.callId) {
    const callId = q.callId;
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('record as entry')
          .select('entry.id')
          .whereRef('entry.id', '=', 'record.parent_id')
          .whereRef('entry.tenant_id', '=', 'record.tenant_id')
          .where(entryOfCall(entry, 'entry', callId, request.viewer)),
      ),
    );
  }
  const page = query.selectAll('record').select(fieldsSeenSql(request.viewer).as('seen'));
  const rows = sortsByTitle(q) ? page.select(shownTitleSql(request.viewer).as('shown_title')) : page;
  const { records, total } = await paginate(rows, q, {
    allow: CHILD_SORTS,
    fallback: [{ column: 'record.create_time', direction: 'desc' }],
    tieBreaker: { column: 'record.id', direction: 'desc' },
  });
  return pageOf(await childRows(app, request, entry, records), total, q);
}
