import type { Kysely } from 'kysely';
import type { RegisterDef } from '../../../../catalogue';
import { appendRegisterEvent, findRegisterRow, type Database } from '../../../../db';
import type { SessionUser } from '../../../identity/auth';
import { AppError, notFound, todayInShanghai } from '../../../platform/core';
import { openRecordsAbout } from './register-rows';

/**
 * `remove` of a register: the union closes rows it no longer has (已停用, today), at once and without
 * review. Each row must be the caller union's (404 otherwise: another union's row is not told); a row
 * a record in review or returned names is not closed under it (409 `rowInReview`, naming the record),
 * and then none is. A row already closed stays as it is. Answers how many were closed.
 */
export async function closeRows(db: Kysely<Database>, viewer: SessionUser, def: RegisterDef, ids: readonly string[]): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const rows = [];
    for (const id of [...new Set(ids)].sort()) {
      const row = await findRegisterRow(trx, viewer.tenantId, def.key, id);
      if (!row || String(row.union_id) !== viewer.unionId) throw notFound();
      rows.push(row);
    }
    const open = await openRecordsAbout(
      trx,
      viewer.tenantId,
      rows.map((r) => String(r.id)),
    );
    if (open[0]) {
      const row = rows.find((r) => open[0]!.rowIds.includes(String(r.id)))!;
      throw new AppError(
        409,
        'registerRowInReview',
        { name: row.name, record: open[0].title || open[0].id },
        { reason: 'rowInReview', rowId: String(row.id), recordId: open[0].id, module: open[0].module },
      );
    }
    const on = todayInShanghai();
    let closed = 0;
    for (const row of rows.filter((r) => r.state === 'active')) {
      await appendRegisterEvent(trx, {
        tenantId: viewer.tenantId,
        actor: { id: viewer.id, name: viewer.name },
        at: new Date(),
        body: {
          type: 'register.row.closed',
          payload: { register: def.key, rowId: String(row.id), on, reason: 'closedByUnion', details: {}, source: null },
        },
      });
      closed++;
    }
    return closed;
  });
}
