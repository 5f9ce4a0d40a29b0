import type { NewFlowEvent } from '../../db/event-store/events';
import type { FlowState } from './types';

/** The flow's state before its first event. */
export const initialState: FlowState = {
  status: 'new',
  eventSeq: 0,
  submission: 0,
  taskSeq: 0,
  openTask: null,
  returnedTaskId: null,
  reviewerActed: false,
  step: 0,
  stepApproved: false,
  children: 0,
};

/** The state after one event: a pure fold, the same in the workflow and in tests. */
export function evolve(state: FlowState, event: NewFlowEvent): FlowState {
  const s: FlowState = { ...state, eventSeq: event.seq };
  switch (event.type) {
    case 'flow.started':
      return { ...s, status: 'draft' };
    case 'draft.saved':
      return s;
    case 'submitted':
    case 'resubmitted':
      return {
        ...s,
        status: 'in_review',
        submission: event.payload.submission,
        reviewerActed: false,
        returnedTaskId: null,
        submittedForm: event.payload.form,
      };
    case 'task.created':
      return {
        ...s,
        taskSeq: s.taskSeq + 1,
        openTask: { taskId: event.payload.taskId, stage: event.payload.stage, candidates: event.payload.candidates, assigneeId: null },
      };
    case 'task.claimed':
      return { ...s, reviewerActed: true, openTask: s.openTask && { ...s.openTask, assigneeId: event.actor.id } };
    case 'task.completed':
      return { ...s, reviewerActed: true, openTask: null };
    case 'returned':
      return { ...s, status: 'returned', returnedTaskId: event.payload.taskId };
    case 'step.approved':
      return { ...s, status: 'draft', openTask: null, reviewerActed: false, step: s.step + 1, stepApproved: true };
    case 'approved':
      return { ...s, status: 'approved', openTask: null };
    case 'withdrawn':
      return { ...s, status: 'draft', openTask: null };
    case 'cancelled':
      return { ...s, status: 'cancelled', openTask: null };
    case 'removed':
      return { ...s, status: 'removed' };
    case 'expired':
      return { ...s, status: 'expired' };
    case 'child.added':
      return { ...s, children: (s.children ?? 0) + 1 };
    case 'published.revised':
      return { ...s, submittedForm: event.payload.form };
  }
}
