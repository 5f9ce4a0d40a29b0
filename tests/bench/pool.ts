import { performance } from 'node:perf_hooks';
import type { Sample } from './stats';

/**
 * Runs `task(0 .. count-1)` with at most `concurrency` in flight; starts no new one after `maxMs`.
 * A task that throws counts as an error (the first error is kept, to be shown).
 */
export async function runPool(
  count: number,
  concurrency: number,
  maxMs: number,
  task: (index: number) => Promise<void>,
): Promise<Sample & { firstError?: unknown }> {
  const latenciesMs: number[] = [];
  let next = 0;
  let errors = 0;
  let firstError: unknown;
  const start = performance.now();
  const lane = async () => {
    while (next < count && performance.now() - start < maxMs) {
      const index = next++;
      const begin = performance.now();
      try {
        await task(index);
        latenciesMs.push(performance.now() - begin);
      } catch (error) {
        errors += 1;
        firstError ??= error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, lane));
  return { done: latenciesMs.length, errors, elapsedMs: performance.now() - start, latenciesMs, ...(firstError ? { firstError } : {}) };
}
