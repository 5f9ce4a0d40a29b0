import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../db';
import type { SessionUser } from '../auth';
import { publishedAbove } from './shapes/publish-only';

/**
 * Which records a viewer may see: always within the viewer's tenant, and as far as the widest data
 * scope of its roles for `record` reaches: the records it applied for (`own`, also when no scope is
 * granted), its union's (`union`), those of the unions below it too (`union_tree`), or the tenant's.
 * Drafts stay with the applicant union: beyond it a record shows once it was submitted.
 */
export function visibleTo(viewer: SessionUser) {
  const scope = viewer.dataScopes?.record ?? 'own';
  return (eb: ExpressionBuilder<Database, 'record'>) => {
    const ownUnion = eb('record.union_id', '=', viewer.unionId);
    const submitted = eb('record.submit_count', '>', 0);
    const reach = {
      own: eb('record.applicant_id', '=', viewer.id),
      union: ownUnion,
      union_tree: eb.or([ownUnion, eb.and([eb('record.union_path', 'like', `${viewer.unionPath}%`), submitted])]),
      tenant: eb.or([ownUnion, submitted]),
    }[scope];
    return eb.and([
      eb('record.tenant_id', '=', viewer.tenantId),
      eb('record.state', '!=', 'removed'),
      eb.or([reach, publishedAbove(eb, viewer.unionPath)]),
    ]);
  };
}

/** True when the viewer acts for the record's applicant union. */
export function isApplicantOf(viewer: SessionUser, record: { union_id: string }): boolean {
  return String(record.union_id) === viewer.unionId;
}
