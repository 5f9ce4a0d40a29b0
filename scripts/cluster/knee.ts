// The load sweep of docs/SCALING.md (`cluster.sh knee`): virtual reviewers, each in a closed loop of
// whole set-up requests (save, submit, the parent union's claim list + detail + claim + approve, the
// federation's the same: 6 commands and 6 reads a lifecycle), at rising concurrency against the running
// cluster. Each level prints lifecycles/s, commands/s, command and lifecycle latency, errors, and the CPU
// seconds each part used; the figures also go to <cluster dir>/knee-<time>.json.
//   KNEE_LEVELS=1,5,20,50,100,200  KNEE_SECONDS=30 (per level)  KNEE_TARGET=portal|api1|api2  KNEE_SESSIONS=4
//   KNEE_THINK_MS=0: a reviewer's pause before each of the three steps (0: as fast as answers come)
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { runPool } from '../../tests/bench/pool';
import { percentile } from '../../tests/bench/stats';
import type { Cluster } from './cluster';
import { cpuSeconds } from './cpu';
import { login, type PortalSession } from './portal-client';
import { ACCOUNTS, approveStage, submitRecord } from './setup1-flow';
import { sleep } from './tools';

export interface LevelResult {
  concurrency: number;
  seconds: number;
  lifecycles: number;
  lifecyclesPerSecond: number;
  commandsPerSecond: number;
  errors: number;
  firstError?: string;
  lifecycleMs: { p50: number; p95: number; p99: number };
  commandMs: { p50: number; p95: number; p99: number };
  /** CPU seconds per wall second of each part (1.0 = one whole core). */
  cores: Record<string, number>;
  /**
   * CPU milliseconds each part spent per completed lifecycle: what a lifecycle costs, which changes
   * little with how busy the machine is (the latencies do), so capacity on dedicated cores follows from it.
   */
  cpuMsPerLifecycle: Record<string, number>;
  loadAverage: number;
}

const list = (raw: string | undefined, fallback: number[]) => (raw ? raw.split(',').map(Number) : fallback);
const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;
const spread = (sorted: number[]) => ({
  p50: round(percentile(sorted, 50), 0),
  p95: round(percentile(sorted, 95), 0),
  p99: round(percentile(sorted, 99), 0),
});

/** Sessions timed per command: each command's latency, from the call to the answer (retries included). */
function timed(session: PortalSession, commandMs: number[]): PortalSession {
  return {
    ...session,
    command: async <T>(path: string, body: unknown) => {
      const start = performance.now();
      const answer = await session.command<T>(path, body);
      commandMs.push(performance.now() - start);
      return answer;
    },
  };
}

export async function runKnee(cluster: Cluster, env: NodeJS.ProcessEnv = process.env): Promise<LevelResult[]> {
  const levels = list(env.KNEE_LEVELS, [1, 5, 20, 50, 100, 200]);
  const seconds = Number(env.KNEE_SECONDS ?? 30);
  const target = env.KNEE_TARGET ?? 'portal';
  const sessionsPerAccount = Number(env.KNEE_SESSIONS ?? 4);
  const thinkMs = Number(env.KNEE_THINK_MS ?? 0);
  const think = () => (thinkMs > 0 ? sleep(thinkMs * (0.5 + Math.random())) : Promise.resolve());
  const addresses = cluster.addresses();
  const baseUrl = target === 'portal' ? addresses.portal : addresses.apis[Number(target.replace('api', '')) - 1];
  if (!baseUrl) throw new Error(`KNEE_TARGET must be portal or api1..api${addresses.apis.length}`);
  const { clientSecret, demoPassword } = cluster.secrets;
  const log = (m: string) => console.log(`[knee] ${m}`);

  // A few sessions per account, shared round-robin by the virtual reviewers (a login costs a deliberate scrypt).
  const sessions = async (account: string) =>
    Promise.all(Array.from({ length: sessionsPerAccount }, () => login(account, { baseUrl, clientSecret, password: demoPassword })));
  const applicants = (await Promise.all(ACCOUNTS.applicants.map(sessions))).flat();
  const parents = await sessions(ACCOUNTS.parentUnion);
  const federations = await sessions(ACCOUNTS.federation);
  const parts = cluster.parts().filter((p) => cluster.pid(p) !== undefined);
  log(`target ${baseUrl}; running parts: ${parts.join(', ')}; levels ${levels.join(', ')}; ${seconds} s each; think ${thinkMs} ms`);

  const results: LevelResult[] = [];
  const stamp = Date.now().toString(36);
  for (const concurrency of levels) {
    const commandMs: number[] = [];
    const pick = <T>(pool: T[], i: number) => pool[i % pool.length]!;
    const lifecycle = async (i: number) => {
      await think();
      const record = await submitRecord(timed(pick(applicants, i), commandMs), `负载${stamp}第${concurrency}级${i}号工会委员会`);
      await think();
      await approveStage(timed(pick(parents, i), commandMs), record, '同意');
      await think();
      const end = await approveStage(timed(pick(federations, i), commandMs), record, '准予建会');
      if (end !== 'approved') throw new Error(`record ${record.id} ended ${end}`);
    };
    const roots = Object.fromEntries(parts.map((p) => [p, cluster.pid(p)]));
    roots.load = process.pid;
    const cpuBefore = cpuSeconds(roots);
    const sample = await runPool(1_000_000_000, concurrency, seconds * 1000, lifecycle);
    const cpuAfter = cpuSeconds(roots);
    const wall = sample.elapsedMs / 1000;
    const result: LevelResult = {
      concurrency,
      seconds: round(wall),
      lifecycles: sample.done,
      lifecyclesPerSecond: round(sample.done / wall, 2),
      commandsPerSecond: round(commandMs.length / wall, 1),
      errors: sample.errors,
      ...(sample.firstError ? { firstError: String(sample.firstError).slice(0, 300) } : {}),
      lifecycleMs: spread([...sample.latenciesMs].sort((a, b) => a - b)),
      commandMs: spread(commandMs.sort((a, b) => a - b)),
      cores: Object.fromEntries(Object.keys(roots).map((p) => [p, round((cpuAfter[p]! - cpuBefore[p]!) / wall, 2)])),
      cpuMsPerLifecycle: Object.fromEntries(
        Object.keys(roots).map((p) => [p, sample.done > 0 ? round(((cpuAfter[p]! - cpuBefore[p]!) * 1000) / sample.done, 0) : 0]),
      ),
      loadAverage: round(loadavg()[0]!, 1),
    };
    results.push(result);
    log(
      `${String(concurrency).padStart(3)} at once: ${result.lifecyclesPerSecond} lifecycles/s, ${result.commandsPerSecond} commands/s, ` +
        `command p50 ${result.commandMs.p50} / p95 ${result.commandMs.p95} / p99 ${result.commandMs.p99} ms, ` +
        `lifecycle p50 ${result.lifecycleMs.p50} ms, errors ${result.errors}, load ${result.loadAverage}`,
    );
    log(
      `      cores: ${Object.entries(result.cores)
        .map(([p, c]) => `${p} ${c}`)
        .join(', ')}`,
    );
    log(
      `      CPU ms per lifecycle: ${Object.entries(result.cpuMsPerLifecycle)
        .map(([p, c]) => `${p} ${c}`)
        .join(', ')}`,
    );
    if (result.firstError) log(`      first error: ${result.firstError}`);
  }
  const file = join(cluster.layout.dir, `knee-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify({ target, thinkMs, parts, status: await cluster.status(), results }, null, 2)}\n`);
  log(`figures written to ${file}`);
  return results;
}
