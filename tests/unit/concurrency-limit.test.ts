// concurrencyLimit: the gate that keeps lock-holding transactions from taking the whole pool.
import { describe, expect, it } from 'vitest';
import { concurrencyLimit } from '../../services/platform/core';

/** A call that runs until its `finish` is called. */
function pending() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { done, finish };
}

describe('concurrencyLimit', () => {
  it('runs at most the limit at once and starts the others in arrival order as places free up', async () => {
    const limit = concurrencyLimit(2);
    const calls = [pending(), pending(), pending(), pending()];
    const started: number[] = [];
    const all = calls.map((c, i) => limit(async () => (started.push(i), c.done)));
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    calls[1]!.finish();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toEqual([0, 1, 2]);
    calls[0]!.finish();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toEqual([0, 1, 2, 3]);
    calls[2]!.finish();
    calls[3]!.finish();
    await Promise.all(all);
  });

  it('passes a failure through and gives its place to the next call', async () => {
    const limit = concurrencyLimit(1);
    const failed = limit(() => Promise.reject(new Error('refused')));
    const next = limit(async () => 'ran');
    await expect(failed).rejects.toThrow('refused');
    await expect(next).resolves.toBe('ran');
  });
});
