// Nothing lost, nothing doubled (issue 21, item 3): 200 set-up requests walked by 12 clients through
// their own PostgreSQL, Temporal dev server, API and worker, each a process of this run only, while
// every part is killed with SIGKILL in turn and started again. The clients retry each command with its
// Idempotency-Key until it is answered; then every answered command is sent once more, and the event
// store is read. docs/CHAOS.md: what it kills, when, what it proves, how to run it alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepArtifacts } from './artifacts';
import { startDevTopology } from './dev-topology';
import type { Finding } from './proofs';
import { describeReport, runChaos, type ChaosReport } from './run-chaos';
import { runLog } from './run-log';
import { chaosSettings } from './settings';
import type { ChaosTopology } from './topology';

const settings = chaosSettings();
const log = runLog((line) => console.log(`[chaos] ${line}`));

let topology: ChaosTopology | undefined;
let report: ChaosReport | undefined;
const findingsOf = (...kinds: Finding['kind'][]) => report!.findings.filter((f) => kinds.includes(f.kind));

beforeAll(async () => {
  topology = await startDevTopology({ timeline: log.timeline });
  try {
    report = await runChaos(topology, { ...settings, log: log.note });
  } finally {
    const timeline = `timeline:\n${log.lines.join('\n')}`;
    const text = report ? `${describeReport(report)}\n\n${timeline}` : `the run did not finish\n${timeline}`;
    keepArtifacts(text, topology.logFolder, !report || report.findings.length > 0);
    console.log(`[chaos]\n${text}`);
  }
}, 30 * 60_000);

afterAll(async () => topology?.close(), 120_000);

describe('the portal with its parts killed under load', () => {
  it('had each part killed in turn while commands were in flight, and each served again', () => {
    const killed = report!.kills.map((k) => `${k.part} ${k.round}`);
    const planned = Array.from({ length: settings.rounds }, (_, r) => topology!.parts.map((p) => `${p.name} ${r + 1}`)).flat();
    expect(killed).toEqual(planned);
    for (const kill of report!.kills) expect(kill.inFlight.length, `${kill.part} was killed with no command in flight`).toBeGreaterThan(0);
  });

  it('answered every command its clients sent, and brought every record to its end state', () => {
    expect(findingsOf('unfinished', 'state')).toEqual([]);
  });

  it('applied every answered command exactly once: each flow holds exactly its commands’ events, and no record more', () => {
    expect(findingsOf('events', 'records', 'key')).toEqual([]);
  });

  it('answers each command sent again with its key as the first time, and applies nothing more', () => {
    expect(findingsOf('repeat')).toEqual([]);
  });

  it('keeps read models equal to a rebuild from the event store, every hash chain whole', () => {
    expect(findingsOf('rebuild')).toEqual([]);
  });
});
