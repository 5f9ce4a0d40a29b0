// The lifecycle folder alone, not the catalogue's index: the workflow bundle needs no module entries.
import {
  effectDueOf,
  isCandidate as isTaskCandidate,
  partiesOf as partiesOfCaller,
  recordFacts,
  resolveCandidates,
  type LifecycleAction,
  type Party,
  type RecordFacts,
  type RuleVerdict,
} from '../../catalogue/lifecycle';
import type { EventActor, FlowEventBody, NewFlowEvent, TaskOutcome } from '../../db/event-store/events';
import { approveTask, escalate, listFlow, migrate, moveOn, timeoutAction, versionRef, type GraphContext } from './graph-steps';
import type { Actor, Command, Decision, FlowState, LifecycleInput, OpenTask, RejectionCode, StagePlan } from './types';
import type { PinnedFlow } from '../../catalogue/flow-models/graph';
// The values module alone (no imports of its own): what an empty field is, as the form checker says.
import { isEmptyValue } from '../../catalogue/fields/values';

/** The comment of a task returned by its stage's timeout. */
export const TIMEOUT_RETURN_COMMENT = '办理超时，系统自动退回';

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
  const newTask = (plan: StagePlan, stage: number, candidates: string[]): OpenTask => {
    taskSeq += 1;
    const task: OpenTask = {
      taskId: `${input.recordId}-${taskSeq}`,
      stage,
      stageKey: plan.key,
      candidates,
      assigneeId: null,
      dueAt: new Date(nowMs + dueHoursOf(plan, graph?.form ?? reviewedForm) * (input.hourMs ?? 3_600_000)).toISOString(),
    };
    events.push({
      type: 'task.created',
      payload: { taskId: task.taskId, stage, stageKey: plan.key, stageName: plan.name, candidates, dueAt: task.dueAt! },
    });
    return task;
  };
  const createTask = (stage: number) => {
    const plan = input.stages[stage - 1];
    if (!plan) throw new Error(`flow ${input.processInstanceId} has no stage ${stage}`);
    newTask(plan, stage, resolveCandidates(plan.candidates, reviewedForm));
  };
  /** The graph steps' context on a pinned model version. */
  const contextOn = (on: LifecycleInput & { flow: PinnedFlow }): GraphContext => ({
    input: on,
    graph: on.flow.graph,
    facts: { unionKind: input.unionKind ?? '', form: reviewedForm },
    push: (e) => events.push(e),
    createTask: newTask,
    newCcId: () => `${input.recordId}-${(taskSeq += 1)}`,
    // Tasks of flows started before issue 10 carry no stage key: their place in the stage list names it.
    open: state.openTasks.map((t) => ({ ...t, stageKey: t.stageKey ?? input.stages[t.stage - 1]?.key ?? '' })),
    form: reviewedForm,
  });
  // A deployed model's graph: choices, parallel branches, countersigns and timeouts (absent: the stage list).
  const graph = input.flow ? contextOn({ ...input, flow: input.flow }) : null;
  /**
   * The flow reached its end: the record is approved, or its next step opens. An approval whose
   * effect waits for a later date the form names (a transfer's) says so; the flow's timer takes it from there.
   */
  const finished = () => {
    if (state.step + 1 < (input.steps?.length ?? 1)) {
      events.push({ type: 'step.approved', payload: { step: stepKey(input, state), next: input.steps![state.step + 1]! } });
    } else {
      const effectiveOn = effectDueOf(input.effectiveFrom, graph?.form ?? reviewedForm, nowMs);
      events.push({ type: 'approved', payload: effectiveOn ? { effectiveOn } : {} });
    }
  };
  /** Review starts (a submission or a resubmission): the first stages open, or a model of no stages approves at once. */
  const startReview = () => {
    if (input.stages.length === 0) events.push({ type: 'approved', payload: {} });
    else if (graph) {
      const start = graph.graph.nodes.find((n) => n.kind === 'start')!;
      if (moveOn(graph, start.id)) finished();
    } else createTask(1);
  };

  const action = actionOf(cmd);
  // A reviewer's command (or the flow's timer) names its task: a task no longer open is a conflict, whoever asks.
  const named = cmd.kind === 'claim' || cmd.kind === 'complete' || cmd.kind === 'timeout' ? cmd.taskId : null;
  const task = named === null ? state.openTask : (state.openTasks.find((t) => t.taskId === named) ?? null);
  if (named !== null) {
    if (!actor && cmd.kind !== 'timeout') return reject(state, 'Forbidden', 'notCandidate');
    if (state.status !== 'in_review' || !task) return reject(state, 'Conflict', 'taskNotOpen');
  }
  const ruling = factsOf(state, input, actor, task).verdict(action);
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
      startReview();
      break;
    case 'resubmit':
      if (cmd.taskId !== null && cmd.taskId !== state.returnedTaskId) return reject(state, 'Invalid', 'taskId');
      events.push({
        type: 'resubmitted',
        payload: { form: cmd.form, title: cmd.title, submission: state.submission + 1, taskId: state.returnedTaskId },
      });
      // A corrected record goes through every stage again: earlier approvals vouched for the old content.
      startReview();
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
      const open = task!;
      const outcome = outcomeOf(cmd.flag);
      const approve = outcome === 'approve';
      const comment = cmd.comment.trim();
      if (!approve && !comment) return reject(state, 'Invalid', outcome === 'decline' ? 'declineComment' : 'comment');
      // A reviewer changes only the fields its stage may edit, and only with an approval.
      const edits = cmd.edits && Object.keys(cmd.edits).length > 0 ? cmd.edits : undefined;
      if (edits) {
        const editable = input.stages.find((p) => p.key === open.stageKey)?.fields?.editable ?? [];
        if (!approve || !graph || Object.keys(edits).some((k) => !editable.includes(k))) return reject(state, 'Invalid', 'edits');
        graph.form = { ...graph.form, ...edits };
        graph.facts = { ...graph.facts, form: graph.form };
      }
      // An approval leaves no field the stage requires empty: the API checks it first, the flow again under its lock.
      if (approve && missingOnApprove(input, open, graph?.form ?? { ...reviewedForm, ...edits })) {
        return reject(state, 'Invalid', 'requiredOnApprove');
      }
      // Scores are an approval's (a return needs none); the API checked them against the record's items.
      const scores = approve ? cmd.scores : undefined;
      // Points are a return's: the lines or rows it is about (the API checked them against the record).
      const returnPoints = outcome === 'return' && cmd.returnPoints?.length ? cmd.returnPoints : undefined;
      // A refusal's fixed reason (rights4's `referred`); the API checked it against the module's.
      const reason = outcome === 'decline' && cmd.declineReason ? cmd.declineReason : undefined;
      // Completing an unclaimed task claims it first, so the history says who took it.
      if (open.assigneeId === null) events.push({ type: 'task.claimed', payload: { taskId: open.taskId } });
      events.push({
        type: 'task.completed',
        payload: {
          taskId: open.taskId,
          outcome,
          comment,
          ...(edits ? { edits } : {}),
          ...(scores ? { scores } : {}),
          ...(returnPoints ? { returnPoints } : {}),
          ...(reason ? { reason } : {}),
        },
      });
      // A refusal ends the flow: every other open task (a countersign's, a parallel branch's) closes with it.
      if (outcome === 'decline')
        events.push({ type: 'declined', payload: { taskId: open.taskId, comment, ...(reason ? { reason } : {}) } });
      else if (!approve) events.push({ type: 'returned', payload: { taskId: open.taskId, comment } });
      else if (graph) {
        graph.open = graph.open.filter((t) => t.taskId !== open.taskId);
        if (approveTask(graph, open)) finished();
      } else if (open.stage < input.stages.length) createTask(open.stage + 1);
      // A stepped record: this step is done, the next one opens as a draft of the applicant.
      else finished();
      break;
    }
    case 'expire':
      events.push({ type: 'expired', payload: {} });
      break;
    case 'timeout': {
      const open = task!;
      const plan = input.stages.find((p) => p.key === open.stageKey);
      // A flow of the stage list has no timers; a task reminded once is not reminded again.
      if (!graph || !plan || state.overdue.includes(open.taskId)) return reject(state, 'Conflict', 'taskNotOpen');
      const what = timeoutAction(plan, open);
      if (what === 'remind') {
        events.push({ type: 'task.overdue', payload: { taskId: open.taskId } });
        break;
      }
      events.push({ type: 'task.timedOut', payload: { taskId: open.taskId, action: what } });
      graph.open = graph.open.filter((t) => t.taskId !== open.taskId);
      if (what === 'autoReturn') events.push({ type: 'returned', payload: { taskId: open.taskId, comment: TIMEOUT_RETURN_COMMENT } });
      else if (what === 'escalate') escalate(graph, open);
      else if (approveTask(graph, open)) finished();
      break;
    }
    case 'migrate':
      // A flow of the stage list (started before issue 10) moves as the chain of its stages it is.
      migrate(graph ?? contextOn({ ...input, flow: listFlow(input) }), cmd.order);
      break;
    case 'terminate': {
      const reason = cmd.reason.trim();
      if (!reason) return reject(state, 'Invalid', 'reason');
      events.push({ type: 'terminated', payload: { reason, taskIds: state.openTasks.map((t) => t.taskId) } });
      break;
    }
  }

  return {
    ok: true,
    events: events.map((body, i) => ({ ...body, seq: state.eventSeq + i + 1, at, actor: eventActor }) as NewFlowEvent),
  };
}

/**
 * The approval that waited for its date takes effect (the flow's timer fired): `approval.effective`,
 * by the system, after every event so far. Null when nothing waits.
 */
export function effectTaken(state: FlowState, nowMs: number): NewFlowEvent | null {
  if (!state.effectDue || state.status !== 'approved') return null;
  return {
    type: 'approval.effective',
    payload: { on: state.effectDue },
    seq: state.eventSeq + 1,
    at: new Date(nowMs).toISOString(),
    actor: SYSTEM_ACTOR,
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
      ...(input.flow ? { flow: versionRef(input.flow) } : {}),
    },
  };
}

/** The open step's key; '' for a record of one step. */
export function stepKey(input: LifecycleInput, state: FlowState): string {
  return input.steps?.[state.step] ?? '';
}

/** A reviewer's decision by its `flag`: `ok` approves, `decline` refuses, anything else returns (as the spec's `back`). */
export function outcomeOf(flag: string): TaskOutcome {
  return flag === 'ok' ? 'approve' : flag === 'decline' ? 'decline' : 'return';
}

/** The rule table's name of a command. */
export function actionOf(cmd: Command): LifecycleAction {
  switch (cmd.kind) {
    case 'complete':
      return outcomeOf(cmd.flag);
    default:
      return cmd.kind;
  }
}

/** The flow's facts for the actor (null: the flow itself), as the rule table reads them; `task` is the one its command names. */
export function factsOf(state: FlowState, input: LifecycleInput, actor: Actor | null, task: OpenTask | null = state.openTask): RecordFacts {
  return recordFacts({
    state: state.status,
    parties: partiesOf(state, input, actor, task),
    reviewerActed: state.reviewerActed,
    assigneeId: task?.assigneeId ?? null,
    callerId: actor?.id ?? null,
    stepApproved: state.stepApproved,
    hasChildren: (state.children ?? 0) > 0,
    publishOnly: input.publishOnly === true,
    stageDeclines: stageDeclines(input, task),
  });
}

/** A stage's due time for the form under review: `dueHoursWhen`'s while the form holds one of its values. */
export function dueHoursOf(plan: StagePlan, form: Record<string, unknown>): number {
  const when = plan.dueHoursWhen;
  const v = when ? form[when.field] : undefined;
  return when && (typeof v === 'string' || typeof v === 'number') && when.equals.includes(String(v)) ? when.hours : plan.dueHours;
}

/**
 * The first field of the task's stage `requiredOnApprove` that `form` leaves empty (none: undefined). Read
 * from the pinned plan, so flows started before a stage required anything decide as they did.
 */
export function missingOnApprove(input: LifecycleInput, task: OpenTask, form: Record<string, unknown>): string | undefined {
  const required = input.stages.find((p) => p.key === task.stageKey)?.fields?.requiredOnApprove ?? [];
  return required.find((k) => isEmptyValue(form[k]));
}

/** Whether the task's stage may decline the record, as its pinned plan says. */
function stageDeclines(input: LifecycleInput, task: OpenTask | null): boolean {
  if (!task) return false;
  const plan = task.stageKey ? input.stages.find((p) => p.key === task.stageKey) : input.stages[task.stage - 1];
  return plan?.decline === true;
}

/** How the actor stands to the record, as the rule table reads it. */
export function partiesOf(
  state: FlowState,
  input: LifecycleInput,
  actor: Actor | null,
  task: OpenTask | null = state.openTask,
): Set<Party> {
  const parties = partiesOfCaller(actor, { unionId: input.union.id, task });
  // A flow administrator (follow, migration) acts as an operator; the API sets the flag only behind those permissions.
  if (actor?.operator) parties.add('operator');
  return parties;
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
      if (action === 'claim' || action === 'approve' || action === 'return' || action === 'decline') {
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
    case 'stageDeclines':
      // The stage offers 通过 and 退回 only: the decision itself is what is wrong (400 naming `flag`).
      return reject(state, 'Invalid', 'flag');
  }
}
