// `npx tsx tests/bench/workflow-replay-cpu.ts`: the worker's workflow side alone, in CPU ms a lifecycle, from replaying a
// recorded history (tests/replay/histories/) many times. No server, no store, no other process: the figure moves
// little with the load of the other engineers, unlike the lifecycle bench's (docs/PERFORMANCE-COMMANDS.md).
// The SDK replays in the calling thread (its debug mode), so this is the sandbox, the SDK's activation handling and
// core's history processing, without the thread hop to the workflow thread and without the store's local activity.
// REPLAY_HISTORY (due-timer-kept: a setup1 lifecycle, six commands), REPLAY_COUNT (200 a round, three rounds),
// REPLAY_TALLY=1 (promises made in the sandbox and calls into it, a lifecycle),
// REPLAY_NO_WATCHDOG=1 (each call into the sandbox without its timeout: what Node's watchdog thread costs; the SDK
// always sets one, `isolateExecutionTimeout`, so this is a measurement, never a setting).
// Nothing here is a test (CI times nothing).
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';
import { bundleWorkflowCode, Runtime, Worker } from '@temporalio/worker';
import { workflowsPath } from '../../workflows/worker/create-worker';

const quiet = { log() {}, trace() {}, debug() {}, info() {}, warn() {}, error() {} } as never;
Runtime.install({ logger: quiet });

const name = process.env.REPLAY_HISTORY ?? 'due-timer-kept';
const count = Number(process.env.REPLAY_COUNT ?? 200);
const history = JSON.parse(readFileSync(new URL(`../replay/histories/${name}.json`, import.meta.url), 'utf8'));
const { code } = await bundleWorkflowCode({ workflowsPath, logger: quiet });

const enterSandbox = vm.Script.prototype.runInContext;
let calls = 0;
vm.Script.prototype.runInContext = function (this: vm.Script, context: vm.Context, options?: vm.RunningScriptOptions) {
  calls += 1;
  if (process.env.REPLAY_NO_WATCHDOG !== '1') return enterSandbox.call(this, context, options);
  const { timeout: _timeout, ...rest } = options ?? {};
  return enterSandbox.call(this, context, rest);
};

/** Replays the history `n` times, each as a flow of its own (a fresh workflow in the shared sandbox, as a worker meets new flows). */
async function replay(n: number, round: number) {
  const items = Array.from({ length: n }, (_, i) => ({ workflowId: `${name}-${round}-${i}`, history }));
  for await (const result of Worker.runReplayHistories({ workflowBundle: { code } }, items)) if (result.error) throw result.error;
}

await replay(50, 0);
if (process.env.REPLAY_TALLY === '1') {
  // Promises of the sandbox have the sandbox's Promise: the SDK's promise hook takes a stack trace of each.
  let promises = 0;
  const stop = v8.promiseHooks.createHook({
    init(promise) {
      if (promise.constructor !== Promise) promises += 1;
    },
  });
  calls = 0;
  await replay(count, 1);
  stop();
  console.log(
    `${name}: a lifecycle makes ${(promises / count).toFixed(0)} promises in the sandbox and ${(calls / count).toFixed(0)} calls into it`,
  );
} else {
  for (let round = 1; round <= 3; round += 1) {
    const cpu = process.cpuUsage();
    const began = performance.now();
    await replay(count, round);
    const used = process.cpuUsage(cpu);
    const ms = (used.user + used.system) / 1000 / count;
    console.log(`${name}: ${ms.toFixed(1)} ms of CPU a lifecycle, ${((performance.now() - began) / count).toFixed(1)} ms of wall time`);
  }
}
