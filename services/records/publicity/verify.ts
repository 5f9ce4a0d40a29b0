import type { Kysely } from 'kysely';
import { appendSelectionEvent, type Database } from '../../../db';
import type { SessionUser } from '../../identity';
import { AppError, forbidden, formatTime, notFound } from '../../platform/core';
import { objectionFileViews, ownObjectionFiles } from './objection-files';
import { publicityById, undecided } from './publicity-facts';
import type { VerifyInput } from './schemas';

/**
 * The objection `id` as the nominee's higher union reads it (403 for any other union): the
 * publicity, the nominee, what the objection says (never the objector's name or contact) and its
 * verification, to check it where the nominee works.
 */
export async function objectionToVerify(db: Kysely<Database>, viewer: SessionUser, id: string) {
  const o = await db
    .selectFrom('publicity_objection as o')
    .innerJoin('publicity as p', 'p.id', 'o.publicity_id')
    .innerJoin('publicity_record as pr', (j) => j.onRef('pr.publicity_id', '=', 'o.publicity_id').onRef('pr.record_id', '=', 'o.record_id'))
    .innerJoin('union_org as u', 'u.id', 'pr.union_id')
    .select([
      'o.id',
      'o.ref_no',
      'o.record_id',
      'o.content',
      'o.filed_at',
      'o.outcome',
      'o.verify_finding',
      'o.verify_files',
      'o.verified_at',
      'o.verified_by',
      'p.title',
      'p.status',
      'pr.shown',
      'u.name as union_name',
      'u.parent_id',
    ])
    .where('o.tenant_id', '=', viewer.tenantId)
    .where('o.id', '=', id)
    .executeTakeFirst();
  if (!o) throw notFound();
  if (String(o.parent_id) !== viewer.unionId) throw forbidden();
  const files = await objectionFileViews(db, viewer.tenantId, o.verify_files);
  return {
    id: String(o.id),
    refNo: o.ref_no,
    recordId: String(o.record_id),
    publicityTitle: o.title,
    nomineeName: typeof o.shown.name === 'string' ? o.shown.name : '',
    unionName: o.union_name,
    content: o.content,
    filedAt: formatTime(o.filed_at)!,
    /** The federation answered it, or decided the publicity: a verification comes too late. */
    closed: Boolean(o.outcome) || o.status === 'decided',
    verification: o.verified_at
      ? {
          finding: o.verify_finding ?? '',
          files: o.verify_files.flatMap((f) => files.get(f) ?? []),
          verifiedAt: formatTime(o.verified_at)!,
          verifiedBy: o.verified_by ?? '',
        }
      : null,
  };
}

/**
 * 核查: the nominee's higher union sends the federation its verification of an objection, a finding
 * and its own uploads as evidence (`publicity/verify`, the launion of the nominee only: 403 for any
 * other). Once, and before the federation's answer and decision: 409 `objectionVerified`,
 * `objectionAnswered`, `publicityDecided`. The event keeps the finding and the files' ids.
 */
export async function verifyObjection(db: Kysely<Database>, viewer: SessionUser, input: VerifyInput) {
  return db.transaction().execute(async (trx) => {
    const o = await objectionToVerify(trx, viewer, input.objectionId);
    const row = await trx
      .selectFrom('publicity_objection')
      .select(['publicity_id', 'outcome', 'verified_at', 'ref_no'])
      .where('tenant_id', '=', viewer.tenantId)
      .where('id', '=', o.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const p = await publicityById(trx, viewer.tenantId, row.publicity_id);
    undecided(p);
    if (row.outcome) throw new AppError(409, 'publicityObjectionAnswered', { refNo: row.ref_no }, { reason: 'objectionAnswered' });
    if (row.verified_at) throw new AppError(409, 'publicityObjectionVerified', { refNo: row.ref_no }, { reason: 'objectionVerified' });
    const files = await ownObjectionFiles(trx, viewer, o.id, input.files ?? []);
    const finding = input.finding.trim();
    await trx
      .updateTable('publicity_objection')
      .set({
        verify_union_id: viewer.unionId,
        verify_finding: finding,
        verify_files: JSON.stringify(files),
        verified_at: new Date(),
        verified_by: viewer.name,
      })
      .where('tenant_id', '=', viewer.tenantId)
      .where('id', '=', o.id)
      .execute();
    await appendSelectionEvent(trx, {
      tenantId: viewer.tenantId,
      stream: `publicity-${p.id}`,
      actor: { id: viewer.id, name: viewer.name },
      at: new Date(),
      body: {
        type: 'publicity.verified',
        payload: { objectionId: o.id, recordId: o.recordId, unionId: viewer.unionId, finding, files },
      },
    });
    return o.id;
  });
}
