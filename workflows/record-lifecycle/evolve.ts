import type { NewFlowEvent } from '../../db/event-store/events';
import type { FlowState, OpenTask } from './types';

/** The flow's state before its first event. */
export const initialState: FlowState = {
  status: 'new',
  eventSeq: 0,
  submission: 0,
  taskSeq: 0,
  openTask: null,
  openTasks: [],
  overdue: [],
  returnedTaskId: null,
  reviewerActed: false,
  step: 0,
  stepApproved: false,
  children: 0,
};

/** The state with these open tasks; `openTask` is the first of them. */
function withTasks(s: FlowState, openTasks: OpenTask[]): FlowState {
  return { ...s, openTasks, openTask: openTasks[0] ?? null };
}

const without = (s: FlowState, ids: readonly string[]): OpenTask[] => s.openTasks.filter((t) => !ids.includes(t.taskId));

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
        overdue: [],
      };
    case 'task.created': {
      const p = event.payload;
      const task: OpenTask = {
        taskId: p.taskId,
        stage: p.stage,
        stageKey: p.stageKey,
        candidates: p.candidates,
        assigneeId: null,
        dueAt: p.dueAt,
      };
      return withTasks({ ...s, taskSeq: s.taskSeq + 1 }, [...s.openTasks, task]);
    }
    case 'task.claimed':
      return withTasks(
        { ...s, reviewerActed: true },
        s.openTasks.map((t) => (t.taskId === event.payload.taskId ? { ...t, assigneeId: event.actor.id } : t)),
      );
    case 'task.completed': {
      const edits = event.payload.edits;
      const form = edits ? { submittedForm: { ...s.submittedForm, ...edits } } : {};
      return withTasks({ ...s, ...form, reviewerActed: true }, without(s, [event.payload.taskId]));
    }
    case 'task.timedOut':
      return withTasks(s, without(s, [event.payload.taskId]));
    case 'task.overdue':
      return { ...s, overdue: [...s.overdue, event.payload.taskId] };
    case 'cc.sent':
      return { ...s, taskSeq: s.taskSeq + 1 };
    case 'returned':
      return withTasks({ ...s, status: 'returned', returnedTaskId: event.payload.taskId }, []);
    case 'declined':
      return withTasks({ ...s, status: 'declined' }, []);
    case 'step.approved':
      return withTasks({ ...s, status: 'draft', reviewerActed: false, step: s.step + 1, stepApproved: true }, []);
    case 'approved':
      return withTasks({ ...s, status: 'approved', ...(event.payload.effectiveOn ? { effectDue: event.payload.effectiveOn } : {}) }, []);
    case 'approval.effective': {
      const { effectDue: _done, ...rest } = s;
      return rest;
    }
    case 'withdrawn':
      return withTasks({ ...s, status: 'draft' }, []);
    case 'cancelled':
      return withTasks({ ...s, status: 'cancelled' }, []);
    case 'terminated':
      return withTasks({ ...s, status: 'cancelled' }, []);
    case 'flow.migrated':
      return withTasks(
        s,
        without(
          s,
          event.payload.moves.map((m) => m.taskId),
        ),
      );
    case 'removed':
      return { ...s, status: 'removed' };
    case 'expired':
      return { ...s, status: 'expired' };
    case 'child.added':
      return { ...s, children: (s.children ?? 0) + 1 };
    case 'published.revised':
      return { ...s, submittedForm: event.payload.form };
    case 'followUp.added':
      // Written by the portal after approval, not by the flow: its state moves only past the event.
      return s;
  }
}
