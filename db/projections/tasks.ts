import { sql } from 'kysely';
import type { StagePlan } from '../event-store/events';
import { closeTask, pointAtOpenTask } from './open-tasks';
import { recordHeading, recordOf, touch, type Db, type Projection } from './projection';
import { planStage, stageVisibleFields } from './stage-visible-fields';

/** What the history's task row says of a task its stage's timeout closed. */
const TIMEOUT_COMMENTS = {
  autoApprove: '办理超时，系统自动通过',
  autoReturn: '办理超时，系统自动退回',
  escalate: '办理超时，已上报上级',
} as const;

/** The stage `key` as the latest plan of the flow before event `seq` that has it (`flow.started` or a `flow.migrated`). */
async function stageInPlan(db: Db, processInstanceId: string, key: string, seq: number): Promise<StagePlan | undefined> {
  const plans = await db
    .selectFrom('flow_event')
    .select('payload')
    .where('process_instance_id', '=', processInstanceId)
    .where('type', 'in', ['flow.started', 'flow.migrated'])
    .where('seq', '<', seq)
    .orderBy('seq', 'desc')
    .execute();
  for (const { payload } of plans) {
    const stage = planStage(payload.stages as StagePlan[] | undefined, key);
    if (stage) return stage;
  }
  return undefined;
}

/** The review's events: the task rows of the task lists (`flow_task`) and the record's open task, stage and reviewer marks. */
export const taskProjection = {
  'task.created': async (db, e) => {
    const p = e.payload;
    const record = await recordHeading(db, e);
    await db
      .insertInto('flow_task')
      .values({
        id: p.taskId,
        tenant_id: e.tenantId,
        process_instance_id: e.processInstanceId,
        record_id: e.recordId,
        module: e.module,
        title: record.title,
        union_name: record.union_name,
        applicant_name: record.applicant_name,
        stage: p.stage,
        stage_key: p.stageKey,
        stage_name: p.stageName,
        candidates: p.candidates,
        visible_fields: stageVisibleFields(await stageInPlan(db, e.processInstanceId, p.stageKey, e.seq)),
        create_time: new Date(e.at),
        due_time: new Date(p.dueAt),
      })
      .execute();
    await recordOf(db, e)
      .set({ ...touch(e), stage: p.stage, stage_name: p.stageName, open_task_id: p.taskId })
      .execute();
  },
  'task.claimed': async (db, e) => {
    await db
      .updateTable('flow_task')
      .set({ assignee_id: e.actor.id, assignee_name: e.actor.name, claim_time: new Date(e.at) })
      .where('id', '=', e.payload.taskId)
      .execute();
    await recordOf(db, e)
      .set({ ...touch(e), reviewer_acted: true })
      .execute();
  },
  'task.completed': async (db, e) => {
    await db
      .updateTable('flow_task')
      .set({
        outcome: e.payload.outcome,
        comment: e.payload.comment,
        complete_time: new Date(e.at),
        assignee_id: e.actor.id,
        assignee_name: e.actor.name,
      })
      .where('id', '=', e.payload.taskId)
      .execute();
    await recordOf(db, e)
      .set({ ...touch(e), reviewer_acted: true, last_comment: e.payload.comment || null })
      .execute();
    // A reviewer's changes to its stage's editable fields become the record's content.
    if (e.payload.edits) {
      const edits = JSON.stringify(e.payload.edits);
      await recordOf(db, e)
        .set({
          form: sql`form || ${edits}::jsonb`,
          submitted_form: sql`coalesce(submitted_form, '{}'::jsonb) || ${edits}::jsonb`,
        })
        .execute();
    }
    await pointAtOpenTask(db, e.processInstanceId);
  },
  'task.overdue': async (db, e) => {
    await recordOf(db, e).set(touch(e)).execute();
  },
  'task.timedOut': async (db, e) => {
    await closeTask(db, e.payload.taskId, 'timeout', TIMEOUT_COMMENTS[e.payload.action], new Date(e.at));
    await recordOf(db, e).set(touch(e)).execute();
    await pointAtOpenTask(db, e.processInstanceId);
  },
  'flow.migrated': async (db, e) => {
    for (const m of e.payload.moves) await closeTask(db, m.taskId, 'migrated', `${m.from} → ${m.to}`, new Date(e.at));
    // The new version's field permissions hold for the stages it has, for the tasks of those stages too.
    for (const stage of e.payload.stages) {
      await db
        .updateTable('flow_task')
        .set({ visible_fields: stageVisibleFields(stage) })
        .where('process_instance_id', '=', e.processInstanceId)
        .where('stage_key', '=', stage.key)
        .execute();
    }
    await recordOf(db, e)
      .set({
        ...touch(e),
        model_key: e.payload.to.modelKey,
        flow_version: e.payload.to.version,
        flow_version_id: e.payload.to.versionId || null,
      })
      .execute();
    await pointAtOpenTask(db, e.processInstanceId);
  },
} satisfies Projection;
