// Item 2 of issue 8: commands sent at the same moment to one record are applied one at a time;
// exactly one of a set of competing commands wins, every loser answers 409, and the record can
// still be taken to its end afterwards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiAnswer } from '../support';
import { startTestStack, type TestStack } from '../support';
import {
  caller,
  cloneAccount,
  complete,
  detail,
  draftOf,
  expectOneWinner,
  FLOW,
  form,
  M,
  submittedBy,
  type Caller,
  type RecordRef,
} from './flow-command-support';

let stack: TestStack;
let corp1: Caller;
let launion1: Caller;
let launion1b: Caller;
let federation: Caller;

beforeAll(async () => {
  stack = await startTestStack();
  await cloneAccount(stack.db, 'launion1', 'launion1b', '2903');
  corp1 = await caller(stack.app, 'corp1');
  launion1 = await caller(stack.app, 'launion1');
  launion1b = await caller(stack.app, 'launion1b');
  federation = await caller(stack.app, 'federation');
});
afterAll(async () => stack?.close());

const SIZES = [2, 10];
const times = <T>(n: number, f: (i: number) => Promise<T>): Promise<T[]> => Promise.all(Array.from({ length: n }, (_, i) => f(i)));

async function openTask(ref: RecordRef): Promise<string> {
  const task = (await detail(corp1, ref.id)).openTaskId;
  expect(task).toBeTruthy();
  return task!;
}

/** Takes the record to its end the ordinary way, from whatever state it is in. */
async function finish(ref: RecordRef): Promise<void> {
  for (let step = 0; step < 6; step++) {
    const d = await detail(corp1, ref.id);
    if (d.state === 'approved') return;
    let answer: ApiAnswer | undefined;
    if (d.state === 'draft') answer = await corp1.post(`${M}/submit`, { body: { ...form, id: ref.id } });
    else if (d.state === 'returned') answer = await corp1.post(`${M}/resubmit`, { body: { ...form, id: ref.id, taskId: d.openTaskId } });
    else if (d.state === 'in_review') {
      for (const reviewer of [launion1, launion1b, federation]) {
        answer = await complete(reviewer, ref, d.openTaskId!, 'ok');
        if (answer.status === 200) break;
      }
    }
    expect(answer?.status, `${d.state}: ${JSON.stringify(answer?.body)}`).toBe(200);
  }
  expect((await detail(corp1, ref.id)).state).toBe('approved');
}

async function returned(): Promise<RecordRef> {
  const ref = await submittedBy(corp1);
  expect((await complete(launion1, ref, await openTask(ref), 'back')).status).toBe(200);
  return ref;
}

describe.each(SIZES)('%i parallel commands at one record', (n) => {
  it('submit a draft once; the other submits answer 409', async () => {
    const ref = await draftOf(corp1);
    expectOneWinner(await times(n, () => corp1.post(`${M}/submit`, { body: { ...form, id: ref.id } })));
    expect((await detail(corp1, ref.id)).state).toBe('in_review');
    await finish(ref);
  });

  it('start the flow once when the first submits of a reserved id arrive together', async () => {
    const id = (await corp1.get(`${M}/getid`)).body.data as string;
    expectOneWinner(await times(n, () => corp1.post(`${M}/submit`, { body: { ...form, id } })));
    await finish({ id, pid: `setup1-${id}` });
  });

  it('save a draft one after another, each save its own event', async () => {
    const ref = await draftOf(corp1);
    const answers = await times(n, (i) => corp1.post(`${M}/saveDraft`, { body: { ...form, id: ref.id, remark: `稿${i}` } }));
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    const history = await corp1.get(`${FLOW}/process/history-flow-list`, { query: { processInstanceId: ref.pid } });
    const events = history.body.data as { seq: number; type: string }[];
    expect(events.map((e) => e.seq)).toEqual(events.map((_, i) => i + 1));
    expect(events.filter((e) => e.type === 'draft.saved')).toHaveLength(n + 1);
    await finish(ref);
  });

  it('accept saves only before the one submit that wins among them', async () => {
    const ref = await draftOf(corp1);
    const answers = await times(n, (i) =>
      i === 0
        ? corp1.post(`${M}/submit`, { body: { ...form, id: ref.id } })
        : corp1.post(`${M}/saveDraft`, { body: { ...form, id: ref.id } }),
    );
    expect(answers[0]!.status).toBe(200);
    for (const a of answers.slice(1)) expect([200, 409]).toContain(a.status);
    expect((await detail(corp1, ref.id)).state).toBe('in_review');
    await finish(ref);
  });

  it('resubmit a returned record once', async () => {
    const ref = await returned();
    const taskId = (await detail(corp1, ref.id)).openTaskId;
    expectOneWinner(await times(n, () => corp1.post(`${M}/resubmit`, { body: { ...form, id: ref.id, taskId } })));
    await finish(ref);
  });

  it('withdraw a submission once', async () => {
    const ref = await submittedBy(corp1);
    expectOneWinner(await times(n, () => corp1.get(`${M}/rebackFlow`, { query: { processInstanceId: ref.pid } })));
    expect((await detail(corp1, ref.id)).state).toBe('draft');
    await finish(ref);
  });

  it('cancel a submission once, and it ends cancelled', async () => {
    const ref = await submittedBy(corp1);
    expectOneWinner(
      await times(n, () => corp1.get(`${M}/removeFlow`, { query: { id: ref.id, processInstanceId: ref.pid, reason: '不再需要' } })),
    );
    expect((await detail(corp1, ref.id)).state).toBe('cancelled');
  });

  it('let one reviewer claim a task once', async () => {
    const ref = await submittedBy(corp1);
    const taskId = await openTask(ref);
    expectOneWinner(await times(n, (i) => (i % 2 ? launion1b : launion1).post(`${FLOW}/work/claim-task`, { query: { taskId } })));
    await finish(ref);
  });

  it('approve a task once', async () => {
    const ref = await submittedBy(corp1);
    const taskId = await openTask(ref);
    expectOneWinner(await times(n, (i) => complete(i % 2 ? launion1b : launion1, ref, taskId, 'ok')));
    expect((await detail(corp1, ref.id)).stage).toBe(2);
    await finish(ref);
  });

  it('approve the last stage once, and the record ends approved', async () => {
    const ref = await submittedBy(corp1);
    expect((await complete(launion1, ref, await openTask(ref), 'ok')).status).toBe(200);
    const taskId = await openTask(ref);
    expectOneWinner(await times(n, () => complete(federation, ref, taskId, 'ok')));
    expect((await detail(corp1, ref.id)).state).toBe('approved');
  });

  it('return a task once', async () => {
    const ref = await submittedBy(corp1);
    const taskId = await openTask(ref);
    expectOneWinner(await times(n, () => complete(launion1, ref, taskId, 'back')));
    expect((await detail(corp1, ref.id)).state).toBe('returned');
    await finish(ref);
  });

  it('let either a claim or an approval by another reviewer win, never both', async () => {
    const ref = await submittedBy(corp1);
    const taskId = await openTask(ref);
    expectOneWinner(
      await times(n, (i) =>
        i % 2 ? complete(launion1b, ref, taskId, 'ok') : launion1.post(`${FLOW}/work/claim-task`, { query: { taskId } }),
      ),
    );
    await finish(ref);
  });

  it('let either the applicant’s withdrawal or the reviewer’s approval win, never both', async () => {
    const ref = await submittedBy(corp1);
    const taskId = await openTask(ref);
    expectOneWinner(
      await times(n, (i) =>
        i % 2 ? complete(launion1, ref, taskId, 'ok') : corp1.get(`${M}/rebackFlow`, { query: { processInstanceId: ref.pid } }),
      ),
    );
    await finish(ref);
  });

  it('let either an approval or a return win, never both', async () => {
    const ref = await submittedBy(corp1);
    const taskId = await openTask(ref);
    expectOneWinner(await times(n, (i) => complete(i % 2 ? launion1b : launion1, ref, taskId, i % 2 ? 'ok' : 'back')));
    await finish(ref);
  });
});
