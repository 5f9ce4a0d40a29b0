// Item 11 of issue 8: an Idempotency-Key is bound to the caller, the method, the route and the
// request's parameters and body. An exact repeat answers the first result and applies nothing
// again; the same key on another request answers 422 and changes nothing.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../db';
import { startTestStack, type TestStack } from '../support';
import { caller, complete, detail, FLOW, form, M, submittedBy, type Caller, type RecordRef } from './flow-command-support';

let stack: TestStack;
let corp1: Caller;
let corp2: Caller;
let launion1: Caller;

beforeAll(async () => {
  stack = await startTestStack();
  corp1 = await caller(stack.app, 'corp1');
  corp2 = await caller(stack.app, 'corp2');
  launion1 = await caller(stack.app, 'launion1');
});
afterAll(async () => stack?.close());

let n = 0;
const newKey = () => `key-${Date.now()}-${++n}`;
const key = (k: string, extra: Record<string, string> = {}) => ({ 'idempotency-key': k, ...extra });

const withdraw = (who: Caller, ref: RecordRef, k: string) =>
  who.get(`${M}/rebackFlow`, { query: { processInstanceId: ref.pid }, headers: key(k) });
const cancel = (who: Caller, ref: RecordRef, k: string, lang?: string) =>
  who.get(`${M}/removeFlow`, {
    query: { id: ref.id, processInstanceId: ref.pid, reason: '不再需要' },
    headers: key(k, lang ? { 'accept-language': lang } : {}),
  });

async function eventTypes(ref: RecordRef): Promise<string[]> {
  const history = await corp1.get(`${FLOW}/process/history-flow-list`, { query: { processInstanceId: ref.pid } });
  return (history.body.data as { type: string }[]).map((e) => e.type);
}

describe('an Idempotency-Key', () => {
  it('answers 422 in the envelope when sent again with another command, and the second command is not applied', async () => {
    const ref = await submittedBy(corp1);
    const k = newKey();
    expect((await withdraw(corp1, ref, k)).status).toBe(200);
    const reused = await cancel(corp1, ref, k);
    expect(reused.status).toBe(422);
    expect(reused.body).toMatchObject({ code: 422, success: false, data: { errors: [{ field: 'Idempotency-Key', rule: 'reuse' }] } });
    expect(reused.body.msg).toMatch(/幂等/);
    expect((await detail(corp1, ref.id)).state).toBe('draft');
  });

  it('says so in English on request', async () => {
    const ref = await submittedBy(corp1);
    const k = newKey();
    expect((await withdraw(corp1, ref, k)).status).toBe(200);
    const reused = await cancel(corp1, ref, k, 'en');
    expect(reused.status).toBe(422);
    expect(reused.body.msg).toMatch(/Idempotency-Key/);
  });

  it('answers 422 when sent again on the same route for another record', async () => {
    const a = await submittedBy(corp1);
    const b = await submittedBy(corp1);
    const k = newKey();
    expect((await withdraw(corp1, a, k)).status).toBe(200);
    expect((await withdraw(corp1, b, k)).status).toBe(422);
    expect((await detail(corp1, b.id)).state).toBe('in_review');
  });

  it('answers 422 when sent again with another body', async () => {
    const ref = await submittedBy(corp1);
    const taskId = (await detail(corp1, ref.id)).openTaskId!;
    const k = newKey();
    const body = { taskId, processInstanceId: ref.pid, flag: 'back', comment: '请补充' };
    expect((await launion1.post(`${FLOW}/work/complete-task`, { body, headers: key(k) })).status).toBe(200);
    const other = await launion1.post(`${FLOW}/work/complete-task`, { body: { ...body, comment: '另一条意见' }, headers: key(k) });
    expect(other.status).toBe(422);
  });

  it('answers an exact repeat with the first result, even after the flow ended, and applies the command once', async () => {
    const ref = await submittedBy(corp1);
    const k = newKey();
    const first = await cancel(corp1, ref, k);
    expect(first.status).toBe(200);
    const again = await cancel(corp1, ref, k);
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(first.body.data.id);
    expect((await eventTypes(ref)).filter((t) => t === 'cancelled')).toHaveLength(1);
  });

  it('creates one record for a repeated submit of a new form', async () => {
    const k = newKey();
    const first = await corp1.post(`${M}/submit`, { body: form, headers: key(k) });
    const again = await corp1.post(`${M}/submit`, { body: form, headers: key(k) });
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.body.data.id).toBe(first.body.data.id);
  });

  it('starts the record its key was bound to when the first request bound the key and died before the flow started', async () => {
    const k = newKey();
    const first = await corp1.post(`${M}/submit`, { body: form, headers: key(k) });
    expect(first.status).toBe(200);
    // As the first request would have left it, killed between binding its key and starting its flow: the
    // key names a flow that never started, and holds no answer.
    const unstarted = newId();
    const bound =
      await sql`update idempotency_key set results = ${JSON.stringify({ start: `setup1-${unstarted}` })}::jsonb where key = ${k}`.execute(
        stack.db,
      );
    expect(bound.numAffectedRows).toBe(1n);
    const again = await corp1.post(`${M}/submit`, { body: form, headers: key(k) });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.data.id).toBe(unstarted);
    expect((await detail(corp1, unstarted)).state).toBe('in_review');
    const once = await corp1.post(`${M}/submit`, { body: form, headers: key(k) });
    expect(once.body.data.id).toBe(unstarted);
    expect(await eventTypes({ id: unstarted, pid: `setup1-${unstarted}` })).toEqual(['flow.started', 'submitted', 'task.created']);
  });

  it('creates one record for repeats of a new form sent at the same moment', async () => {
    const k = newKey();
    const answers = await Promise.all([1, 2, 3].map(() => corp1.post(`${M}/submit`, { body: form, headers: key(k) })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(1);
  });

  it('belongs to its caller: another account may use the same key', async () => {
    const mine = await submittedBy(corp1);
    const theirs = await submittedBy(corp2);
    const k = newKey();
    expect((await withdraw(corp1, mine, k)).status).toBe(200);
    expect((await withdraw(corp2, theirs, k)).status).toBe(200);
    expect((await detail(corp2, theirs.id)).state).toBe('draft');
  });

  it('is not bound by a request that was refused before it reached the flow', async () => {
    const ref = await submittedBy(corp1);
    const k = newKey();
    const bad = await corp1.get(`${M}/removeFlow`, { query: { id: ref.id, processInstanceId: ref.pid, reason: ' ' }, headers: key(k) });
    expect(bad.status).toBe(400);
    expect((await cancel(corp1, ref, k)).status).toBe(200);
  });

  it('binds anew once it is a week old: the same key then applies another command', async () => {
    const a = await submittedBy(corp1);
    const b = await submittedBy(corp1);
    const k = newKey();
    expect((await withdraw(corp1, a, k)).status).toBe(200);
    const aged = (days: number) =>
      sql`update idempotency_key set create_time = now() - make_interval(days => ${days}) where key = ${k}`.execute(stack.db);
    await aged(6);
    expect((await withdraw(corp1, b, k)).status).toBe(422);
    await aged(8);
    expect((await withdraw(corp1, b, k)).status).toBe(200);
    expect((await detail(corp1, b.id)).state).toBe('draft');
  });

  it('answers 400 naming the header when it is longer than 100 characters', async () => {
    const ref = await submittedBy(corp1);
    const long = await withdraw(corp1, ref, 'k'.repeat(101));
    expect(long.status).toBe(400);
    expect(long.body.data.errors[0].field).toBe('Idempotency-Key');
    expect((await complete(launion1, ref, (await detail(corp1, ref.id)).openTaskId!, 'ok')).status).toBe(200);
  });

  it('is declared as a possible 422 on exactly the calls that send a command to a flow', async () => {
    const doc = (await stack.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    }>();
    const declares422 = (method: string, path: string) => '422' in doc.paths[path]![method]!.responses;
    expect(declares422('post', `${M}/submit`)).toBe(true);
    expect(declares422('get', `${M}/rebackFlow`)).toBe(true);
    expect(declares422('post', `${FLOW}/work/complete-task`)).toBe(true);
    expect(declares422('get', `${M}/page`)).toBe(false);
    expect(declares422('get', `${M}/getid`)).toBe(false);
  });

  it('is ignored by a call that sends no command, which cannot answer 422', async () => {
    const k = newKey();
    expect((await corp1.get(`${M}/getid`, { headers: key(k) })).status).toBe(200);
    expect((await corp1.get(`${M}/getid`, { headers: key(k) })).status).toBe(200);
  });
});
