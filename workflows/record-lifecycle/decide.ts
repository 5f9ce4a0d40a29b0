// The lifecycle folder alone, not the catalogue's index: the workflow bundle needs no module entries.
import {
  isCandidate as isTaskCandidate,
  partiesOf as partiesOfCaller,
  resolveCandidates,
  verdict,
  type LifecycleAction,
  type Party,
  type RuleVerdict,
} from '../../catalogue/lifecycle';
import type { EventActor, FlowEventBody, NewFlowEvent } from '../../db/event-store/events';
import type { Actor, Command, Decision, FlowState, LifecycleInput, RejectionCode } from './types';

/** The actor of events the flow causes itself (timers). */
export const SYSTEM_ACTOR: EventActor = { id: null, name: '系统', union: '' };

function reject(state: FlowState, code: RejectionCode, reason: string): Decision {
  return { ok: false, rejection: { code, reason, state: state.status } };
}

/**
 * Separation of duties: the applicant's union and its sub-accounts (accounts of the same union)
 * never review their own record, whatever roles they hold.
 */
export function isOwnRecord(input: LifecycleInput, actor: Actor): boolean {
  return actor.unionId === input.union.id;
}

/** True when `actor` is one of a task's candidates (the rule lives with the lifecycle table). */
export function isCandidate(candidates: string[], actor: Actor): boolean {
  return isTaskCandidate(candidates, actor);
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

  // Candidates named by the form resolve against the form under review (this command's, or the last submitted).
  const reviewedForm = cmd.kind === 'submit' || cmd.kind === 'resubmit' ? cmd.form : (state.submittedForm ?? {});
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
        candidates: resolveCandidates(plan.candidates, reviewedForm),
        dueAt: new Date(nowMs + plan.dueHours * 3_600_000).toISOString(),
      },
    });
  };

  const action = actionOf(cmd);
  // A reviewer's command names its task: a task no longer open is a conflict, whoever asks.
  if (cmd.kind === 'claim' || cmd.kind === 'complete') {
    const task = state.openTask;
    if (!actor) return reject(state, 'Forbidden', 'notCandidate');
    if (state.status !== 'in_review' || !task || task.taskId !== cmd.taskId) return reject(state, 'Conflict', 'taskNotOpen');
  }
  const ruling = verdict(action, {
    state: state.status,
    parties: partiesOf(state, input, actor),
    reviewerActed: state.reviewerActed,
    assigneeId: state.openTask?.assigneeId ?? null,
    callerId: actor?.id ?? null,
    stepApproved: state.stepApproved,
    hasChildren: (state.children ?? 0) > 0,
    publishOnly: input.publishOnly === true,
  });
  if (!ruling.ok) return refused(state, input, action, ruling, actor);
  if ((cmd.kind === 'save' || cmd.kind === 'submit' || cmd.kind === 'resubmit') && (cmd.step ?? '') !== stepKey(input, state)) {
    return reject(state, 'Conflict', 'step');
  }

  switch (cmd.kind) {
    case 'save':
      if (state.status === 'new') events.push(started(input));
      events.push({ type: 'draft.saved', payload: { form: cmd.form, title: cmd.title } });
      break;
    case 'submit':
      if (state.status === 'new') events.push(started(input));
      events.push({ type: 'submitted', payload: { form: cmd.form, title: cmd.title, submission: state.submission + 1 } });
      // A flow model of no stages (publishOnly: a notice a higher union publishes) is approved as it is sent.
      if (input.stages.length === 0) events.push({ type: 'approved', payload: {} });
      else createTask(1);
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
      events.push({ type: 'withdrawn', payload: { taskId: state.openTask?.taskId ?? null } });
      break;
    case 'cancel': {
      const reason = cmd.reason.trim();
      if (!reason) return reject(state, 'Invalid', 'reason');
      events.push({ type: 'cancelled', payload: { reason, taskId: state.openTask?.taskId ?? null } });
      break;
    }
    case 'remove': {
      const reason = cmd.reason?.trim();
      events.push({ type: 'removed', payload: reason ? { reason } : {} });
      break;
    }
    case 'revise':
      events.push({ type: 'published.revised', payload: { form: cmd.form, title: cmd.title } });
      break;
    case 'revoke': {
      // A revoked notice is cancelled: readers no longer see it, and the history keeps why.
      const reason = cmd.reason.trim();
      if (!reason) return reject(state, 'Invalid', 'reason');
      events.push({ type: 'cancelled', payload: { reason, taskId: null } });
      break;
    }
    case 'addChild':
      events.push({ type: 'child.added', payload: { recordId: cmd.child.recordId, processInstanceId: cmd.child.processInstanceId } });
      break;
    case 'claim':
      events.push({ type: 'task.claimed', payload: { taskId: cmd.taskId } });
      break;
    case 'complete': {
      const task = state.openTask!;
      const approve = cmd.flag === 'ok';
      const comment = cmd.comment.trim();
      if (!approve && !comment) return reject(state, 'Invalid', 'comment');
      // Completing an unclaimed task claims it first, so the history says who took it.
      if (task.assigneeId === null) events.push({ type: 'task.claimed', payload: { taskId: task.taskId } });
      events.push({ type: 'task.completed', payload: { taskId: task.taskId, outcome: approve ? 'approve' : 'return', comment } });
      if (!approve) events.push({ type: 'returned', payload: { taskId: task.taskId, comment } });
      else if (task.stage < input.stages.length) createTask(task.stage + 1);
      else if (state.step + 1 < (input.steps?.length ?? 1)) {
        // A stepped record: this step is done, the next one opens as a draft of the applicant.
        events.push({ type: 'step.approved', payload: { step: stepKey(input, state), next: input.steps![state.step + 1]! } });
      } else events.push({ type: 'approved', payload: {} });
      break;
    }
    case 'expire':
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
    payload: {
      applicant: input.applicant,
      union: input.union,
      stages: input.stages,
      model: input.model,
      ...(input.steps ? { steps: input.steps } : {}),
      ...(input.parent ? { parent: input.parent } : {}),
    },
  };
}

/** The open step's key; '' for a record of one step. */
export function stepKey(input: LifecycleInput, state: FlowState): string {
  return input.steps?.[state.step] ?? '';
}

/** The rule table's name of a command. */
export function actionOf(cmd: Command): LifecycleAction {
  switch (cmd.kind) {
    case 'complete':
      return cmd.flag === 'ok' ? 'approve' : 'return';
    default:
      return cmd.kind;
  }
}

/** How the actor stands to the record, as the rule table reads it. */
export function partiesOf(state: FlowState, input: LifecycleInput, actor: Actor | null): Set<Party> {
  return partiesOfCaller(actor, { unionId: input.union.id, task: state.openTask });
}

/** The refusal a person reads for a verdict of the table. */
function refused(
  state: FlowState,
  input: LifecycleInput,
  action: LifecycleAction,
  ruling: Extract<RuleVerdict, { ok: false }>,
  actor: Actor | null,
): Decision {
  switch (ruling.why) {
    case 'party':
      if (action === 'expire') return reject(state, 'Forbidden', 'systemOnly');
      if (action === 'claim' || action === 'approve' || action === 'return') {
        return reject(state, 'Forbidden', actor && isOwnRecord(input, actor) ? 'ownRecord' : 'notCandidate');
      }
      return reject(state, 'Forbidden', 'notApplicant');
    case 'state':
      return reject(state, 'Conflict', 'state');
    case 'noReviewerActed':
      return reject(state, 'Conflict', 'reviewerActed');
    case 'unclaimed':
    case 'unclaimedOrMine':
      return reject(state, 'Conflict', 'taskClaimed');
    case 'nothingApproved':
      return reject(state, 'Conflict', 'stepApproved');
    case 'noChildren':
      return reject(state, 'Conflict', 'hasChildren');
  }
}
