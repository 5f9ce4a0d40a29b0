import proto from '@temporalio/proto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { modules } from '../../catalogue';
import { createDb, type Database } from '../../db';
import { lossyWorkflowBundle } from '../replay/fixtures/lossy-bundle';
import { login, startTestStack, type ApiSession, type TestStack } from '../support';

const M = '/api/blade-crop/crop/setup1';
const FLOW = '/api/blade-flow';
const form = modules.setup1!.example;

const eventsOf = (stack: TestStack, pid: string) =>
  stack.db.selectFrom('flow_event').select(['seq', 'type', 'command_id']).where('process_instance_id', '=', pid).orderBy('seq').execute();

// Every workflow task that stores new events is lost right after the store committed, as when the
// worker dies there: Temporal retries the task, which decides the command again at a later time.
describe('a workflow task lost after its local activity stored the events', () => {
  let stack: TestStack;
  let corp1: ApiSession;
  let launion1: ApiSession;

  beforeAll(async () => {
    stack = await startTestStack({ noWorker: true });
    await stack.startWorker({ workflowBundle: await lossyWorkflowBundle() });
    corp1 = await login(stack.app, 'corp1');
    launion1 = await login(stack.app, 'launion1');
  });
  afterAll(async () => stack?.close());

  it('is retried: each command is answered and its events stored once, under its update id', async () => {
    const saved = await corp1.post(`${M}/saveDraft`, form);
    expect(saved.status).toBe(200);
    const { id, processInstanceId: pid } = saved.body.data;
    const submitted = await corp1.post(`${M}/submit`, { ...form, id });
    expect(submitted.status).toBe(200);
    expect(submitted.body.data).toMatchObject({ id, state: 'in_review' });

    const events = await eventsOf(stack, pid);
    expect(events.map((e) => e.type)).toEqual(['flow.started', 'draft.saved', 'submitted', 'task.created']);
    // One command per update: the save's two events share its id, the submission's two theirs.
    const ids = events.map((e) => e.command_id);
    expect(ids.every((c) => typeof c === 'string' && c.length > 0)).toBe(true);
    expect([ids[0] === ids[1], ids[2] === ids[3], ids[1] === ids[2]]).toEqual([true, true, false]);

    // The tasks were really lost and retried.
    const { events: history } = await stack.client.workflow.getHandle(pid).fetchHistory();
    const failed = (history ?? []).filter((e) => e.eventType === proto.temporal.api.enums.v1.EventType.EVENT_TYPE_WORKFLOW_TASK_FAILED);
    expect(failed.length).toBeGreaterThanOrEqual(2);
  });

  it('leaves the flow where the store says: the next command is decided on the events it caught up with', async () => {
    const saved = await corp1.post(`${M}/submit`, form);
    const { id, processInstanceId: pid } = saved.body.data;
    const detail = await launion1.get(`${M}/detail`, { id });
    const taskId = detail.body.data.openTaskId as string;
    const approved = await launion1.post(`${FLOW}/work/complete-task`, { taskId, processInstanceId: pid, flag: 'ok', comment: '同意' });
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ state: 'in_review', stage: 2 });
    // A second approval of the same task is refused, as the flow knows it approved.
    const again = await launion1.post(`${FLOW}/work/complete-task`, { taskId, processInstanceId: pid, flag: 'ok', comment: '同意' });
    expect(again.status).toBe(409);
    expect((await eventsOf(stack, pid)).map((e) => e.type)).toEqual([
      'flow.started',
      'submitted',
      'task.created',
      'task.claimed',
      'task.completed',
      'task.created',
    ]);
  });
});

// The store refuses every transaction (Postgres away) for longer than a workflow task's 10 s timeout:
// the local activity keeps retrying in the worker, which keeps the task alive meanwhile.
describe('a store away for longer than a workflow task may run', () => {
  let stack: TestStack;
  let corp1: ApiSession;
  let storeDb: Kysely<Database>;
  let away = false;

  beforeAll(async () => {
    stack = await startTestStack({ noWorker: true });
    storeDb = createDb(stack.config.databaseUrl!, { appRole: true });
    const refusing = new Proxy(storeDb, {
      get(target, prop, receiver) {
        if (prop === 'transaction' && away) {
          return () => ({ execute: () => Promise.reject(new Error('connection refused (the store is away)')) });
        }
        const value: unknown = Reflect.get(target, prop, receiver);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    await stack.startWorker({ db: refusing });
    corp1 = await login(stack.app, 'corp1');
  });
  afterAll(async () => {
    await stack?.close();
    await storeDb?.destroy();
  });

  it('holds the command until the store is back, then applies it once', async () => {
    const saved = await corp1.post(`${M}/saveDraft`, form);
    const { id, processInstanceId: pid } = saved.body.data;
    away = true;
    const pending = corp1.post(`${M}/submit`, { ...form, id });
    await new Promise((r) => setTimeout(r, 12_000));
    expect((await eventsOf(stack, pid)).map((e) => e.type)).toEqual(['flow.started', 'draft.saved']);
    away = false;
    const answer = await pending;
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ id, state: 'in_review' });
    expect((await eventsOf(stack, pid)).map((e) => e.type)).toEqual(['flow.started', 'draft.saved', 'submitted', 'task.created']);
  }, 60_000);
});
