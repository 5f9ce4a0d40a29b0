// Kills the parts in turn while the clients work, and starts each again a few seconds later. The
// kills are spread over the run by its progress, not by the clock, so each lands while commands are
// in flight however fast or slow the machine is: kill k of K waits until k/(K+1) of the lifecycles
// are done and a command is in flight.
import type { CommandLog } from './retrying-client';
import type { ChaosPart } from './topology';

/** One kill as it happened. */
export interface KillRecord {
  part: string;
  round: number;
  /** ms since the run began. */
  at: number;
  /** Lifecycles finished when it came. */
  finished: number;
  /** The commands with a try in flight at the kill. */
  inFlight: Pick<CommandLog, 'key' | 'name' | 'lifecycle'>[];
  /** How long the part was down: from the kill until it served again. */
  downMs: number;
}

export interface MonkeyOptions {
  parts: readonly ChaosPart[];
  /** How many times each part is killed, in turn. */
  rounds: number;
  /** The lifecycles the run makes, and how many are finished now. */
  total: number;
  finished(): number;
  /** The commands in flight now. */
  inFlight(): CommandLog[];
  /** How long a killed part stays down before it is started again. */
  downMs: number;
  began: number;
  log?: (message: string) => void;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function runMonkey(opts: MonkeyOptions): Promise<KillRecord[]> {
  const kills: KillRecord[] = [];
  const plan = Array.from({ length: opts.rounds }, (_, round) => opts.parts.map((part) => ({ part, round: round + 1 }))).flat();
  for (const [k, { part, round }] of plan.entries()) {
    const due = Math.ceil((opts.total * (k + 1)) / (plan.length + 1));
    // Progress first, then a command in flight (the clients are busy unless every lifecycle is done).
    while (opts.finished() < due || (opts.inFlight().length === 0 && opts.finished() < opts.total)) await sleep(50);
    if (opts.finished() >= opts.total) {
      opts.log?.(`all lifecycles finished before kill ${k + 1} of ${plan.length} (${part.name})`);
      break;
    }
    // Somewhere inside a command rather than at a command's edge.
    await sleep(Math.floor(Math.random() * 400));
    const inFlight = opts.inFlight().map(({ key, name, lifecycle }) => ({ key, name, lifecycle }));
    const finished = opts.finished();
    const at = Date.now();
    await part.kill();
    opts.log?.(`killed ${part.name} (round ${round}) at ${finished}/${opts.total} lifecycles with ${inFlight.length} commands in flight`);
    await sleep(opts.downMs);
    await part.start();
    const downMs = Date.now() - at;
    opts.log?.(`${part.name} serves again after ${(downMs / 1000).toFixed(1)} s`);
    kills.push({ part: part.name, round, at: at - opts.began, finished, inFlight, downMs });
  }
  return kills;
}
