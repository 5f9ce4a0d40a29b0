// The chaos run from the command line, on the dev topology or on any other (docs/CHAOS.md):
//   npx tsx tests/chaos/cli.ts                          # own PostgreSQL, Temporal dev server, API, worker
//   npx tsx tests/chaos/cli.ts path/to/topology.ts      # a module exporting startTopology(options): Promise<ChaosTopology>
// Sizes from CHAOS_LIFECYCLES, CHAOS_CLIENTS, CHAOS_ROUNDS, CHAOS_DOWN_MS. Exits 1 when it found anything.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { keepArtifacts } from './artifacts';
import { startDevTopology, type DevTopologyOptions } from './dev-topology';
import { describeReport, runChaos } from './run-chaos';
import { runLog } from './run-log';
import { chaosSettings } from './settings';
import type { ChaosTopology } from './topology';

type StartTopology = (options: DevTopologyOptions) => Promise<ChaosTopology>;

async function topologyStarter(module: string | undefined): Promise<StartTopology> {
  if (!module) return startDevTopology;
  const loaded = (await import(pathToFileURL(resolve(module)).href)) as { startTopology?: StartTopology };
  if (typeof loaded.startTopology !== 'function') throw new Error(`${module} exports no startTopology(options)`);
  return loaded.startTopology;
}

async function main(): Promise<number> {
  const log = runLog();
  const start = await topologyStarter(process.argv[2]);
  const topology = await start({ timeline: log.timeline, keep: process.env.CHAOS_KEEP === '1' });
  try {
    const report = await runChaos(topology, { ...chaosSettings(), log: log.note });
    const text = `${describeReport(report)}\n\ntimeline:\n${log.lines.join('\n')}`;
    keepArtifacts(text, topology.logFolder, report.findings.length > 0);
    console.log(`\n${describeReport(report)}`);
    return report.findings.length === 0 ? 0 : 1;
  } finally {
    await topology.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
