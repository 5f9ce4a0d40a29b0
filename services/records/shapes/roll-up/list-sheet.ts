import type { Writable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { Lang, ModuleEntry } from '../../../../catalogue';
import type { Database } from '../../../../db';
import type { SessionUser } from '../../../identity/auth';
import { sheetBatch, visibleTo, type ScopedUnion } from '../../engine';
import { writeRecordSheet } from '../../documents';

/** Records read per query while the sheet is written. */
const BATCH = 500;

/**
 * The reviewer's list sheet (`excel`): every submitted record of `source` filed by `union` or a
 * union below it that the caller may see (only those of `ids` when a summary is named), by union
 * and submission, in the source's list columns with the dictionaries' labels; read and written
 * batch by batch.
 */
export async function writeListSheet(
  out: Writable,
  db: Kysely<Database>,
  viewer: SessionUser,
  source: ModuleEntry,
  scope: { union: ScopedUnion; ids?: string[] },
  lang: Lang,
): Promise<void> {
  async function* batches() {
    if (scope.ids?.length === 0) return;
    for (let offset = 0; ; offset += BATCH) {
      let q = db
        .selectFrom('record')
        .selectAll('record')
        .where(visibleTo(viewer))
        .where('record.module', '=', source.key)
        .where('record.parent_id', 'is', null)
        .where('record.submit_count', '>', 0)
        .where('record.union_path', 'like', `${scope.union.path}%`);
      if (scope.ids) q = q.where('record.id', 'in', scope.ids);
      const rows = await q
        .orderBy('record.union_path')
        .orderBy('record.submit_time')
        .orderBy('record.id')
        .limit(BATCH)
        .offset(offset)
        .execute();
      if (rows.length === 0) return;
      // Narrowed to the fields the viewer may see of each record, as every sheet is.
      yield await sheetBatch(db, viewer, source, rows, lang);
      if (rows.length < BATCH) return;
    }
  }
  await writeRecordSheet(out, source, lang, batches());
}
