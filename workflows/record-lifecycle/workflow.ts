import type { UpdateDefinition } from '@temporalio/common';
import {
  allHandlersFinished,
  ApplicationFailure,
  condition,
  ParentClosePolicy,
  patched,
  proxyActivities,
  setHandler,
  sleep,
  startChild,
  WorkflowIdReusePolicy,
} from '@temporalio/workflow';
import { WorkflowExecutionAlreadyStartedError } from '@temporalio/common';
// The lifecycle folder alone, not the catalogue's index: the workflow bundle needs no module entries.
import { isClosed, msUntilDate } from '../../catalogue/lifecycle';
import type { Activities } from '../activities/create-activities';
import { decide, effectTaken, factsOf, stepKey } from './decide';
import {
  addChildUpdate,
  cancelUpdate,
  claimUpdate,
  completeUpdate,
  migrateUpdate,
  removeUpdate,
  removeWithReasonUpdate,
  resubmitUpdate,
  reviseUpdate,
  revokeUpdate,
  saveUpdate,
  submitUpdate,
  terminateUpdate,
  viewQuery,
  withdrawUpdate,
} from './definitions';
import { evolve, initialState } from './evolve';
import type { Actor, Command, Decision, FlowState, FlowView, LifecycleInput, OpenTask } from './types';

const { appendEvents } = proxyActivities<Activities>({
  startToCloseTimeout: '30 seconds',
  // The store may be down for a while; keep trying, an accepted command must not be lost.
  retry: { initialInterval: '200 milliseconds', maximumInterval: '10 seconds', nonRetryableErrorTypes: ['EventConflictError'] },
});

/** How long a flow that never got its first command stays open. */
const UNUSED_FLOW_TIMEOUT = '5 minutes';

function refusal(decision: Extract<Decision, { ok: false }>): ApplicationFailure {
  const { code, reason, state } = decision.rejection;
  return ApplicationFailure.create({
    type: code,
    message: `${code}: ${reason} in state ${state}`,
    details: [decision.rejection],
    nonRetryable: true,
  });
}

/**
 * A child record's own flow, started as a child workflow before the parent records `child.added`: it
 * outlives the parent's run (abandon), and the same child id never starts twice.
 */
async function startChildFlow(child: LifecycleInput, state: FlowState['status']): Promise<void> {
  try {
    await startChild(recordLifecycle, {
      workflowId: child.processInstanceId,
      args: [child],
      parentClosePolicy: ParentClosePolicy.ABANDON,
      workflowIdReusePolicy: WorkflowIdReusePolicy.REJECT_DUPLICATE,
    });
  } catch (err) {
    // Two requests adding the same child: the second is a conflict, and the parent records nothing.
    if (!(err instanceof WorkflowExecutionAlreadyStartedError)) throw err;
    throw refusal({ ok: false, rejection: { code: 'Conflict', reason: 'childExists', state } });
  }
}

/** The open task due first that has not been reminded yet. */
function nextDue(state: FlowState, refused: ReadonlySet<string>): OpenTask | null {
  const waiting = state.openTasks.filter((t) => t.dueAt && !state.overdue.includes(t.taskId) && !refused.has(t.taskId));
  return waiting.sort((a, b) => Date.parse(a.dueAt!) - Date.parse(b.dueAt!))[0] ?? null;
}

/**
 * One record's whole life: draft, review stages, returns, resubmissions, withdrawal, cancellation,
 * approval, and expiry of a draft left alone. Commands arrive as updates; each one's events are
 * stored and projected by an activity before the update answers.
 */
export async function recordLifecycle(started: LifecycleInput): Promise<FlowView> {
  // What the flow walks: pinned at the start, replaced only by a migration to another version. An
  // approval waiting for its date is versioned: a flow recorded before took effect at its approval.
  let input: LifecycleInput =
    started.effectiveFrom !== undefined && !patched('approval-effective-date') ? { ...started, effectiveFrom: undefined } : started;
  let state: FlowState = initialState;
  // The tail of the queue of commands: each one starts when the one before it has settled.
  let queue: Promise<unknown> = Promise.resolve();

  const view = (): FlowView => ({
    recordId: input.recordId,
    processInstanceId: input.processInstanceId,
    state: state.status,
    stage: state.openTask?.stage ?? 0,
    openTaskId: state.openTask?.taskId ?? state.returnedTaskId,
    step: stepKey(input, state),
  });

  const apply = async (cmd: Command, actor: Actor | null): Promise<FlowView> => {
    // Decided again here: the state may have moved since the validator accepted the update.
    const decision = decide(state, input, cmd, actor, Date.now());
    if (!decision.ok) throw refusal(decision);
    if (cmd.kind === 'addChild') await startChildFlow(cmd.child, state.status);
    await appendEvents(
      { tenantId: input.tenantId, processInstanceId: input.processInstanceId, module: input.module, recordId: input.recordId },
      decision.events,
    );
    for (const event of decision.events) state = evolve(state, event);
    if (cmd.kind === 'migrate') input = { ...input, flow: cmd.order.flow, stages: cmd.order.stages };
    return view();
  };

  /**
   * One command at a time, in the order they arrived: a promise chain, not a flag, because several
   * waiters on a flag all wake in the same activation and pass together.
   */
  const run = (cmd: Command, actor: Actor | null): Promise<FlowView> => {
    const result = queue.then(() => apply(cmd, actor));
    queue = result.catch(() => undefined);
    return result;
  };

  const validate = (cmd: Command, actor: Actor) => {
    const decision = decide(state, input, cmd, actor, Date.now());
    if (!decision.ok) throw refusal(decision);
  };

  const handle = <A>(def: UpdateDefinition<FlowView, [A, Actor]>, toCommand: (arg: A) => Command) =>
    setHandler(def, (arg, actor) => run(toCommand(arg), actor), { validator: (arg, actor) => validate(toCommand(arg), actor) });
  const handleBare = (def: UpdateDefinition<FlowView, [Actor]>, cmd: Command) =>
    setHandler(def, (actor) => run(cmd, actor), { validator: (actor) => validate(cmd, actor) });

  handle(saveUpdate, (a) => ({ kind: 'save', ...a }));
  handle(submitUpdate, (a) => ({ kind: 'submit', ...a }));
  handle(resubmitUpdate, (a) => ({ kind: 'resubmit', ...a }));
  handle(cancelUpdate, (a) => ({ kind: 'cancel', ...a }));
  handle(claimUpdate, (a) => ({ kind: 'claim', ...a }));
  handle(completeUpdate, (a) => ({ kind: 'complete', ...a }));
  handleBare(withdrawUpdate, { kind: 'withdraw' });
  handleBare(removeUpdate, { kind: 'remove' });
  handle(removeWithReasonUpdate, (a) => ({ kind: 'remove', reason: a.reason }));
  handle(addChildUpdate, (a) => ({ kind: 'addChild', child: a.child }));
  handle(reviseUpdate, (a) => ({ kind: 'revise', ...a }));
  handle(revokeUpdate, (a) => ({ kind: 'revoke', ...a }));
  handle(migrateUpdate, (a) => ({ kind: 'migrate', order: a.order }));
  handle(terminateUpdate, (a) => ({ kind: 'terminate', ...a }));
  setHandler(viewQuery, view);

  // A published notice stays open after approval for its publisher's revision or revocation. Versioned:
  // a notice's flow recorded before ended at its approval, and its history replays so.
  const shape = { publishOnly: input.publishOnly === true && patched('published-stays-open') };
  // A timeout the flow refused (its task's stage left the model) is not tried again.
  const refusedTimeouts = new Set<string>();
  while (!isClosed(state.status, shape)) {
    const mark = state.eventSeq;
    if (state.status === 'new') {
      if (!(await condition(() => state.eventSeq !== mark, UNUSED_FLOW_TIMEOUT))) break;
    } else if (factsOf(state, input, null).verdict('expire').ok) {
      // A draft the table lets the flow expire (nothing approved, no children) waits for its time to live.
      const touched = await condition(() => state.eventSeq !== mark, input.draftTtlMs);
      if (!touched && state.status === 'draft') {
        await run({ kind: 'expire' }, null).catch(() => undefined);
      }
    } else if (input.flow && state.status === 'in_review' && nextDue(state, refusedTimeouts)) {
      // A deployed model's stages have due times: the earliest open task past its time gets its stage's timeout action.
      const due = nextDue(state, refusedTimeouts)!;
      const touched = await condition(() => state.eventSeq !== mark, Math.max(1, Date.parse(due.dueAt!) - Date.now()));
      if (!touched) await run({ kind: 'timeout', taskId: due.taskId }, null).catch(() => refusedTimeouts.add(due.taskId));
    } else {
      await condition(() => state.eventSeq !== mark);
    }
  }
  // An approval whose effect waits for its date (a transfer's): a durable timer, then the effect.
  if (state.effectDue) {
    await sleep(msUntilDate(state.effectDue, Date.now(), input.hourMs));
    const taking = queue.then(async () => {
      const event = effectTaken(state, Date.now());
      if (!event) return;
      await appendEvents(
        { tenantId: input.tenantId, processInstanceId: input.processInstanceId, module: input.module, recordId: input.recordId },
        [event],
      );
      state = evolve(state, event);
    });
    queue = taking.catch(() => undefined);
    await taking;
  }
  await condition(allHandlersFinished);
  return view();
}
