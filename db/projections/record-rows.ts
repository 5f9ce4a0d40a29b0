import { closeOpenTasks } from './open-tasks';
import type { StoredFlowEvent } from '../event-store/events';
import { tracked, type FlowModel, type RecordValues } from './flow-model';
import { setRecord, touch, type Projection } from './projection';

/** A submission or resubmission: the record in review with the form sent, its reviewers not yet acting. */
function sent(m: FlowModel, e: Extract<StoredFlowEvent, { type: 'submitted' | 'resubmitted' }>): void {
  setRecord(m, {
    ...touch(e),
    state: 'in_review',
    form: e.payload.form,
    submitted_form: e.payload.form,
    title: e.payload.title,
    submit_count: e.payload.submission,
    submit_time: new Date(e.at),
    first_submit_time: m.record?.row.first_submit_time ?? new Date(e.at),
    reviewer_acted: false,
    open_task_id: null,
    last_comment: null,
  });
}

/** A flow ended with a reason, by its applicant (cancelled) or an operator (terminated): cancelled, its open tasks closed so. */
function endedWithReason(m: FlowModel, e: Extract<StoredFlowEvent, { type: 'cancelled' | 'terminated' }>, outcome: string): void {
  const at = new Date(e.at);
  closeOpenTasks(m, outcome, at, e.payload.reason);
  setRecord(m, { ...touch(e), state: 'cancelled', end_time: at, open_task_id: null, last_comment: e.payload.reason });
}

/** The record's own events: its row from the flow's start to its end (the state, form, title and times the lists show). */
export const recordRowProjection = {
  'flow.started': (m, e) => {
    const p = e.payload;
    const at = new Date(e.at);
    m.plans.push(p.stages ?? []);
    m.record = tracked<RecordValues>(
      {
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
        child_count: 0,
        title: '',
        form: {},
        submitted_form: null,
        open_task_id: null,
        last_comment: null,
        reviewer_acted: false,
        submit_count: 0,
        submit_time: null,
        first_submit_time: null,
        end_time: null,
        last_seq: e.seq,
        create_time: at,
        update_time: at,
        model_key: p.flow?.modelKey ?? p.model,
        flow_version: p.flow?.version ?? null,
        flow_version_id: p.flow?.versionId || null,
        effect_due: null,
      },
      true,
    );
  },
  'draft.saved': (m, e) => {
    setRecord(m, { ...touch(e), form: e.payload.form, title: e.payload.title });
  },
  submitted: sent,
  resubmitted: sent,
  returned: (m, e) => {
    // Other reviewers' tasks (a countersign, parallel branches) close with the return.
    closeOpenTasks(m, 'closed', new Date(e.at));
    setRecord(m, { ...touch(e), state: 'returned', last_comment: e.payload.comment, open_task_id: e.payload.taskId });
  },
  declined: (m, e) => {
    const at = new Date(e.at);
    // A refusal ends the flow: other reviewers' tasks (a countersign, parallel branches) close with it.
    closeOpenTasks(m, 'closed', at);
    setRecord(m, { ...touch(e), state: 'declined', last_comment: e.payload.comment, end_time: at, open_task_id: null });
  },
  approved: (m, e) => {
    const at = new Date(e.at);
    closeOpenTasks(m, 'closed', at);
    setRecord(m, { ...touch(e), state: 'approved', end_time: at, open_task_id: null, effect_due: e.payload.effectiveOn ?? null });
  },
  'approval.effective': (m, e) => {
    setRecord(m, { ...touch(e), effect_due: null });
  },
  withdrawn: (m, e) => {
    closeOpenTasks(m, 'withdrawn', new Date(e.at));
    setRecord(m, { ...touch(e), state: 'draft', stage: 0, stage_name: '', open_task_id: null });
  },
  cancelled: (m, e) => endedWithReason(m, e, 'cancelled'),
  terminated: (m, e) => endedWithReason(m, e, 'terminated'),
  removed: (m, e) => {
    setRecord(m, {
      ...touch(e),
      state: 'removed',
      end_time: new Date(e.at),
      ...(e.payload.reason ? { last_comment: e.payload.reason } : {}),
    });
  },
  expired: (m, e) => {
    setRecord(m, { ...touch(e), state: 'expired', end_time: new Date(e.at) });
  },
} satisfies Projection;
