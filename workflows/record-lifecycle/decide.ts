import type { EventActor, FlowEventBody, NewFlowEvent } from '../../db/event-store/events';
import type { Actor, Command, Decision, FlowState, FlowStatus, LifecycleInput, RejectionCode } from './types';

/** The actor of events the flow causes itself (timers). */
export const SYSTEM_ACTOR: EventActor = { id: null, name: '系统', union: '' };

const APPLICANT_STATES: Record<string, FlowStatus[]> = {
  save: ['new', 'draft', 'returned'],
  submit: ['new', 'draft'],
  resubmit: ['returned'],
  withdraw: ['in_review'],
  cancel: ['draft', 'in_review', 'returned'],
  remove: ['draft'],
};

function reject(state: FlowState, code: RejectionCode, reason: string): Decision {
  return { ok: false, rejection: { code, reason, state: state.status } };
}

function isApplicant(input: LifecycleInput, actor: Actor | null): boolean {
  return actor !== null && actor.unionId === input.union.id;
}

/**
 * Separation of duties: the applicant's union and its sub-accounts (accounts of the same union)
 * never review their own record, whatever roles they hold.
 */
export function isOwnRecord(input: LifecycleInput, actor: Actor): boolean {
  return actor.unionId === input.union.id;
}

/** True when `actor` is one of a task's candidates: a reviewer of the named union, or a holder of the named role. */
export function isCandidate(candidates: string[], actor: Actor): boolean {
  return candidates.some(
    (c) => (c === `union:${actor.unionId}` && actor.ident === 'launion') || actor.roles.some((r) => c === `role:${r}`),
  );
}

/**
 * Decides what a command does to the flow: the events to record, or why it is refused. Pure and
 * deterministic: the workflow runs it in the update validator and again under its lock.
 */
export function decide(state: FlowState, input: LifecycleInput, cmd: Command, actor: Actor | null, nowMs: number): Decision {
  const events: FlowEventBody[] = [];
  const at = new Date(nowMs).toISOString();
  const eventActor: EventActor = actor ? { id: actor.id, name: actor.name, union: actor.unionName } : SYSTEM_ACTOR;
  let taskSeq = state.taskSeq;

  const createTask = (stage: number) => {
    const plan = input.stages[stage - 1];
    if (!plan) throw new Error(`flow ${input.processInstanceId} has no stage ${stage}`);
    taskSeq += 1;
    events.push({
      type: 'task.created',
      payload: {
        taskId: `${input.recordId}-${taskSeq}`,
        stage,
        stageKey: plan.key,
        stageName: plan.name,
        candidates: plan.candidates,
        dueAt: new Date(nowMs + plan.dueHours * 3_600_000).toISOString(),
      },
    });
  };

  const applicantStates = APPLICANT_STATES[cmd.kind];
  if (applicantStates) {
    if (!isApplicant(input, actor)) return reject(state, 'Forbidden', 'notApplicant');
    if (!applicantStates.includes(state.status)) return reject(state, 'Conflict', 'state');
  }

  switch (cmd.kind) {
    case 'save':
      if (state.status === 'new') events.push(started(input));
      events.push({ type: 'draft.saved', payload: { form: cmd.form, title: cmd.title } });
      break;
    case 'submit':
      if (state.status === 'new') events.push(started(input));
      events.push({ type: 'submitted', payload: { form: cmd.form, title: cmd.title, submission: state.submission + 1 } });
      createTask(1);
      break;
    case 'resubmit':
      if (cmd.taskId !== null && cmd.taskId !== state.returnedTaskId) return reject(state, 'Invalid', 'taskId');
      events.push({
        type: 'resubmitted',
        payload: { form: cmd.form, title: cmd.title, submission: state.submission + 1, taskId: state.returnedTaskId },
      });
      // A corrected record goes through every stage again: earlier approvals vouched for the old content.
      createTask(1);
      break;
    case 'withdraw':
      if (state.reviewerActed) return reject(state, 'Conflict', 'reviewerActed');
      events.push({ type: 'withdrawn', payload: { taskId: state.openTask?.taskId ?? null } });
      break;
    case 'cancel': {
      const reason = cmd.reason.trim();
      if (!reason) return reject(state, 'Invalid', 'reason');
      events.push({ type: 'cancelled', payload: { reason, taskId: state.openTask?.taskId ?? null } });
      break;
    }
    case 'remove':
      events.push({ type: 'removed', payload: {} });
      break;
    case 'claim': {
      if (!actor) return reject(state, 'Forbidden', 'notCandidate');
      const task = state.openTask;
      if (state.status !== 'in_review' || !task || task.taskId !== cmd.taskId) return reject(state, 'Conflict', 'taskNotOpen');
      if (isOwnRecord(input, actor)) return reject(state, 'Forbidden', 'ownRecord');
      if (!isCandidate(task.candidates, actor)) return reject(state, 'Forbidden', 'notCandidate');
      if (task.assigneeId !== null) return reject(state, 'Conflict', 'taskClaimed');
      events.push({ type: 'task.claimed', payload: { taskId: task.taskId } });
      break;
    }
    case 'complete': {
      if (!actor) return reject(state, 'Forbidden', 'notCandidate');
      const task = state.openTask;
      if (state.status !== 'in_review' || !task || task.taskId !== cmd.taskId) return reject(state, 'Conflict', 'taskNotOpen');
      if (isOwnRecord(input, actor)) return reject(state, 'Forbidden', 'ownRecord');
      if (!isCandidate(task.candidates, actor)) return reject(state, 'Forbidden', 'notCandidate');
      if (task.assigneeId !== null && task.assigneeId !== actor.id) return reject(state, 'Conflict', 'taskClaimed');
      const approve = cmd.flag === 'ok';
      const comment = cmd.comment.trim();
      if (!approve && !comment) return reject(state, 'Invalid', 'comment');
      // Completing an unclaimed task claims it first, so the history says who took it.
      if (task.assigneeId === null) events.push({ type: 'task.claimed', payload: { taskId: task.taskId } });
      events.push({ type: 'task.completed', payload: { taskId: task.taskId, outcome: approve ? 'approve' : 'return', comment } });
      if (!approve) events.push({ type: 'returned', payload: { taskId: task.taskId, comment } });
      else if (task.stage < input.stages.length) createTask(task.stage + 1);
      else events.push({ type: 'approved', payload: {} });
      break;
    }
    case 'expire':
      if (actor !== null) return reject(state, 'Forbidden', 'systemOnly');
      if (state.status !== 'draft') return reject(state, 'Conflict', 'state');
      events.push({ type: 'expired', payload: {} });
      break;
  }

  return {
    ok: true,
    events: events.map((body, i) => ({ ...body, seq: state.eventSeq + i + 1, at, actor: eventActor }) as NewFlowEvent),
  };
}

function started(input: LifecycleInput): FlowEventBody {
  return {
    type: 'flow.started',
    payload: { applicant: input.applicant, union: input.union, stages: input.stages, model: input.model },
  };
}
