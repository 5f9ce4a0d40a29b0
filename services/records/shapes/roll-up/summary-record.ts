import type { Kysely } from 'kysely';
import type { ModuleEntry } from '../../../../catalogue';
import type { Database, RecordRow } from '../../../../db';
import type { SessionUser } from '../../../identity/auth';
import { notFound } from '../../../platform/core';
import { fieldShownSql, findVisibleRecord, unionInScope, visibleTo } from '../../engine';
import { kindFieldOf } from './sources';

/** How a caller names a summary: the record (`pid`), or a union (`launionId`, its own by default) and a kind (`type`). */
export interface SummaryQuery {
  pid?: string;
  launionId?: string;
  type?: string;
}

/**
 * The summary asked for, as the caller may see it: by `pid`, or the newest summary of the union of
 * kind `type` (the entry's period field). A `launionId` outside the caller's data scope is 403
 * (checked also beside a `pid`); a summary the caller may not see, or none, is 404.
 */
export async function findSummary(db: Kysely<Database>, viewer: SessionUser, summary: ModuleEntry, q: SummaryQuery): Promise<RecordRow> {
  const union = q.launionId || !q.pid ? await unionInScope(db, viewer, q.launionId) : undefined;
  if (q.pid) {
    const row = await findVisibleRecord(db, viewer, { id: q.pid }, summary.key);
    if (union && !row.union_path.startsWith(union.path)) throw notFound();
    return row;
  }
  const kindField = kindFieldOf(summary);
  let find = db
    .selectFrom('record')
    .selectAll('record')
    .where(visibleTo(viewer))
    .where('record.module', '=', summary.key)
    .where('record.union_id', '=', union!.id);
  if (q.type && kindField) {
    // Never by a field hidden to the viewer (the stage field rule): no oracle of its value.
    find = find.where((eb) => eb(eb.ref('record.form', '->>').key(kindField), '=', q.type!)).where(fieldShownSql(viewer, kindField));
  }
  const row = await find.orderBy('record.create_time', 'desc').orderBy('record.id', 'desc').executeTakeFirst();
  if (!row) throw notFound();
  return row;
}
