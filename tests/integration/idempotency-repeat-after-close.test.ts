// Found by the chaos test (tests/chaos), which sends every answered command once more with its key
// after the run: a repeat must answer what the first request did even once the record has moved on
// (approved), and apply nothing. A client whose answer was lost may send it again that late.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type ApiAnswer, type TestStack } from '../support';
import { caller, complete, detail, draftOf, form, M, submittedBy, type Caller, type RecordRef } from './flow-command-support';

let stack: TestStack;
let corp1: Caller;
let launion1: Caller;
let federation: Caller;

beforeAll(async () => {
  stack = await startTestStack();
  corp1 = await caller(stack.app, 'corp1');
  launion1 = await caller(stack.app, 'launion1');
  federation = await caller(stack.app, 'federation');
});
afterAll(async () => stack?.close());

let n = 0;
const newKey = () => `late-${Date.now()}-${++n}`;

const eventCount = async (ref: RecordRef) =>
  (await stack.db.selectFrom('flow_event').select('seq').where('process_instance_id', '=', ref.pid).execute()).length;

/** Both reviewers approve the record's open tasks in turn. */
async function approveThrough(ref: RecordRef): Promise<void> {
  for (const reviewer of [launion1, federation]) {
    expect((await complete(reviewer, ref, (await detail(corp1, ref.id)).openTaskId!, 'ok')).status).toBe(200);
  }
  expect((await detail(corp1, ref.id)).state).toBe('approved');
}

/** Sends the command, approves the record through, sends it again: its first answer again, and no event more. */
async function sendApproveAndRepeat(ref: RecordRef, send: () => Promise<ApiAnswer>): Promise<void> {
  const first = await send();
  expect(first.status).toBe(200);
  await approveThrough(ref);
  const events = await eventCount(ref);
  const again = await send();
  expect(again.status, JSON.stringify(again.body)).toBe(200);
  expect(again.body.data).toEqual(first.body.data);
  expect(await eventCount(ref)).toBe(events);
}

describe('an exact repeat sent after the record was approved', () => {
  it('of a submit answers its first answer and applies nothing', async () => {
    const ref = await draftOf(corp1);
    const k = newKey();
    await sendApproveAndRepeat(ref, () => corp1.post(`${M}/submit`, { body: { ...form, id: ref.id }, headers: { 'idempotency-key': k } }));
  });

  it('of a resubmit answers its first answer and applies nothing', async () => {
    const ref = await submittedBy(corp1);
    const returnedBy = (await detail(corp1, ref.id)).openTaskId!;
    expect((await complete(launion1, ref, returnedBy, 'back')).status).toBe(200);
    const k = newKey();
    const body = { ...form, id: ref.id, taskId: returnedBy };
    await sendApproveAndRepeat(ref, () => corp1.post(`${M}/resubmit`, { body, headers: { 'idempotency-key': k } }));
  });

  it('of a new record’s submit whose answer was lost before it was stored answers that record', async () => {
    const k = newKey();
    const send = () => corp1.post(`${M}/submit`, { body: form, headers: { 'idempotency-key': k } });
    const first = await send();
    expect(first.status).toBe(200);
    const ref = { id: first.body.data.id as string, pid: first.body.data.processInstanceId as string };
    // The API died between the flow's update and keeping its answer: the key names the flow it started, no answer.
    await sql`update idempotency_key set results = results - ${ref.pid}::text where key = ${k}`.execute(stack.db);
    // The client sends it again (a new record id each time; the key's start names the first one).
    const retried = await send();
    expect(retried.status).toBe(200);
    expect(retried.body.data.id).toBe(ref.id);
    await approveThrough(ref);
    const again = await send();
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.data.id).toBe(ref.id);
  });
});
