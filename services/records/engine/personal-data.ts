import { sql, type RawBuilder } from 'kysely';
import { candidateKeysOf } from '../../../catalogue';
import type { SessionUser } from '../../identity/auth';

/** Which entitlement lets a viewer read a record's personal data in full. */
export type FullViewRole = 'applicant' | 'reviewer';

/**
 * Who may read the record `alias`'s personal data in full (docs/forms/group-c-rights.md "Who sees in
 * full", PD-2), as SQL: `applicant` for the accounts of the record's union, `reviewer` for an account
 * that is or was a candidate or the assignee of one of its tasks (open or closed: the tasks
 * `fieldsSeenSql` reads), null for anyone else (a reader by data scope, a CC recipient, an operator,
 * an administrator). Selected with a page's rows, never one query per row.
 */
export function fullViewSql(viewer: SessionUser, alias = 'record'): RawBuilder<FullViewRole | null> {
  const col = (c: string) => sql.ref(`${alias}.${c}`);
  return sql<FullViewRole | null>`(case when ${col('union_id')}::text = ${viewer.unionId} then 'applicant'
    when exists (select 1 from flow_task t
      where t.tenant_id = ${col('tenant_id')} and t.process_instance_id = ${col('process_instance_id')}
        and (t.candidates && ${sql.val(candidateKeysOf(viewer))}::text[] or t.assignee_id::text = ${viewer.id}))
    then 'reviewer' end)`;
}
