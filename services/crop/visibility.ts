import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../db';
import type { SessionUser } from '../auth';

/**
 * Which records a viewer may see: always within the viewer's tenant; its own union's records
 * (drafts included); and, of the unions below it, the records that were submitted at least once.
 */
export function visibleTo(viewer: SessionUser) {
  return (eb: ExpressionBuilder<Database, 'record'>) =>
    eb.and([
      eb('record.tenant_id', '=', viewer.tenantId),
      eb('record.state', '!=', 'removed'),
      eb.or([
        eb('record.union_id', '=', viewer.unionId),
        eb.and([eb('record.union_path', 'like', `${viewer.unionPath}%`), eb('record.submit_count', '>', 0)]),
      ]),
    ]);
}

/** True when the viewer acts for the record's applicant union. */
export function isApplicantOf(viewer: SessionUser, record: { union_id: string }): boolean {
  return String(record.union_id) === viewer.unionId;
}
