// Issue 21, item 4: a shutdown drains. The API turns readiness false first, then closes its listener
// and lets the requests in flight finish (up to a deadline); the worker lets a running activity finish.
// A command is held in flight deterministically: its activity waits at the afterCommit hook until the
// test opens the gate.
import { connect, type Socket } from 'node:net';
import { Context } from '@temporalio/activity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import { drainApi, Shutdown, superviseWorker, workerShutdownTimes } from '../../services/platform/entry-points';
import { createWorker } from '../../workflows';
import { BASIC, login, startTestStack, workflowBundle, type ApiSession, type TestStack } from '../support';
import { temporalConnections } from '../support/temporal-connections';

const SAVE = '/api/blade-crop/crop/setup1/saveDraft';
const DICTIONARY = '/api/blade-system/dict/dictionary?code=sex';

/** Holds every activity that reaches afterCommit, once armed, until opened; says whether the activity was cancelled meanwhile. */
function gate() {
  let armed = false;
  let open!: () => void;
  let reached!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const wasReached = new Promise<void>((resolve) => (reached = resolve));
  const cancelled: boolean[] = [];
  return {
    arm: () => (armed = true),
    open: () => open(),
    reached: wasReached,
    cancelled,
    hook: async () => {
      if (!armed) return;
      reached();
      await opened;
      cancelled.push(Context.current().cancellationSignal.aborted);
    },
  };
}

const eventTypes = async (stack: TestStack, pid: string) =>
  (await stack.db.selectFrom('flow_event').select('type').where('process_instance_id', '=', pid).orderBy('seq').execute()).map(
    (e) => e.type,
  );

/** One HTTP/1.1 request as bytes, to write on a socket of the test's own. */
function rawRequest(method: string, path: string, headers: Record<string, string>, body?: unknown): string {
  const payload = body === undefined ? '' : JSON.stringify(body);
  const lines = [`${method} ${path} HTTP/1.1`, 'Host: 127.0.0.1', ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)];
  if (body !== undefined) lines.push('Content-Type: application/json', `Content-Length: ${Buffer.byteLength(payload)}`);
  return `${lines.join('\r\n')}\r\n\r\n${payload}`;
}

/** The answers read off a socket until the server closed it: status, headers and JSON body of each. */
function answersOf(text: string) {
  return text
    .split(/(?=HTTP\/1\.1 \d{3} )/)
    .filter(Boolean)
    .map((raw) => {
      const [head = '', body = ''] = raw.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = head.split('\r\n');
      const headers = Object.fromEntries(
        headerLines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
      );
      return { status: Number(statusLine.split(' ')[1]), headers, json: JSON.parse(body) as Record<string, unknown> };
    });
}

/** A socket to the app that keeps what it reads; `closed` resolves with all of it once the server hangs up. */
function openSocket(port: number): { socket: Socket; closed: Promise<string> } {
  const socket = connect(port, '127.0.0.1');
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(Buffer.concat(chunks).toString())));
  socket.on('error', () => undefined);
  return { socket, closed };
}

/** Whether a new TCP connection to the port is accepted. */
const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = connect(port, '127.0.0.1');
    probe.once('connect', () => {
      probe.destroy();
      resolve(true);
    });
    probe.once('error', () => resolve(false));
  });

/**
 * A stack for the describe: its app listens on a port of its own, its commands are held at the gate
 * once armed, corp1 is logged in; the gate is opened and the stack closed after the describe.
 */
function listeningStack() {
  const ctx = { held: gate() } as { held: ReturnType<typeof gate>; stack: TestStack; port: number; headers: Record<string, string> };
  beforeAll(async () => {
    ctx.stack = await startTestStack({ afterCommit: ctx.held.hook });
    const corp1 = await login(ctx.stack.app, 'corp1');
    ctx.headers = { authorization: BASIC, 'miidc-auth': `bearer ${corp1.token}` };
    await ctx.stack.app.listen({ port: 0, host: '127.0.0.1' });
    const address = ctx.stack.app.server.address();
    ctx.port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(async () => {
    ctx.held.open();
    await ctx.stack?.close();
  });
  return ctx;
}

describe('the API on shutdown', () => {
  const api = listeningStack();

  it('turns readiness false first, refuses new connections, and lets the request in flight finish with 200', async () => {
    const { held, stack, port, headers } = api;
    const { socket, closed } = openSocket(port);
    held.arm();
    socket.write(rawRequest('POST', SAVE, headers, modules.setup1!.example));
    await held.reached;

    const stopping = drainApi(stack.app, { readinessDelayMs: 300, drainDeadlineMs: 60_000 });
    const ready = await stack.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().data).toEqual({ postgres: true, temporal: true, shuttingDown: true });

    await expect.poll(() => accepts(port)).toBe(false);
    // One more request on the connection still open: refused in the envelope, nothing started.
    socket.write(rawRequest('GET', DICTIONARY, headers));

    held.open();
    const [saved, refused] = answersOf(await closed);
    await stopping;

    expect(saved?.status).toBe(200);
    expect(saved?.json).toMatchObject({ code: 200, success: true });
    expect(refused?.status).toBe(503);
    expect(refused?.headers['retry-after']).toBe('10');
    expect(refused?.headers.connection).toBe('close');
    expect(refused?.json).toEqual({ code: 503, success: false, msg: '服务正在重启,请10秒后再试', data: { retryAfter: 10 } });
    const pid = (saved?.json.data as { processInstanceId: string }).processInstanceId;
    expect(await eventTypes(stack, pid)).toEqual(['flow.started', 'draft.saved']);
  });
});

describe('the API past its drain deadline', () => {
  const api = listeningStack();

  it('cuts the connection of a request still in flight and finishes closing', async () => {
    const { held, stack, port, headers } = api;
    const { socket, closed } = openSocket(port);
    held.arm();
    socket.write(rawRequest('POST', SAVE, headers, modules.setup1!.example));
    await held.reached;
    await drainApi(stack.app, { readinessDelayMs: 0, drainDeadlineMs: 200 });
    expect(await closed).toBe('');
    expect(await accepts(port)).toBe(false);
  });
});

describe('the worker on shutdown', () => {
  const held = gate();
  let stack: TestStack;
  let corp1: ApiSession;

  beforeAll(async () => {
    stack = await startTestStack({ noWorker: true });
    corp1 = await login(stack.app, 'corp1');
  });
  afterAll(async () => {
    held.open();
    await stack?.close();
  });

  it('stops polling but lets the running activity finish, uncancelled, before it stops', async () => {
    const connections = await temporalConnections(process.env.TEMPORAL_ADDRESS!);
    const worker = await createWorker({
      connection: connections.worker,
      namespace: 'default',
      taskQueue: stack.taskQueue,
      db: stack.app.db,
      workflowBundle: await workflowBundle(),
      afterCommit: held.hook,
      ...workerShutdownTimes(stack.config.shutdown),
    });
    const shutdown = new Shutdown();
    const failures: unknown[] = [];
    superviseWorker(worker, shutdown, (error) => failures.push(error));

    held.arm();
    const answer = corp1.post(SAVE, modules.setup1!.example);
    await held.reached;
    let stopped = false;
    const stopping = shutdown.run().then(() => (stopped = true));
    await expect.poll(() => worker.getState()).not.toBe('RUNNING');
    expect(stopped).toBe(false);

    held.open();
    await stopping;
    expect(worker.getState()).toBe('STOPPED');
    expect(failures).toEqual([]);
    // The store ran to its end once, uncancelled: as a local activity (patch local-append) its result is one marker in
    // the flow's history, with no failure or retry of any activity.
    expect(held.cancelled).toEqual([false]);
    const { process_instance_id: pid } = await stack.db.selectFrom('flow_event').select('process_instance_id').executeTakeFirstOrThrow();
    const history = await stack.client.workflow.getHandle(pid).fetchHistory();
    expect(history.events?.filter((e) => e.markerRecordedEventAttributes?.markerName === 'core_local_activity')).toHaveLength(1);
    expect(history.events?.filter((e) => e.activityTaskFailedEventAttributes ?? e.activityTaskTimedOutEventAttributes)).toEqual([]);

    // The command answers, and its events are stored once, with a worker back as well.
    await stack.startWorker();
    const saved = await answer;
    expect(saved.status).toBe(200);
    expect(await eventTypes(stack, pid)).toEqual(['flow.started', 'draft.saved']);
  });
});
