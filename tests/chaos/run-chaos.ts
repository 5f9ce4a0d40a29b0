// The chaos run on any topology: clients walk the lifecycles while the monkey kills the parts in
// turn; once every part serves again, the proofs read the event store. Used by chaos.test.ts (the
// dev topology) and by cli.ts (any topology, e.g. the multi-process Temporal cluster).
import { runMonkey, type KillRecord } from './chaos-monkey';
import { ACCOUNTS, runLifecycle, type Account, type LifecycleResult } from './lifecycle';
import { commandStats, prove, type CommandStats, type Finding } from './proofs';
import { repeatAnswered } from './repeats';
import { RetryingClient, type Session } from './retrying-client';
import type { ChaosTopology } from './topology';

export interface ChaosOptions {
  /** Lifecycles to walk. Default 200. */
  lifecycles?: number;
  /** Clients at once. Default 12. */
  clients?: number;
  /** Times each part is killed. Default 1. */
  rounds?: number;
  /** How long a killed part stays down. Default 2 s. */
  downMs?: number;
  log?: (message: string) => void;
}

export interface ChaosReport {
  lifecycles: number;
  clients: number;
  kills: KillRecord[];
  stats: CommandStats;
  /** Answered commands whose answer the key does not keep (see Proof.answersNotKept). */
  answersNotKept: number;
  findings: Finding[];
  /** ms: the lifecycles under chaos, and the repeats and proofs after it. */
  runMs: number;
  proofMs: number;
}

/** The lifecycles `0 ... total - 1`, `clients` at a time; answers them in order. */
async function runLanes(total: number, clients: number, run: (n: number) => Promise<LifecycleResult>): Promise<LifecycleResult[]> {
  const results: LifecycleResult[] = [];
  let next = 0;
  const lane = async () => {
    for (let n = next++; n < total; n = next++) results[n] = await run(n);
  };
  await Promise.all(Array.from({ length: clients }, lane));
  return results;
}

export async function runChaos(topology: ChaosTopology, options: ChaosOptions = {}): Promise<ChaosReport> {
  const total = options.lifecycles ?? 200;
  const clients = options.clients ?? 12;
  const log = options.log ?? (() => {});
  const client = new RetryingClient({ apiUrls: topology.apiUrls, clientSecret: topology.clientSecret });
  const sessions = {} as Record<Account, Session>;
  for (const account of ACCOUNTS) sessions[account] = await client.login(account, topology.demoPassword);

  const began = Date.now();
  let finished = 0;
  const lanes = runLanes(total, clients, async (n) => {
    const result = await runLifecycle(client, sessions, n);
    finished++;
    if (result.failure) log(`lifecycle ${n} stopped: ${result.failure}`);
    return result;
  });
  const monkey = runMonkey({
    parts: topology.parts,
    rounds: options.rounds ?? 1,
    total,
    finished: () => finished,
    inFlight: () => client.inFlight(),
    downMs: options.downMs ?? 2000,
    began,
    log,
  });
  // A part that does not come back fails the run at once; the lanes would only wait for it.
  const [results, kills] = await Promise.all([lanes, monkey]).catch((error: unknown) => {
    client.stop();
    throw error;
  });
  const runMs = Date.now() - began;
  log(`${total} lifecycles in ${(runMs / 1000).toFixed(0)} s; every answered command once more with its key ...`);
  const proofStart = Date.now();
  const findings = await repeatAnswered(client, sessions, client.commands, clients);
  log('proving from the event store ...');
  const proof = await prove(topology.databaseUrl, results);
  findings.push(...proof.findings);
  const stats = commandStats(client.commands);
  return {
    lifecycles: total,
    clients,
    kills,
    stats,
    answersNotKept: proof.answersNotKept.length,
    findings,
    runMs,
    proofMs: Date.now() - proofStart,
  };
}

/** The report as lines a person reads: the kills, the retries and every finding. */
export function describeReport(report: ChaosReport): string {
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const lines = [
    `${report.lifecycles} lifecycles, ${report.clients} clients, ${report.stats.commands} commands in ${s(report.runMs)} (proofs ${s(report.proofMs)})`,
    ...report.kills.map(
      (k) =>
        `  killed ${k.part} (round ${k.round}) at ${s(k.at)}, ${k.finished} lifecycles done, ${k.inFlight.length} commands in flight ` +
        `(${[...new Set(k.inFlight.map((c) => c.name))].join(', ')}); down ${s(k.downMs)}`,
    ),
    `  commands answered only after a retry with their key: ${report.stats.retried} ${JSON.stringify(report.stats.retriedByName)}; ` +
      `failed tries ${JSON.stringify(report.stats.failedTries)}; answers kept by Temporal only, not with their key: ${report.answersNotKept}`,
    report.findings.length === 0 ? '  findings: none' : `  findings (${report.findings.length}):`,
    ...report.findings.map((f) => `    ${f.kind}${f.lifecycle === undefined ? '' : ` lifecycle ${f.lifecycle}`}: ${f.detail}`),
  ];
  return lines.join('\n');
}
