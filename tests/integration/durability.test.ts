import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import { login, startTestStack, type ApiSession, type TestStack } from '../support';

const M = '/api/blade-crop/crop/setup1';
const form = modules.setup1!.example;

const eventsOf = (stack: TestStack, pid: string) =>
  stack.db.selectFrom('flow_event').select(['seq', 'type']).where('process_instance_id', '=', pid).orderBy('seq').execute();

describe('an activity that crashes after its transaction committed', () => {
  let stack: TestStack;
  let corp1: ApiSession;
  const crashed = new Set<string>();

  beforeAll(async () => {
    // The first attempt of every append commits and then "crashes": Temporal retries the activity.
    stack = await startTestStack({
      afterCommit: (ref, events) => {
        const key = `${ref.processInstanceId}:${events[0]?.seq}`;
        if (crashed.has(key)) return;
        crashed.add(key);
        throw new Error('simulated crash after commit');
      },
    });
    corp1 = await login(stack.app, 'corp1');
  });
  afterAll(async () => stack?.close());

  it('is retried and leaves exactly one set of events and one projection', async () => {
    const saved = await corp1.post(`${M}/saveDraft`, form);
    expect(saved.status).toBe(200);
    const pid = saved.body.data.processInstanceId;
    const submitted = await corp1.post(`${M}/submit`, { ...form, id: saved.body.data.id });
    expect(submitted.status).toBe(200);
    expect(crashed.size).toBe(2);
    expect((await eventsOf(stack, pid)).map((e) => e.type)).toEqual(['flow.started', 'draft.saved', 'submitted', 'task.created']);
    const tasks = await stack.db.selectFrom('flow_task').select('id').where('process_instance_id', '=', pid).execute();
    expect(tasks).toHaveLength(1);
  });
});

describe('commands sent while the worker is down', () => {
  let stack: TestStack;
  let corp1: ApiSession;

  beforeAll(async () => {
    stack = await startTestStack();
    corp1 = await login(stack.app, 'corp1');
  });
  afterAll(async () => stack?.close());

  it('are applied once when a worker comes back', async () => {
    const saved = await corp1.post(`${M}/saveDraft`, form);
    const pid = saved.body.data.processInstanceId;
    await stack.stopWorker();
    const pending = corp1.post(`${M}/submit`, { ...form, id: saved.body.data.id });
    await new Promise((r) => setTimeout(r, 1500));
    expect((await eventsOf(stack, pid)).map((e) => e.type)).toEqual(['flow.started', 'draft.saved']);
    await stack.startWorker();
    const answer = await pending;
    expect(answer.status).toBe(200);
    expect((await eventsOf(stack, pid)).map((e) => e.type)).toEqual(['flow.started', 'draft.saved', 'submitted', 'task.created']);
  });

  it('applies a command repeated with the same idempotency key once', async () => {
    const saved = await corp1.post(`${M}/saveDraft`, form);
    const pid = saved.body.data.processInstanceId;
    const send = () =>
      stack.app.inject({
        method: 'POST',
        url: `${M}/saveDraft`,
        headers: { authorization: 'Basic d2ViOndlYl9zZWNyZXQ=', 'miidc-auth': `bearer ${corp1.token}`, 'idempotency-key': `retry-${pid}` },
        payload: { ...form, id: saved.body.data.id, remark: '重试' },
      });
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(200);
    expect((await eventsOf(stack, pid)).map((e) => e.type)).toEqual(['flow.started', 'draft.saved', 'draft.saved']);
  });
});
