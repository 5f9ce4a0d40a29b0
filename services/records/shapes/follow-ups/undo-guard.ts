import type { Kysely } from 'kysely';
import type { FollowRow, FollowUpsDef } from '../../../../catalogue';
import { fileOnAnotherRecord, type Database, type RecordRow } from '../../../../db';
import { AppError } from '../../../platform/core';

/**
 * A correction voiding a hardship file's exit (rights3 脱困退档) while the worker is on file on another
 * record since: undoing it would put the worker on file twice (HS-on-file), so it is refused, 409
 * `followUpFileOnAnotherRecord` naming that record and its union (docs/forms/group-c-rights.md "rights3", Effect).
 */
export async function refuseFileTwice(
  db: Kysely<Database>,
  def: FollowUpsDef,
  record: RecordRow,
  rows: readonly FollowRow[],
  row: FollowRow,
): Promise<void> {
  if (row.kind !== def.correction || !row.corrects) return;
  const voided = rows.find((r) => r.id === row.corrects);
  if (!voided || def.kinds[voided.kind]?.effect !== 'exitHardship') return;
  const other = await fileOnAnotherRecord(db, record.tenant_id, record.id);
  if (!other) return;
  const union = await db
    .selectFrom('union_org')
    .select('name')
    .where('tenant_id', '=', record.tenant_id)
    .where('id', '=', other.unionId)
    .executeTakeFirst();
  throw new AppError(
    409,
    'followUpFileOnAnotherRecord',
    { record: other.recordId, union: union?.name ?? other.unionId },
    { reason: 'fileOnAnotherRecord', recordId: other.recordId, unionId: other.unionId },
  );
}
