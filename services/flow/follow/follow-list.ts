import { sql, type Kysely } from 'kysely';
import { ruleOf, statesWhere, type RecordState } from '../../../catalogue';
import type { Database } from '../../../db';
import { fieldsSeenSql, someoneAnswers, titleShownSql } from '../../records/engine';
import type { SessionUser } from '../../identity/auth';
import { carriesBuiltInChain, onBuiltInChain } from '../plans';
import { paginate, type Paging } from '../../platform/core';

/** The states of a running flow (the table's `migrate` and `terminate`): what the follow list may show. */
export const FOLLOWED_STATES = statesWhere((f) => f.running);

/**
 * The states it shows by default: in review (waiting for a reviewer) and returned (waiting for the
 * applicant's correction). A draft waits for nobody but its applicant and the flow expires it on its
 * own (the table's `expire`): it is followed only when the filter asks for it (`state=draft`).
 */
const WAITING_STATES = FOLLOWED_STATES.filter((s) => !ruleOf('expire').from.includes(s));

export interface FollowFilters {
  module?: string;
  /** A union and the unions below it. */
  unionId?: string;
  /** A stage one of the flow's open tasks is at. */
  stageKey?: string;
  versionId?: string;
  modelKey?: string;
  state?: RecordState;
}

/** API sort fields of the follow list and the columns they mean: nothing else reaches the SQL. */
export const FOLLOW_SORTS = {
  waitingSince: 'f.waiting_since',
  dueTime: 'f.due_time',
  submitTime: 'f.submit_time',
  createTime: 'f.create_time',
  module: 'f.module',
  // A title made from a field hidden to the viewer sorts as none (the stage field rule).
  title: 'f.shown_title',
  state: 'f.state',
} as const;

/** The flow's tasks still open (several at once for a countersign or parallel branches). */
const OPEN = sql`from flow_task o where o.tenant_id = b.tenant_id and o.process_instance_id = b.process_instance_id and o.outcome is null`;

/**
 * True when an open task of the flow can be taken by nobody: unclaimed and no active account answers
 * its candidates (`someoneAnswers`, the applicant's union never does), or claimed by an account that
 * is no longer active (a claimed task is its assignee's alone).
 */
const STUCK = sql<boolean>`exists (select 1 ${OPEN} and case
  when o.assignee_id is null then not ${someoneAnswers(sql.ref('o.candidates'), sql.ref('b.union_id'), sql.ref('o.tenant_id'))}
  else not exists (select 1 from app_user a where a.tenant_id = o.tenant_id and a.id = o.assignee_id and a.status = 1 and not a.is_deleted)
  end)`;

/**
 * One page of the tenant's running flows: overdue and stuck ones first, then the longest waiting
 * (unless the client sorts by a field of `FOLLOW_SORTS`). A flow waits since its oldest open task was
 * created, or, waiting for its applicant (returned, draft), since its last change.
 */
export async function listFollowed(db: Kysely<Database>, viewer: SessionUser, paging: Paging & FollowFilters) {
  const tenantId = viewer.tenantId;
  let base = db
    .selectFrom('record as b')
    .leftJoin('flow_task as t', (j) => j.onRef('t.id', '=', 'b.open_task_id').onRef('t.tenant_id', '=', 'b.tenant_id'))
    .where('b.tenant_id', '=', tenantId)
    .where('b.state', 'in', paging.state ? [paging.state] : WAITING_STATES);
  if (paging.module) base = base.where('b.module', '=', paging.module);
  if (paging.modelKey) base = base.where('b.model_key', '=', paging.modelKey);
  if (paging.versionId) {
    // The tenant's seeded version of a chain also runs the records on that built-in chain (services/flow/plans).
    const version = !/^\d{1,18}$/.test(paging.versionId)
      ? undefined
      : await db
          .selectFrom('flow_model_version')
          .select(['tenant_id', 'model_key', 'source'])
          .where('id', '=', paging.versionId)
          .executeTakeFirst();
    const builtIn =
      version && carriesBuiltInChain(version, tenantId) ? onBuiltInChain('b', tenantId, version.model_key) : sql<boolean>`false`;
    base = base.where((eb) => eb.or([eb('b.flow_version_id', '=', paging.versionId!), builtIn]));
  }
  if (paging.stageKey) base = base.where(sql<boolean>`exists (select 1 ${OPEN} and o.stage_key = ${paging.stageKey})`);
  if (paging.unionId) {
    const union = await db
      .selectFrom('union_org')
      .select('path')
      .where('tenant_id', '=', tenantId)
      .where('id', '=', paging.unionId)
      .executeTakeFirst();
    // An unknown union has no flows.
    base = union ? base.where('b.union_path', 'like', `${union.path}%`) : base.where(sql<boolean>`false`);
  }
  const flows = base
    .select([
      'b.id',
      'b.tenant_id',
      'b.module',
      'b.process_instance_id',
      'b.title',
      'b.union_id',
      'b.union_name',
      'b.applicant_name',
      'b.state',
      'b.stage_name',
      'b.model_key',
      'b.flow_version',
      'b.flow_version_id',
      'b.create_time',
      'b.submit_time',
      't.stage_key',
      'b.parent_id',
    ])
    // What the viewer may see of each record (a follower who also reviewed it): its title may read neutral.
    .select(fieldsSeenSql(viewer, 'b').as('seen'))
    .select(sql<string | null>`case when ${titleShownSql(viewer, 'b')} then b.title end`.as('shown_title'))
    .select(sql<Date>`coalesce((select min(o.create_time) ${OPEN}), b.update_time)`.as('waiting_since'))
    .select(sql<Date | null>`(select min(o.due_time) ${OPEN})`.as('due_time'))
    .select(sql<boolean>`exists (select 1 ${OPEN} and o.due_time < now())`.as('overdue'))
    .select(STUCK.as('stuck'))
    .as('w');
  const rows = db
    .selectFrom(
      db
        .selectFrom(flows)
        .selectAll()
        .select(sql<boolean>`w.overdue or w.stuck`.as('attention'))
        .as('f'),
    )
    .selectAll();
  return paginate(rows, paging, {
    allow: FOLLOW_SORTS,
    fallback: [
      { column: 'f.attention', direction: 'desc' },
      { column: 'f.waiting_since', direction: 'asc' },
    ],
    tieBreaker: { column: 'f.id' },
  });
}

export type FollowedFlow = Awaited<ReturnType<typeof listFollowed>>['records'][number];

/** The open tasks of these flows, for their assignees' or candidates' names. */
export async function openTasksOf(db: Kysely<Database>, tenantId: string, processInstanceIds: string[]) {
  if (processInstanceIds.length === 0) return [];
  return db
    .selectFrom('flow_task')
    .select(['process_instance_id', 'assignee_name', 'candidates', 'create_time'])
    .where('tenant_id', '=', tenantId)
    .where('process_instance_id', 'in', processInstanceIds)
    .where('outcome', 'is', null)
    .orderBy('create_time')
    .orderBy('id')
    .execute();
}
