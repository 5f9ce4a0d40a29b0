// `npx tsx tests/bench/commands-probe.ts`: where a command's time goes, and how long until its change is in its list.
// Runs setup1 lifecycles (save draft, submit, claim, approve, claim, approve) through the API (app.inject) and a real
// worker on the shared servers (TEST_DATABASE_URL, TEMPORAL_ADDRESS), and splits each command into its phases from
// the probe's own timestamps (HTTP in and out, update sent and answered, the activity's run) and the workflow's
// history (workflow tasks, activity scheduled / started / completed, update accepted / completed).
// PROBE_LIFECYCLES (10), PROBE_CONCURRENCY (1), PROBE_KEYS (1: every command carries an Idempotency-Key, as the console's),
// PROBE_PROFILE (a file: the main thread's CPU profile over the measured lifecycles).
// Figures go to docs/PERFORMANCE-COMMANDS.md; nothing here is a test (CI times nothing).
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { performance } from 'node:perf_hooks';
import type { WorkflowHandle } from '@temporalio/client';
import proto from '@temporalio/proto';
import pg from 'pg';
import { modules } from '../../catalogue';
import { BASIC, loginToken, startTestStack, type TestStack } from '../support';
import { runPool } from './pool';
import { percentile } from './stats';

const int = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number`);
  return value;
};
const settings = {
  lifecycles: int('PROBE_LIFECYCLES', 10),
  concurrency: int('PROBE_CONCURRENCY', 1),
  keys: int('PROBE_KEYS', 1) === 1,
};

const M = '/api/blade-crop/crop/setup1';
const FLOW = '/api/blade-flow';
const { temporal } = proto;
const EventType = temporal.api.enums.v1.EventType;

/** The probe's own clock for one command (ms, the wall clock so that they compare with the history's times). */
interface CommandMarks {
  kind: string;
  processInstanceId: string;
  updateId?: string;
  httpIn: number;
  updateSent?: number;
  updateAnswered?: number;
  httpOut?: number;
  visible?: number;
  activity: ActivityRun[];
  /** The API's own SQL statements (the worker's run outside the command's context): [started, ended]. */
  queries: [number, number][];
}

const marks: CommandMarks[] = [];
/** An activity's run: when, and how many SQL statements it sent. */
interface ActivityRun {
  start: number;
  end: number;
  statements: number;
}
/** Activity runs by flow, to be matched to the command that ran them. */
const activityRuns = new Map<string, ActivityRun[]>();
const inActivity = new AsyncLocalStorage<ActivityRun>();

/** The wall clock with sub-millisecond steps, comparable with the Temporal server's event times on this machine. */
const now = () => performance.timeOrigin + performance.now();

/**
 * Records when each update leaves for Temporal and when its answer is back, on the client the app uses: the
 * app's own (its metrics make a new Client around the stack's, so a watch on `stack.client` sees nothing).
 */
function watchClient(stack: TestStack, current: () => CommandMarks | undefined) {
  const workflow = stack.app.temporal.workflow;
  const getHandle = workflow.getHandle.bind(workflow);
  const timed = async <T>(updateId: string | undefined, call: () => Promise<T>): Promise<T> => {
    const m = current();
    if (m) {
      m.updateSent = now();
      m.updateId = updateId;
    }
    try {
      return await call();
    } finally {
      if (m) m.updateAnswered = now();
    }
  };
  workflow.getHandle = ((workflowId: string, ...rest: unknown[]) => {
    const handle = (getHandle as (...a: unknown[]) => WorkflowHandle)(workflowId, ...rest);
    const executeUpdate = handle.executeUpdate.bind(handle);
    handle.executeUpdate = ((def: never, options: { updateId?: string }) =>
      timed(options?.updateId, () => executeUpdate(def, options))) as typeof handle.executeUpdate;
    return handle;
  }) as typeof workflow.getHandle;
  const withStart = workflow.executeUpdateWithStart.bind(workflow);
  workflow.executeUpdateWithStart = ((def: never, options: { updateId?: string }) =>
    timed(options?.updateId, () => withStart(def, options as never))) as typeof workflow.executeUpdateWithStart;
}

/** The command each concurrent lifecycle is in: the client's wrappers find it by async context. */
const inCommand = new AsyncLocalStorage<CommandMarks>();

/** Times every SQL statement the API sends for a command (pg's client, which Kysely's pool hands out). */
/** With PROBE_SQL=1, every statement's count by where it ran (a command's API side, the store, or the list polls) and its text. */
const statementTally = new Map<string, number>();
let tallying = false;

function watchQueries() {
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const m = inCommand.getStore();
    const run = inActivity.getStore();
    if (run) run.statements += 1;
    if (tallying) {
      const first = args[0] as string | { text?: string };
      const text = (typeof first === 'string' ? first : (first?.text ?? '?')).replace(/\s+/g, ' ').slice(0, 110);
      const where = run ? 'store' : m ? `api ${m.kind}` : 'polls';
      statementTally.set(`${where.padEnd(14)} ${text}`, (statementTally.get(`${where.padEnd(14)} ${text}`) ?? 0) + 1);
    }
    const result = query.apply(this, args);
    if (m && result instanceof Promise) {
      const start = now();
      const done = () => m.queries.push([start, now()]);
      result.then(done, done);
    }
    return result;
  } as typeof pg.Client.prototype.query;
}

async function main() {
  const stack = await startTestStack({ noWorker: true });
  await stack.startWorker({
    activityInterceptors: [
      () => ({
        inbound: {
          async execute(input, next) {
            const run: ActivityRun = { start: now(), end: NaN, statements: 0 };
            try {
              return await inActivity.run(run, () => next(input));
            } finally {
              run.end = now();
              const ref = input.args[0] as { processInstanceId: string };
              activityRuns.set(ref.processInstanceId, [...(activityRuns.get(ref.processInstanceId) ?? []), run]);
            }
          },
        },
      }),
    ],
  });
  watchClient(stack, () => inCommand.getStore());
  watchQueries();
  const tokens = Object.fromEntries(
    await Promise.all(['corp1', 'corp2', 'launion1', 'federation'].map(async (a) => [a, await loginToken(stack.app, a)] as const)),
  );
  const call = async (account: string, method: 'GET' | 'POST', url: string, payload?: object, query?: Record<string, string>) => {
    const res = await stack.app.inject({
      method,
      url,
      headers: {
        authorization: BASIC,
        'miidc-auth': `bearer ${tokens[account]}`,
        ...(method === 'POST' && settings.keys ? { 'idempotency-key': randomUUID() } : {}),
      },
      ...(payload ? { payload } : {}),
      ...(query ? { query } : {}),
    });
    if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    return res.json().data;
  };
  /** Sends one command and waits until its list shows what it did. */
  const command = async (
    kind: string,
    processInstanceId: string,
    send: () => Promise<any>,
    visible: (answer: any) => Promise<boolean>,
  ): Promise<any> => {
    const m: CommandMarks = { kind, processInstanceId, httpIn: now(), activity: [], queries: [] };
    marks.push(m);
    const answer = await inCommand.run(m, send);
    m.httpOut = now();
    if (!m.processInstanceId) m.processInstanceId = answer.processInstanceId;
    for (let i = 0; !(await visible(answer)); i++) {
      if (i > 200) throw new Error(`${kind} of ${m.processInstanceId} never showed in its list`);
      await new Promise((r) => setTimeout(r, 2));
    }
    m.visible = now();
    return answer;
  };
  const form = modules.setup1!.example;
  const listed = async (account: string, url: string, keyword: string, test: (row: any) => boolean) => {
    const page = await call(account, 'GET', url, undefined, { keyword, current: '1', size: '10' });
    return (page.records as any[]).some(test);
  };
  const review = async (reviewer: string, id: string, pid: string, keyword: string) => {
    const detail = await call(reviewer, 'GET', `${M}/detail`, undefined, { id });
    const taskId = detail.openTaskId as string;
    await command(
      'claim',
      pid,
      () => call(reviewer, 'POST', `${FLOW}/work/claim-task`, { taskId }),
      () => listed(reviewer, `${FLOW}/work/todo-list`, keyword, (r) => r.taskId === taskId),
    );
    await command(
      'approve',
      pid,
      () => call(reviewer, 'POST', `${FLOW}/work/complete-task`, { taskId, processInstanceId: pid, flag: 'ok', comment: '同意' }),
      () => listed(reviewer, `${FLOW}/work/done-list`, keyword, (r) => r.taskId === taskId),
    );
  };
  const lifecycle = async (index: number) => {
    const applicant = index % 2 === 0 ? 'corp1' : 'corp2';
    const unionName = `北京探针第${index}号${randomUUID().slice(0, 8)}公司工会委员会`;
    const draft = await command(
      'saveDraft',
      '',
      () => call(applicant, 'POST', `${M}/saveDraft`, { ...form, unionName }),
      (a) => listed(applicant, `${M}/page`, unionName, (r) => r.id === a.id),
    );
    const pid = draft.processInstanceId as string;
    await command(
      'submit',
      pid,
      () => call(applicant, 'POST', `${M}/submit`, { ...form, unionName, id: draft.id }),
      () => listed(applicant, `${M}/page`, unionName, (r) => r.id === draft.id && r.state === 'in_review'),
    );
    await review('launion1', draft.id, pid, unionName);
    await review('federation', draft.id, pid, unionName);
  };

  try {
    // Warm up: the first commands pay for the worker's start and the app's first queries.
    await runPool(2, 1, 60_000, lifecycle);
    marks.length = 0;
    activityRuns.clear();
    tallying = process.env.PROBE_SQL === '1';
    const profiler = await startProfile();
    const cpu = process.cpuUsage();
    const sample = await runPool(settings.lifecycles, settings.concurrency, 600_000, (i) => lifecycle(i + 2));
    if (sample.firstError) throw sample.firstError;
    const { user, system } = process.cpuUsage(cpu);
    await profiler?.();
    const rate = (sample.done * 1000) / sample.elapsedMs;
    console.log(`\nthis process (API, worker, probe): ${((user + system) / 1000 / sample.done).toFixed(0)} ms of CPU a lifecycle`);
    await report(stack, rate);
    if (tallying) {
      tallying = false;
      console.log(`\nSQL statements a lifecycle, by where they ran:`);
      for (const [text, n] of [...statementTally].sort((a, b) => a[0].localeCompare(b[0]))) {
        console.log(`${(n / sample.done).toFixed(1).padStart(5)}  ${text}`);
      }
    }
  } finally {
    await stack.close();
  }
}

/** With PROBE_PROFILE=<file>, a CPU profile of this process's main thread over the measured lifecycles only. */
async function startProfile(): Promise<(() => Promise<void>) | undefined> {
  const file = process.env.PROBE_PROFILE;
  if (!file) return undefined;
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return async () => {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(file, JSON.stringify(profile));
    session.disconnect();
  };
}

const toMs = (t: proto.temporal.api.history.v1.IHistoryEvent['eventTime']) =>
  t ? Number(t.seconds ?? 0) * 1000 + Math.floor((t.nanos ?? 0) / 1e6) : NaN;

/** A command's phases in ms, from the probe's marks and its flow's history. */
function phasesOf(m: CommandMarks, events: proto.temporal.api.history.v1.IHistoryEvent[]): Record<string, number> {
  const updateIdOf = (e: proto.temporal.api.history.v1.IHistoryEvent) =>
    e.workflowExecutionUpdateAcceptedEventAttributes?.acceptedRequest?.meta?.updateId ??
    e.workflowExecutionUpdateCompletedEventAttributes?.meta?.updateId;
  const accepted = events.findIndex(
    (e) => e.eventType === EventType.EVENT_TYPE_WORKFLOW_EXECUTION_UPDATE_ACCEPTED && updateIdOf(e) === m.updateId,
  );
  const completed = events.findIndex(
    (e) => e.eventType === EventType.EVENT_TYPE_WORKFLOW_EXECUTION_UPDATE_COMPLETED && updateIdOf(e) === m.updateId,
  );
  const before = (i: number, type: number) => {
    if (i < 0) return NaN;
    for (let j = i; j >= 0; j--) if (events[j]!.eventType === type) return toMs(events[j]!.eventTime);
    return NaN;
  };
  const after = (i: number, type: number) => {
    if (i < 0) return NaN;
    for (let j = i; j < events.length; j++) if (events[j]!.eventType === type) return toMs(events[j]!.eventTime);
    return NaN;
  };
  const firstWftStarted = before(accepted, EventType.EVENT_TYPE_WORKFLOW_TASK_STARTED);
  const firstWftCompleted = before(accepted, EventType.EVENT_TYPE_WORKFLOW_TASK_COMPLETED);
  const actScheduled = after(accepted, EventType.EVENT_TYPE_ACTIVITY_TASK_SCHEDULED);
  const actStarted = after(accepted, EventType.EVENT_TYPE_ACTIVITY_TASK_STARTED);
  const actCompleted = after(accepted, EventType.EVENT_TYPE_ACTIVITY_TASK_COMPLETED);
  const lastWftStarted = before(completed, EventType.EVENT_TYPE_WORKFLOW_TASK_STARTED);
  const lastWftCompleted = before(completed, EventType.EVENT_TYPE_WORKFLOW_TASK_COMPLETED);
  const run = m.activity[0];
  const twoTasks = completed > accepted && lastWftStarted > firstWftStarted;
  const sql = (from: number, to: number) => m.queries.filter(([start]) => start >= from && start < to);
  const apiBefore = sql(m.httpIn, m.updateSent!);
  const apiAfter = sql(m.updateAnswered!, m.httpOut!);
  const spent = (qs: [number, number][]) => qs.reduce((t, [a, b]) => t + b - a, 0);
  return {
    'API before update': m.updateSent! - m.httpIn,
    '  its SQL statements (count)': apiBefore.length,
    '  their time': spent(apiBefore),
    'update sent → workflow task started': firstWftStarted - m.updateSent!,
    'workflow task (accept, decide)': (twoTasks ? firstWftCompleted : lastWftCompleted) - firstWftStarted,
    ...(twoTasks
      ? {
          'activity scheduled → started': actStarted - actScheduled,
          'activity run (store + project)': run ? run.end - run.start : NaN,
          'activity started → completed (server)': actCompleted - actStarted,
          'activity completed → workflow task started': lastWftStarted - actCompleted,
          'workflow task (answer)': lastWftCompleted - lastWftStarted,
        }
      : {
          'workflow task started → local activity starts': run ? run.start - firstWftStarted : NaN,
          'local activity run (store + project)': run ? run.end - run.start : NaN,
          '  its SQL statements (count)  ': run ? run.statements : NaN,
          'local activity done → workflow task completed': run ? lastWftCompleted - run.end : NaN,
        }),
    'update completed → client answered': m.updateAnswered! - lastWftCompleted,
    'API after update': m.httpOut! - m.updateAnswered!,
    '  its SQL statements (count) ': apiAfter.length,
    'command (HTTP in → out)': m.httpOut! - m.httpIn,
    'visible in its list (HTTP in → list shows it)': m.visible! - m.httpIn,
  };
}

async function report(stack: TestStack, lifecyclesPerSecond: number) {
  // Each flow's activity runs in order, one per command.
  const byFlow = new Map<string, CommandMarks[]>();
  for (const m of marks) byFlow.set(m.processInstanceId, [...(byFlow.get(m.processInstanceId) ?? []), m]);
  const rows = new Map<string, number[]>();
  const byKind = new Map<string, Record<string, number>[]>();
  for (const [pid, list] of byFlow) {
    const runs = activityRuns.get(pid) ?? [];
    list.forEach((m, i) => runs[i] && m.activity.push(runs[i]));
    const { events } = await stack.client.workflow.getHandle(pid).fetchHistory();
    for (const m of list) {
      const phases = phasesOf(m, events ?? []);
      byKind.set(m.kind, [...(byKind.get(m.kind) ?? []), phases]);
      for (const [name, value] of Object.entries(phases)) {
        if (Number.isFinite(value)) rows.set(name, [...(rows.get(name) ?? []), value]);
      }
    }
  }
  const p50 = (values: number[]) =>
    percentile(
      [...values].sort((a, b) => a - b),
      50,
    );
  const fmt = (v: number) => (v >= 100 ? v.toFixed(0) : v.toFixed(1)).padStart(6);
  console.log(
    `\n${settings.lifecycles} lifecycles (${marks.length} commands), concurrency ${settings.concurrency}, keys ${settings.keys ? 'on' : 'off'}: ` +
      `${lifecyclesPerSecond.toFixed(1)} lifecycles/s\n`,
  );
  console.log(`${'phase'.padEnd(48)}${'p50'.padStart(6)}${'p95'.padStart(7)}${'mean'.padStart(7)}  ms`);
  for (const [name, values] of rows) {
    const sorted = [...values].sort((a, b) => a - b);
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    console.log(`${name.padEnd(48)}${fmt(percentile(sorted, 50))} ${fmt(percentile(sorted, 95))} ${fmt(mean)}`);
  }
  // Every phase by command, one column a command (saveDraft starts the flow; the others update it).
  const kinds = [...byKind.keys()];
  console.log(`\np50 by command (ms)${''.padEnd(29)}${kinds.map((k) => k.padStart(10)).join('')}`);
  for (const name of rows.keys()) {
    const cells = kinds.map((k) =>
      p50(
        byKind
          .get(k)!
          .map((p) => p[name]!)
          .filter(Number.isFinite),
      ),
    );
    console.log(`${name.padEnd(48)}${cells.map((v) => fmt(v).padStart(10)).join('')}`);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('[probe] failed:', error);
    process.exit(1);
  },
);
