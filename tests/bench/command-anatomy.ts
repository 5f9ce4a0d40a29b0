import { performance } from 'node:perf_hooks';
import type { Client } from '@temporalio/client';
import type { HttpSession } from './http-session';
import { setupLifecycle, type LifecycleParties } from './lifecycle-bench';

/** The stretches of one command, in ms: from the HTTP call to its answer, through Temporal's history. */
export interface CommandStretches {
  command: string;
  /** The API's work before the update reached Temporal (auth, checks, the flow's input) and the update's way in. */
  apiToTemporal: number;
  /** The workflow task that ran the update's validator and handler up to the activity (queue wait included). */
  acceptTask: number;
  /** The activity waiting for a worker slot. */
  activityQueue: number;
  /** The activity: the events stored and projected in one transaction. */
  activity: number;
  /** The workflow task after the activity that completed the update (queue wait included). */
  completeTask: number;
  /** From the update's completion in Temporal to the HTTP answer received. */
  temporalToAnswer: number;
  total: number;
}

type HistoryEvent = Record<string, unknown> & { eventTime?: { seconds?: unknown; nanos?: number | null } | null };

const msOf = (e: HistoryEvent) => Number(String(e.eventTime?.seconds ?? 0)) * 1000 + (e.eventTime?.nanos ?? 0) / 1e6;
const is = (e: HistoryEvent, kind: string) => e[`${kind}EventAttributes`] != null;

/** Per update of a flow's history: when its accepting workflow task was scheduled and done, its activity's times, its completion. */
function updateTimes(events: HistoryEvent[]) {
  const out: { taskScheduled: number; taskDone: number; actScheduled: number; actStarted: number; actDone: number; completed: number }[] =
    [];
  let taskScheduled = 0;
  let taskDone = 0;
  let current: (typeof out)[number] | undefined;
  for (const e of events) {
    const at = msOf(e);
    if (is(e, 'workflowTaskScheduled') || is(e, 'workflowExecutionStarted')) taskScheduled = at;
    else if (is(e, 'workflowTaskCompleted')) taskDone = at;
    else if (is(e, 'workflowExecutionUpdateAccepted')) {
      current = { taskScheduled, taskDone, actScheduled: NaN, actStarted: NaN, actDone: NaN, completed: NaN };
      out.push(current);
    } else if (current && is(e, 'activityTaskScheduled') && Number.isNaN(current.actScheduled)) current.actScheduled = at;
    else if (current && is(e, 'activityTaskStarted') && Number.isNaN(current.actStarted)) current.actStarted = at;
    else if (current && is(e, 'activityTaskCompleted') && Number.isNaN(current.actDone)) current.actDone = at;
    else if (current && is(e, 'workflowExecutionUpdateCompleted')) current.completed = at;
  }
  return out;
}

/**
 * Where a command's time goes, one lifecycle at a time: the bench's clock around each HTTP call
 * (the same machine's clock as the Temporal server's) against the event times of the flow's
 * history. The update's own workflow tasks are in the history only for accepted updates, which
 * every command here is.
 */
export async function commandAnatomy(parties: LifecycleParties, client: Client, firstIndex: number, lifecycles: number) {
  const rows: CommandStretches[] = [];
  for (let i = 0; i < lifecycles; i += 1) {
    const calls: { command: string; sent: number; answered: number }[] = [];
    const wrap = (session: HttpSession): HttpSession => ({
      ...session,
      post: async (path, body) => {
        const sent = performance.timeOrigin + performance.now();
        const answer = await session.post(path, body);
        calls.push({ command: path.split('/').pop()!, sent, answered: performance.timeOrigin + performance.now() });
        return answer;
      },
    });
    let processInstanceId = '';
    await setupLifecycle(
      { applicants: parties.applicants.map(wrap), parent: wrap(parties.parent), federation: wrap(parties.federation) },
      firstIndex + i,
      {
        after: async (step) => {
          processInstanceId = `setup1-${step.recordId}`;
        },
      },
    );
    const history = await client.workflow.getHandle(processInstanceId).fetchHistory();
    const updates = updateTimes((history.events ?? []) as HistoryEvent[]);
    calls.forEach((call, k) => {
      const u = updates[k];
      if (!u) return;
      rows.push({
        command: call.command,
        apiToTemporal: u.taskScheduled - call.sent,
        acceptTask: u.taskDone - u.taskScheduled,
        activityQueue: u.actStarted - u.actScheduled,
        activity: u.actDone - u.actStarted,
        completeTask: u.completed - u.actDone,
        temporalToAnswer: call.answered - u.completed,
        total: call.answered - call.sent,
      });
    });
  }
  return rows;
}
