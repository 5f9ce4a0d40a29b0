import { sql, type Kysely } from 'kysely';
import type { Database } from '../database';
import type { StagePlan, StoredFlowEvent } from '../event-store/events';
import { planStage, stageVisibleFields } from './stage-visible-fields';

type Db = Kysely<Database>;

/**
 * Applies one stored event to the read models. Everything written comes from the event itself
 * (never the clock), so replaying the events rebuilds the same rows.
 */
export async function projectEvent(db: Db, e: StoredFlowEvent): Promise<void> {
  const at = new Date(e.at);
  const rec = db.updateTable('record').where('process_instance_id', '=', e.processInstanceId);
  const touch = { last_seq: e.seq, update_time: at };

  switch (e.type) {
    case 'flow.started': {
      const p = e.payload;
      await db
        .insertInto('record')
        .values({
          id: e.recordId,
          tenant_id: e.tenantId,
          module: e.module,
          process_instance_id: e.processInstanceId,
          union_id: p.union.id,
          union_path: p.union.path,
          union_name: p.union.name,
          applicant_id: p.applicant.id,
          applicant_name: p.applicant.name,
          state: 'draft',
          stage: 0,
          stage_name: '',
          step: p.steps?.[0] ?? '',
          parent_id: p.parent?.recordId ?? null,
          title: '',
          form: '{}',
          submitted_form: null,
          open_task_id: null,
          last_comment: null,
          reviewer_acted: false,
          submit_count: 0,
          submit_time: null,
          end_time: null,
          last_seq: e.seq,
          create_time: at,
          update_time: at,
          model_key: p.flow?.modelKey ?? p.model,
          flow_version: p.flow?.version ?? null,
          flow_version_id: p.flow?.versionId || null,
        })
        .execute();
      return;
    }
    case 'draft.saved':
      await rec.set({ ...touch, form: JSON.stringify(e.payload.form), title: e.payload.title }).execute();
      return;
    case 'submitted':
    case 'resubmitted':
      await rec
        .set({
          ...touch,
          state: 'in_review',
          form: JSON.stringify(e.payload.form),
          submitted_form: JSON.stringify(e.payload.form),
          title: e.payload.title,
          submit_count: e.payload.submission,
          submit_time: at,
          reviewer_acted: false,
          open_task_id: null,
          last_comment: null,
        })
        .execute();
      return;
    case 'task.created': {
      const p = e.payload;
      const record = await db
        .selectFrom('record')
        .select(['title', 'union_name', 'applicant_name'])
        .where('process_instance_id', '=', e.processInstanceId)
        .executeTakeFirstOrThrow();
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
          create_time: at,
          due_time: new Date(p.dueAt),
        })
        .execute();
      await rec.set({ ...touch, stage: p.stage, stage_name: p.stageName, open_task_id: p.taskId }).execute();
      return;
    }
    case 'task.claimed':
      await db
        .updateTable('flow_task')
        .set({ assignee_id: e.actor.id, assignee_name: e.actor.name, claim_time: at })
        .where('id', '=', e.payload.taskId)
        .execute();
      await rec.set({ ...touch, reviewer_acted: true }).execute();
      return;
    case 'task.completed':
      await db
        .updateTable('flow_task')
        .set({
          outcome: e.payload.outcome,
          comment: e.payload.comment,
          complete_time: at,
          assignee_id: e.actor.id,
          assignee_name: e.actor.name,
        })
        .where('id', '=', e.payload.taskId)
        .execute();
      await rec.set({ ...touch, reviewer_acted: true, last_comment: e.payload.comment || null }).execute();
      // A reviewer's changes to its stage's editable fields become the record's content.
      if (e.payload.edits) {
        const edits = JSON.stringify(e.payload.edits);
        await rec
          .set({
            form: sql`form || ${edits}::jsonb`,
            submitted_form: sql`coalesce(submitted_form, '{}'::jsonb) || ${edits}::jsonb`,
          })
          .execute();
      }
      await pointAtOpenTask(db, e.processInstanceId);
      return;
    case 'returned':
      // Other reviewers' tasks (a countersign, parallel branches) close with the return.
      await closeOpenTasks(db, e.processInstanceId, 'closed', at);
      await rec.set({ ...touch, state: 'returned', last_comment: e.payload.comment, open_task_id: e.payload.taskId }).execute();
      return;
    case 'task.overdue':
      await rec.set(touch).execute();
      return;
    case 'task.timedOut':
      await closeTask(db, e.payload.taskId, 'timeout', TIMEOUT_COMMENTS[e.payload.action], at);
      await rec.set(touch).execute();
      await pointAtOpenTask(db, e.processInstanceId);
      return;
    case 'cc.sent': {
      const record = await db
        .selectFrom('record')
        .select(['title', 'union_name'])
        .where('process_instance_id', '=', e.processInstanceId)
        .executeTakeFirstOrThrow();
      // A rebuild keeps the receipts of those who read it already: the row is written once.
      await db
        .insertInto('flow_cc')
        .values({
          id: e.payload.ccId,
          tenant_id: e.tenantId,
          process_instance_id: e.processInstanceId,
          record_id: e.recordId,
          module: e.module,
          title: record.title,
          union_name: record.union_name,
          stage_key: e.payload.stageKey,
          stage_name: e.payload.stageName,
          candidates: e.payload.candidates,
          create_time: at,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      await rec.set(touch).execute();
      return;
    }
    case 'flow.migrated':
      for (const m of e.payload.moves) await closeTask(db, m.taskId, 'migrated', `${m.from} → ${m.to}`, at);
      // The new version's field permissions hold for the stages it has, for the tasks of those stages too.
      for (const stage of e.payload.stages) {
        await db
          .updateTable('flow_task')
          .set({ visible_fields: stageVisibleFields(stage) })
          .where('process_instance_id', '=', e.processInstanceId)
          .where('stage_key', '=', stage.key)
          .execute();
      }
      await rec
        .set({
          ...touch,
          model_key: e.payload.to.modelKey,
          flow_version: e.payload.to.version,
          flow_version_id: e.payload.to.versionId || null,
        })
        .execute();
      await pointAtOpenTask(db, e.processInstanceId);
      return;
    case 'terminated':
      await closeOpenTasks(db, e.processInstanceId, 'terminated', at, e.payload.reason);
      await rec.set({ ...touch, state: 'cancelled', end_time: at, open_task_id: null, last_comment: e.payload.reason }).execute();
      return;
    case 'step.approved':
      await rec
        .set({ ...touch, state: 'draft', step: e.payload.next, stage: 0, stage_name: '', open_task_id: null, reviewer_acted: false })
        .execute();
      return;
    case 'approved':
      await closeOpenTasks(db, e.processInstanceId, 'closed', at);
      await rec.set({ ...touch, state: 'approved', end_time: at, open_task_id: null, effect_due: e.payload.effectiveOn ?? null }).execute();
      return;
    case 'approval.effective':
      await rec.set({ ...touch, effect_due: null }).execute();
      return;
    case 'withdrawn':
      await closeOpenTasks(db, e.processInstanceId, 'withdrawn', at);
      await rec.set({ ...touch, state: 'draft', stage: 0, stage_name: '', open_task_id: null }).execute();
      return;
    case 'cancelled':
      await closeOpenTasks(db, e.processInstanceId, 'cancelled', at, e.payload.reason);
      await rec.set({ ...touch, state: 'cancelled', end_time: at, open_task_id: null, last_comment: e.payload.reason }).execute();
      return;
    case 'removed':
      await rec
        .set({ ...touch, state: 'removed', end_time: at, ...(e.payload.reason ? { last_comment: e.payload.reason } : {}) })
        .execute();
      return;
    case 'child.added':
      await rec.set((eb) => ({ ...touch, child_count: eb('child_count', '+', 1) })).execute();
      return;
    case 'expired':
      await rec.set({ ...touch, state: 'expired', end_time: at }).execute();
      return;
    case 'published.revised':
      // Readers see the corrected notice; the history keeps what was published before.
      await rec
        .set({ ...touch, form: JSON.stringify(e.payload.form), submitted_form: JSON.stringify(e.payload.form), title: e.payload.title })
        .execute();
      return;
  }
}

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

async function closeTask(db: Db, taskId: string | null, outcome: string, comment: string | null, at: Date): Promise<void> {
  if (!taskId) return;
  await db
    .updateTable('flow_task')
    .set({ outcome, comment, complete_time: at })
    .where('id', '=', taskId)
    .where('outcome', 'is', null)
    .execute();
}

/** Closes every task of the flow still open (a return, withdrawal or end closes the other reviewers' tasks too). */
async function closeOpenTasks(db: Db, processInstanceId: string, outcome: string, at: Date, comment: string | null = null): Promise<void> {
  await db
    .updateTable('flow_task')
    .set({ outcome, comment, complete_time: at })
    .where('process_instance_id', '=', processInstanceId)
    .where('outcome', 'is', null)
    .execute();
}

/** The record points at a task still open when the one it pointed at closed and others remain (countersign, parallel). */
async function pointAtOpenTask(db: Db, processInstanceId: string): Promise<void> {
  const open = await db
    .selectFrom('flow_task')
    .select(['id', 'stage', 'stage_name'])
    .where('process_instance_id', '=', processInstanceId)
    .where('outcome', 'is', null)
    .orderBy('create_time')
    .orderBy('id')
    .executeTakeFirst();
  if (open) {
    await db
      .updateTable('record')
      .set({ open_task_id: open.id, stage: open.stage, stage_name: open.stage_name })
      .where('process_instance_id', '=', processInstanceId)
      .execute();
  }
}

/** What the history's task row says of a task its stage's timeout closed. */
const TIMEOUT_COMMENTS = {
  autoApprove: '办理超时，系统自动通过',
  autoReturn: '办理超时，系统自动退回',
  escalate: '办理超时，已上报上级',
} as const;
