import type { Kysely } from 'kysely';
import { taskOutcomes, type Database, type TaskOutcome } from '../../../db';

/** The last decision a reviewer took on a record: what, at which stage, by whom (and their union), when. */
export interface LastDecision {
  outcome: TaskOutcome;
  stageName: string;
  reviewer: string;
  reviewerUnion: string | null;
  time: Date;
}

/**
 * The last approval, return or refusal of each flow of `processInstanceIds`, from its tasks (one query for a
 * batch): what a 台账 prints as the approval result, approver and date. A flow nobody decided on yet has none.
 */
export async function lastDecisions(
  db: Kysely<Database>,
  tenantId: string,
  processInstanceIds: readonly string[],
): Promise<Map<string, LastDecision>> {
  if (processInstanceIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('flow_task')
    .leftJoin('app_user', (j) =>
      j.onRef('app_user.id', '=', 'flow_task.assignee_id').onRef('app_user.tenant_id', '=', 'flow_task.tenant_id'),
    )
    .leftJoin('union_org', (j) =>
      j.onRef('union_org.id', '=', 'app_user.union_id').onRef('union_org.tenant_id', '=', 'flow_task.tenant_id'),
    )
    .distinctOn('flow_task.process_instance_id')
    .select([
      'flow_task.process_instance_id',
      'flow_task.outcome',
      'flow_task.stage_name',
      'flow_task.assignee_name',
      'flow_task.complete_time',
      'union_org.name as union_name',
    ])
    .where('flow_task.tenant_id', '=', tenantId)
    .where('flow_task.process_instance_id', 'in', [...processInstanceIds])
    .where('flow_task.outcome', 'in', [...taskOutcomes])
    .where('flow_task.complete_time', 'is not', null)
    .orderBy('flow_task.process_instance_id')
    .orderBy('flow_task.complete_time', 'desc')
    .orderBy('flow_task.id', 'desc')
    .execute();
  return new Map(
    rows.map((r) => [
      r.process_instance_id,
      {
        outcome: r.outcome as LastDecision['outcome'],
        stageName: r.stage_name,
        reviewer: r.assignee_name ?? '',
        reviewerUnion: r.union_name,
        time: r.complete_time!,
      },
    ]),
  );
}
