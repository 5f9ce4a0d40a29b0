import { describe, expect, it } from 'vitest';
import { runMonkey } from './chaos-monkey';
import type { CommandLog } from './retrying-client';
import { StartGate } from './start-gate';
import type { ChaosPart } from './topology';

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Parts that take `startMs` to serve again, as a real API does, while replicas keep the lifecycles going. */
const parts = (startMs: number): ChaosPart[] =>
  ['api-1', 'worker-1', 'temporal', 'postgres'].map((name) => ({
    name,
    kill: async () => {},
    start: () => sleep(startMs),
    stop: async () => {},
    logTail: () => '',
  }));

/** Lifecycles of `lifecycleMs` each on `clients` lanes, through the gate; counts what is finished and in flight. */
function lanes(total: number, clients: number, lifecycleMs: number, gate?: StartGate) {
  const state = { finished: 0, inFlight: 0 };
  let next = 0;
  const done = Promise.all(
    Array.from({ length: clients }, async () => {
      for (let n = next++; n < total; n = next++) {
        await gate?.until(n);
        state.inFlight++;
        await sleep(lifecycleMs);
        state.inFlight--;
        state.finished++;
      }
    }),
  );
  const inFlight = () => Array.from({ length: state.inFlight }, () => ({ key: 'k', name: 'save', lifecycle: 0 }) as CommandLog);
  return { state, done, inFlight };
}

/** 40 lifecycles of 100 ms on 4 lanes while the monkey kills parts that take 1 s to serve again; with `gate`, held for each kill. */
async function monkeyOver(gate?: StartGate) {
  const run = lanes(40, 4, 100, gate);
  const kills = await runMonkey({
    parts: parts(1000),
    rounds: 1,
    total: 40,
    finished: () => run.state.finished,
    inFlight: run.inFlight,
    downMs: 0,
    began: Date.now(),
    ...(gate ? { hold: (limit: number) => gate.setLimit(limit), lookahead: 4 } : {}),
    jitterMs: 0,
  });
  await run.done;
  return { run, kills };
}

describe('the chaos monkey', () => {
  it('kills every part with commands in flight even when replicas could finish the run while one part starts again', async () => {
    const { run, kills } = await monkeyOver(new StartGate(0));
    expect(kills.map((k) => k.part)).toEqual(['api-1', 'worker-1', 'temporal', 'postgres']);
    for (const kill of kills) expect(kill.inFlight.length, kill.part).toBeGreaterThan(0);
    expect(run.state.finished).toBe(40);
  });

  it('without the hold, misses the later parts: the run ends while the first part starts again', async () => {
    const { kills } = await monkeyOver();
    expect(kills.length).toBeLessThan(4);
  });
});
