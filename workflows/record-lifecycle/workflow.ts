import type { UpdateDefinition } from '@temporalio/common';
import {
  allHandlersFinished,
  ApplicationFailure,
  condition,
  currentUpdateInfo,
  ParentClosePolicy,
  patched,
  proxyActivities,
  proxyLocalActivities,
  setHandler,
  sleep,
  startChild,
  WorkflowIdReusePolicy,
} from '@temporalio/workflow';
import { WorkflowExecutionAlreadyStartedError } from '@temporalio/common';
// The lifecycle folder alone, not the catalogue's index: the workflow bundle needs no module entries.
import { isClosed, msUntilDate } from '../../catalogue/lifecycle';
import type { Activities } from '../activities/create-activities';
import { catchUp } from './catch-up';
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
import type { NewFlowEvent } from '../../db/event-store/events';
import type { Actor, Command, Decision, FlowState, FlowView, LifecycleInput, OpenTask } from './types';

// The store may be down for a while; keep trying, an accepted command must not be lost. Backing off at
// most 10 s keeps a local activity's retries in the worker (under its 1 min local retry threshold),
// which heartbeats the workflow task meanwhile.
const retry = { initialInterval: '200 milliseconds', maximumInterval: '10 seconds', nonRetryableErrorTypes: ['EventConflictError'] };

/** The store as an activity task of its own: how flows recorded before `local-append` stored their events (they replay so). */
const { appendEvents } = proxyActivities<Activities>({ startToCloseTimeout: '30 seconds', retry });

/**
 * The same store as a local activity, run by the worker within the workflow task that decided the
 * events (patch `local-append`): no activity task to match and no second workflow task, so an update
 * answers as that one task completes (docs/PERFORMANCE-COMMANDS.md).
 */
const local = proxyLocalActivities<Activities>({ startToCloseTimeout: '30 seconds', retry });
const LOCAL_APPEND = 'local-append';
/** The due-time timer kept across commands that leave the due task as it was (see the flow's loop). */
const KEEP_DUE_TIMER = 'keep-due-timer';

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
 * stored and projected by a local activity in the same workflow task, before the update answers.
 */
export async function recordLifecycle(started: LifecycleInput): Promise<FlowView> {
  // What the flow walks: pinned at the start, replaced only by a migration to another version. An
  // approval waiting for its date is versioned: a flow recorded before took effect at its approval.
  let input: LifecycleInput =
    started.effectiveFrom !== undefined && !patched('approval-effective-date') ? { ...started, effectiveFrom: undefined } : started;
  let state: FlowState = initialState;
  // The tail of the queue of commands: each one starts when the one before it has settled.
  let queue: Promise<unknown> = Promise.resolve();

  const viewOf = (s: FlowState): FlowView => ({
    recordId: input.recordId,
    processInstanceId: input.processInstanceId,
    state: s.status,
    stage: s.openTask?.stage ?? 0,
    openTaskId: s.openTask?.taskId ?? s.returnedTaskId,
    step: stepKey(input, s),
  });
  const view = () => viewOf(state);

  /**
   * Answers of commands whose events a lost workflow task stored before this flow heard of them, by
   * command id (see `store`): when such a command arrives, it was applied.
   */
  const caughtUp = new Map<string, FlowView>();

  /**
   * Stores the events `decideNow` makes of the current state and folds them in; answers the view after
   * them. A local activity stores them within the workflow task that decided them (patch
   * `local-append`). Should that task be lost after the store committed (its worker died), the retry
   * decides again at another time, and the store answers the events it holds instead: they stand. The
   * flow folds them in; when they were this command's it is done, else it decides again on what they left.
   */
  const store = async (commandId: string, decideNow: () => NewFlowEvent[]): Promise<FlowView> => {
    const ref = { tenantId: input.tenantId, processInstanceId: input.processInstanceId, module: input.module, recordId: input.recordId };
    for (;;) {
      const events = decideNow();
      if (events.length === 0) return view();
      if (!patched(LOCAL_APPEND)) {
        await appendEvents(ref, events);
        for (const event of events) state = evolve(state, event);
        return view();
      }
      const { held } = await local.appendEvents(ref, events, commandId);
      if (!held) {
        for (const event of events) state = evolve(state, event);
        return view();
      }
      const caught = catchUp(state, held, commandId, viewOf);
      if (!caught.ok) throw refusal({ ok: false, rejection: { code: 'Conflict', reason: 'flowMoved', state: state.status } });
      state = caught.state;
      for (const [id, answer] of caught.others) caughtUp.set(id, answer);
      if (caught.mine) return caught.mine;
    }
  };

  const apply = async (cmd: Command, actor: Actor | null, updateId: string | undefined): Promise<FlowView> => {
    const known = updateId === undefined ? undefined : caughtUp.get(updateId);
    if (known) return known;
    // The flow's own commands (timers) are named by the event they follow, the same in every retry.
    const commandId = updateId ?? `${cmd.kind}@${state.eventSeq}`;
    // Decided again here: the state may have moved since the validator accepted the update.
    const decideNow = () => {
      const decision = decide(state, input, cmd, actor, Date.now());
      if (!decision.ok) throw refusal(decision);
      return decision.events;
    };
    // Refused before anything is started or stored; decided anew only after catching up (`store`).
    let decided: NewFlowEvent[] | undefined = decideNow();
    if (cmd.kind === 'addChild') await startChildFlow(cmd.child, state.status);
    const answer = await store(commandId, () => {
      const events = decided ?? decideNow();
      decided = undefined;
      return events;
    });
    if (cmd.kind === 'migrate') input = { ...input, flow: cmd.order.flow, stages: cmd.order.stages };
    return answer;
  };

  /**
   * One command at a time, in the order they arrived: a promise chain, not a flag, because several
   * waiters on a flag all wake in the same activation and pass together.
   */
  const run = (cmd: Command, actor: Actor | null, updateId?: string): Promise<FlowView> => {
    const result = queue.then(() => apply(cmd, actor, updateId));
    queue = result.catch(() => undefined);
    return result;
  };

  const validate = (cmd: Command, actor: Actor) => {
    if (caughtUp.has(currentUpdateInfo()?.id ?? '')) return;
    const decision = decide(state, input, cmd, actor, Date.now());
    if (!decision.ok) throw refusal(decision);
  };

  const handle = <A>(def: UpdateDefinition<FlowView, [A, Actor]>, toCommand: (arg: A) => Command) =>
    setHandler(def, (arg, actor) => run(toCommand(arg), actor, currentUpdateInfo()?.id), {
      validator: (arg, actor) => validate(toCommand(arg), actor),
    });
  const handleBare = (def: UpdateDefinition<FlowView, [Actor]>, cmd: Command) =>
    setHandler(def, (actor) => run(cmd, actor, currentUpdateInfo()?.id), { validator: (actor) => validate(cmd, actor) });

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
      const flow = input.flow;
      // The timer stands while the same task is due first at the same time: a command that moves neither
      // (a claim) cancels and starts no timer, two history events fewer. Versioned: a flow recorded
      // before restarted the timer at every command.
      const moved = patched(KEEP_DUE_TIMER)
        ? () => {
            const next = state.status === 'in_review' && input.flow === flow ? nextDue(state, refusedTimeouts) : null;
            return next?.taskId !== due.taskId || next.dueAt !== due.dueAt;
          }
        : () => state.eventSeq !== mark;
      const touched = await condition(moved, Math.max(1, Date.parse(due.dueAt!) - Date.now()));
      if (!touched) await run({ kind: 'timeout', taskId: due.taskId }, null).catch(() => refusedTimeouts.add(due.taskId));
    } else {
      await condition(() => state.eventSeq !== mark);
    }
  }
  // An approval whose effect waits for its date (a transfer's): a durable timer, then the effect.
  if (state.effectDue) {
    await sleep(msUntilDate(state.effectDue, Date.now(), input.hourMs));
    const taking = queue.then(() =>
      store(`effect@${state.eventSeq}`, () => {
        const event = effectTaken(state, Date.now());
        return event ? [event] : [];
      }),
    );
    queue = taking.catch(() => undefined);
    await taking;
  }
  await condition(allHandlersFinished);
  return view();
}
