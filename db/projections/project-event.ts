import type { Kysely } from 'kysely';
import type { Database } from '../database';
import type { StoredFlowEvent } from '../event-store/events';

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
      return;
    case 'returned':
      await rec.set({ ...touch, state: 'returned', last_comment: e.payload.comment, open_task_id: e.payload.taskId }).execute();
      return;
    case 'step.approved':
      await rec
        .set({ ...touch, state: 'draft', step: e.payload.next, stage: 0, stage_name: '', open_task_id: null, reviewer_acted: false })
        .execute();
      return;
    case 'approved':
      await rec.set({ ...touch, state: 'approved', end_time: at, open_task_id: null }).execute();
      return;
    case 'withdrawn':
      await closeTask(db, e.payload.taskId, 'withdrawn', null, at);
      await rec.set({ ...touch, state: 'draft', stage: 0, stage_name: '', open_task_id: null }).execute();
      return;
    case 'cancelled':
      await closeTask(db, e.payload.taskId, 'cancelled', e.payload.reason, at);
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

async function closeTask(db: Db, taskId: string | null, outcome: string, comment: string | null, at: Date): Promise<void> {
  if (!taskId) return;
  await db
    .updateTable('flow_task')
    .set({ outcome, comment, complete_time: at })
    .where('id', '=', taskId)
    .where('outcome', 'is', null)
    .execute();
}
