import { sql, type ExpressionBuilder } from 'kysely';
import { candidateKeysOf } from '../../../catalogue';
import type { Database } from '../../../db';
import type { SessionUser } from '../../identity/auth';
import { allShapes } from './shape-registry';

/**
 * Which records a viewer may see: always within the viewer's tenant, and as far as the widest data
 * scope of its roles for `record` reaches: the records it applied for (`own`, also when no scope is
 * granted), its union's (`union`), those of the unions below it too (`union_tree`), or the tenant's.
 * Drafts stay with the applicant union: beyond it a record shows once it was submitted. A reviewer
 * sees the record whose open task it is a candidate or the assignee of, whatever its data scope: the
 * reviewers are pinned when the flow starts, so a union that moved to another parent (a transfer)
 * leaves its records in review with the old parent, which must still read and complete them. A
 * shape may let a viewer see more (`RecordShape.reach`: the notices published above it).
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
      eb.or([reach, ...allShapes().flatMap((s) => s.reach?.(eb, viewer) ?? []), reviewing(eb, viewer)]),
    ]);
  };
}

/** The record's open task names the viewer among its candidates or as its assignee. */
function reviewing(eb: ExpressionBuilder<Database, 'record'>, viewer: SessionUser) {
  return eb.and([
    eb('record.state', '=', 'in_review'),
    eb.exists(
      eb
        .selectFrom('flow_task')
        .select(sql`1`.as('one'))
        // Any open task of the record: a countersign or parallel stages open several at once.
        .whereRef('flow_task.process_instance_id', '=', 'record.process_instance_id')
        .where('flow_task.tenant_id', '=', viewer.tenantId)
        .where('flow_task.outcome', 'is', null)
        .where((t) =>
          t.or([
            sql<boolean>`flow_task.candidates && ${sql.val(candidateKeysOf(viewer))}::text[]`,
            t('flow_task.assignee_id', '=', viewer.id),
          ]),
        ),
    ),
  ]);
}

/** True when the viewer acts for the record's applicant union. */
export function isApplicantOf(viewer: SessionUser, record: { union_id: string }): boolean {
  return String(record.union_id) === viewer.unionId;
}
