import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
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
 *
 * The rule is built of parts an index reaches under row-level security (only leakproof operators
 * do: `=`, `<`, `~>=~`, never `LIKE` or `&&`), so that a list walks an index in its order or reaches
 * each part's records directly (docs/PERFORMANCE-LISTS.md): `inScopeOrReach` (the record's own
 * columns) and `reviewing` (the open tasks' readers, `task_reader`).
 */
export function visibleTo(viewer: SessionUser) {
  return (eb: ExpressionBuilder<Database, 'record'>) =>
    eb.and([baseOf(viewer)(eb), eb.or([inScopeOrReach(viewer)(eb), reviewing(eb, viewer)])]);
}

/** What every visible record is: the viewer's tenant's, not removed. */
export function baseOf(viewer: SessionUser) {
  return (eb: ExpressionBuilder<Database, 'record'>) =>
    eb.and([eb('record.tenant_id', '=', viewer.tenantId), eb('record.state', '!=', 'removed')]);
}

/** The viewer's data scope, or a shape's reach, lets it see the record: a rule on the record's own columns. */
export function inScopeOrReach(viewer: SessionUser) {
  return (eb: ExpressionBuilder<Database, 'record'>): Expression<SqlBool> => eb.or(scopeParts(viewer).map((part) => part(eb)));
}

type Condition = (eb: ExpressionBuilder<Database, 'record'>) => Expression<SqlBool>;

/**
 * The rule of the data scope and the shapes' reach as parts an index reaches each (their OR is
 * `inScopeOrReach`), the part that usually holds the most first: the submitted records of the
 * viewer's subtree or tenant, its union's own, the records it applied for, each shape's reach.
 */
export function scopeParts(viewer: SessionUser): Condition[] {
  const ownUnion: Condition = (eb) => eb('record.union_id', '=', viewer.unionId);
  const submitted: Condition = (eb) => eb('record.submit_count', '>', 0);
  const reach = allShapes().flatMap(({ reach }): Condition[] => (reach ? [(eb) => reach(eb, viewer)] : []));
  switch (scopeOf(viewer)) {
    case 'own':
      return [(eb) => eb('record.applicant_id', '=', viewer.id), ...reach];
    case 'union':
      return [ownUnion, ...reach];
    case 'union_tree':
      return [(eb) => eb.and([underPath(viewer.unionPath), submitted(eb)]), ownUnion, ...reach];
    case 'tenant':
      return [submitted, ownUnion, ...reach];
  }
}

const scopeOf = (viewer: SessionUser) => viewer.dataScopes?.record ?? 'own';

/**
 * The record's union path starts with `path`, as a range of the path's bytes: `LIKE 'path%'` (paths
 * hold digits and slashes only, so no wildcard) that an index reaches, since `~>=~` and `~<~` are
 * leakproof and compare bytes whatever the database's collation.
 */
function underPath(path: string) {
  const last = path.codePointAt(path.length - 1) ?? 0;
  const after = path.slice(0, -1) + String.fromCodePoint(last + 1);
  const col = sql.ref('record.union_path');
  return sql<SqlBool>`(${col} ~>=~ ${path} and ${col} ~<~ ${after})`;
}

/** The keys a viewer reads open tasks by (`task_reader.reader`): its candidate keys, `user:<id>` also as an assignee. */
export const readerKeysOf = (viewer: SessionUser): string[] => candidateKeysOf(viewer);

/** The key of the viewer's rows of `task_reader` as an assignee (`assigned`): the tasks it holds. */
export const assigneeKeyOf = (viewer: SessionUser): string => `user:${viewer.id}`;

/**
 * True when the viewer's data scope shows every record a reviewer of the tenant could see: the
 * tenant-wide scope shows every submitted record, and a record in review was submitted (the
 * database holds it to that: `record_in_review_submitted`). A list then reads no task.
 */
export const scopeHoldsReviews = (viewer: SessionUser) => scopeOf(viewer) === 'tenant';

/** The record is in review and one of its open tasks names the viewer among its candidates or as its assignee. */
export function reviewing(eb: ExpressionBuilder<Database, 'record'>, viewer: SessionUser) {
  return eb.and([
    eb('record.state', '=', 'in_review'),
    eb.exists(
      eb
        .selectFrom('task_reader')
        .select(sql`1`.as('one'))
        // Any open task of the record: a countersign or parallel stages open several at once.
        .whereRef('task_reader.record_id', '=', 'record.id')
        .where('task_reader.tenant_id', '=', viewer.tenantId)
        .where('task_reader.reader', '=', (e) => e.fn.any(e.val(readerKeysOf(viewer)))),
    ),
  ]);
}

/** True when the viewer acts for the record's applicant union. */
export function isApplicantOf(viewer: SessionUser, record: { union_id: string }): boolean {
  return String(record.union_id) === viewer.unionId;
}
