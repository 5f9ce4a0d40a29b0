import { closeOpenTasks } from './open-tasks';
import type { StoredFlowEvent } from '../event-store/events';
import { recordOf, touch, type Db, type Projection } from './projection';

/** A submission or resubmission: the record in review with the form sent, its reviewers not yet acting. */
async function sent(db: Db, e: Extract<StoredFlowEvent, { type: 'submitted' | 'resubmitted' }>): Promise<void> {
  await recordOf(db, e)
    .set({
      ...touch(e),
      state: 'in_review',
      form: JSON.stringify(e.payload.form),
      submitted_form: JSON.stringify(e.payload.form),
      title: e.payload.title,
      submit_count: e.payload.submission,
      submit_time: new Date(e.at),
      reviewer_acted: false,
      open_task_id: null,
      last_comment: null,
    })
    .execute();
}

/** A flow ended with a reason, by its applicant (cancelled) or an operator (terminated): cancelled, its open tasks closed so. */
async function endedWithReason(db: Db, e: Extract<StoredFlowEvent, { type: 'cancelled' | 'terminated' }>, outcome: string): Promise<void> {
  const at = new Date(e.at);
  await closeOpenTasks(db, e.processInstanceId, outcome, at, e.payload.reason);
  await recordOf(db, e)
    .set({ ...touch(e), state: 'cancelled', end_time: at, open_task_id: null, last_comment: e.payload.reason })
    .execute();
}

/** The record's own events: its row from the flow's start to its end (the state, form, title and times the lists show). */
export const recordRowProjection = {
  'flow.started': async (db, e) => {
    const p = e.payload;
    const at = new Date(e.at);
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
  },
  'draft.saved': async (db, e) => {
    await recordOf(db, e)
      .set({ ...touch(e), form: JSON.stringify(e.payload.form), title: e.payload.title })
      .execute();
  },
  submitted: sent,
  resubmitted: sent,
  returned: async (db, e) => {
    // Other reviewers' tasks (a countersign, parallel branches) close with the return.
    await closeOpenTasks(db, e.processInstanceId, 'closed', new Date(e.at));
    await recordOf(db, e)
      .set({ ...touch(e), state: 'returned', last_comment: e.payload.comment, open_task_id: e.payload.taskId })
      .execute();
  },
  approved: async (db, e) => {
    const at = new Date(e.at);
    await closeOpenTasks(db, e.processInstanceId, 'closed', at);
    await recordOf(db, e)
      .set({ ...touch(e), state: 'approved', end_time: at, open_task_id: null, effect_due: e.payload.effectiveOn ?? null })
      .execute();
  },
  'approval.effective': async (db, e) => {
    await recordOf(db, e)
      .set({ ...touch(e), effect_due: null })
      .execute();
  },
  withdrawn: async (db, e) => {
    await closeOpenTasks(db, e.processInstanceId, 'withdrawn', new Date(e.at));
    await recordOf(db, e)
      .set({ ...touch(e), state: 'draft', stage: 0, stage_name: '', open_task_id: null })
      .execute();
  },
  cancelled: (db, e) => endedWithReason(db, e, 'cancelled'),
  terminated: (db, e) => endedWithReason(db, e, 'terminated'),
  removed: async (db, e) => {
    await recordOf(db, e)
      .set({ ...touch(e), state: 'removed', end_time: new Date(e.at), ...(e.payload.reason ? { last_comment: e.payload.reason } : {}) })
      .execute();
  },
  expired: async (db, e) => {
    await recordOf(db, e)
      .set({ ...touch(e), state: 'expired', end_time: new Date(e.at) })
      .execute();
  },
} satisfies Projection;
