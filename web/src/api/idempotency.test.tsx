// The request layer's Idempotency-Key (issue 21, item 3): every command the console sends carries a
// key of its own, kept across the tries after no answer or a 5xx, so a command is applied once however
// often it reaches the server; reads carry none and are not sent again.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { leave, flowFollow } from './flow-follow';
import { COMMAND_RETRIES, isCommandCall } from './idempotency';
import { records } from './records';
import { work } from './work';

type Reply = { status: number; data?: unknown; headers?: Record<string, string> } | 'network';

/** A fetch that answers each call with the next reply given (the last one again once they run out). */
function fakeFetch(...replies: Reply[]) {
  const calls: { method: string; path: string; key: string | null }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://console.test');
    calls.push({ method: init.method ?? 'GET', path: url.pathname, key: new Headers(init.headers).get('Idempotency-Key') });
    const reply = replies[Math.min(calls.length, replies.length) - 1]!;
    if (reply === 'network') throw new TypeError('Failed to fetch');
    const body = {
      code: reply.status,
      success: reply.status === 200,
      msg: reply.status === 200 ? '操作成功' : '服务暂不可用',
      data: reply.data ?? null,
    };
    return new Response(JSON.stringify(body), { status: reply.status, headers: { 'Content-Type': 'application/json', ...reply.headers } });
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

/** Runs `call` to its end, the waits between its tries passing at once. */
async function settled<T>(call: Promise<T>): Promise<T | ApiError> {
  const outcome = call.then(
    (value) => value,
    (error: unknown) => error as ApiError,
  );
  await vi.runAllTimersAsync();
  return outcome;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const form = { unionName: '北京智联科技有限公司工会委员会' };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a command sent by the console', () => {
  it('carries an Idempotency-Key, a new one for each action', async () => {
    const calls = fakeFetch({ status: 200, data: { id: '1' } });
    await settled(records.submit('setup1', form));
    await settled(records.submit('setup1', form));
    expect(calls.map((c) => c.key)).toEqual([expect.stringMatching(UUID), expect.stringMatching(UUID)]);
    expect(calls[0]!.key).not.toBe(calls[1]!.key);
  });

  it('is sent again with the same key after a network error and a 503, until it is answered', async () => {
    const calls = fakeFetch(
      'network',
      { status: 503, headers: { 'Retry-After': '2' } },
      { status: 200, data: { id: '7', state: 'in_review' } },
    );
    const answer = await settled(records.submit('setup1', form));
    expect(answer).toEqual({ id: '7', state: 'in_review' });
    expect(calls).toHaveLength(3);
    expect(new Set(calls.map((c) => c.key)).size).toBe(1);
  });

  it('waits what a 503 asks in Retry-After before sending it again', async () => {
    const calls = fakeFetch({ status: 503, headers: { 'Retry-After': '5' } }, { status: 200 });
    const pending = work.claim('42');
    await vi.advanceTimersByTimeAsync(4900);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(200);
    expect(calls).toHaveLength(2);
    await settled(pending);
  });

  it('fails as a network error once its tries run out, every try with the same key', async () => {
    const calls = fakeFetch('network');
    const failure = await settled(work.complete({ taskId: '42', processInstanceId: 'setup1-1', flag: 'ok', comment: '同意' }));
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).code).toBe(0);
    expect(calls).toHaveLength(COMMAND_RETRIES + 1);
    expect(new Set(calls.map((c) => c.key)).size).toBe(1);
  });

  it('is not sent again after a refusal (409)', async () => {
    const calls = fakeFetch({ status: 409 });
    expect(await settled(records.withdraw('setup1', 'setup1-1'))).toBeInstanceOf(ApiError);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.key).toMatch(UUID);
  });
});

describe('a read sent by the console', () => {
  it('carries no key and is not sent again after a network error', async () => {
    const calls = fakeFetch('network');
    expect(await settled(records.page('setup1', { current: 1, size: 10 }))).toBeInstanceOf(ApiError);
    expect(calls).toEqual([{ method: 'GET', path: '/api/blade-crop/crop/setup1/page', key: null }]);
  });
});

describe('every call of the console that changes a record', () => {
  // One row per command function of the request layer; the server's list (command-calls.gen.ts) says which calls take a key.
  const commands: [string, () => Promise<unknown>][] = [
    ['saveDraft', () => records.saveDraft('setup1', form)],
    ['submit', () => records.submit('setup1', form)],
    ['resubmit', () => records.resubmit('setup1', { ...form, id: '1', taskId: '2' })],
    ['a step’s own save', () => records.stepCall('organ5', 'save1', form)],
    ['remove', () => records.remove('setup1', ['1'])],
    ['withdraw', () => records.withdraw('setup1', 'setup1-1')],
    ['cancel', () => records.cancel('setup1', '1', 'setup1-1', '不再需要')],
    ['revoke', () => records.revoke('activity', '1', '撤回')],
    ['claim', () => work.claim('2')],
    ['complete', () => work.complete({ taskId: '2', processInstanceId: 'setup1-1', flag: 'ok', comment: '' })],
    ['terminate', () => flowFollow.terminate('setup1-1', '终止')],
    ['leave', () => leave.start({} as Parameters<typeof leave.start>[0])],
  ];

  it.each(commands)('%s is a command call of the API and carries a key', async (_name, call) => {
    const calls = fakeFetch({ status: 200 });
    await settled(call());
    expect(isCommandCall(calls[0]!.method, calls[0]!.path), `${calls[0]!.method} ${calls[0]!.path}`).toBe(true);
    expect(calls[0]!.key).toMatch(UUID);
  });
});
