// The cluster as a topology for the chaos run (tests/chaos, issue 21 item 3): a module exporting
// startTopology(options), which the chaos command line loads by path:
//   npx tsx tests/chaos/cli.ts scripts/cluster/chaos-topology.ts
// Its shape is the chaos harness's ChaosTopology (parts started and SIGKILLed one by one, the API
// addresses, the database and the demo accounts' secrets), written here without importing the
// harness so that either side can land first. CLUSTER_CHAOS_PARTS (comma-separated) chooses the parts
// a round kills, in order; by default one API, one worker, the Temporal server and PostgreSQL.
// The run's proofs hold every record in the database to the run's own clients, so it gets a cluster
// of its own, made fresh: CLUSTER_CHAOS_DIR (default .data/cluster-chaos) on CLUSTER_CHAOS_PORT_BASE
// (default 17400), sharing the built server with the cluster of cluster.sh.
import { resolve } from 'node:path';
import { Cluster } from './cluster';
import { clusterLayout, repoRoot } from './layout';
import { logTail } from './processes';

export interface ClusterChaosPart {
  readonly name: string;
  start(): Promise<void>;
  kill(): Promise<void>;
  stop(): Promise<void>;
  logTail(lines?: number): string;
}

export interface ClusterChaosTopology {
  readonly parts: readonly ClusterChaosPart[];
  readonly apiUrls: readonly string[];
  readonly databaseUrl: string;
  readonly demoPassword: string;
  readonly clientSecret: string;
  readonly logFolder: string;
  close(): Promise<void>;
}

/** The parts a chaos round kills by default: one of each kind, the replicas left standing. */
export function defaultChaosParts(cluster: Cluster): string[] {
  const temporal = cluster.parts().filter((p) => p.startsWith('temporal'));
  return ['api1', 'worker1', ...temporal, 'postgres'];
}

/** Makes a fresh cluster and answers it as a chaos topology; `keep` leaves it running (and its data) after close. */
export async function startTopology(options: { keep?: boolean } = {}): Promise<ClusterChaosTopology> {
  const env = process.env;
  const cluster = new Cluster({
    ...env,
    CLUSTER_DIR: env.CLUSTER_CHAOS_DIR || resolve(repoRoot, '.data', 'cluster-chaos'),
    CLUSTER_PORT_BASE: env.CLUSTER_CHAOS_PORT_BASE || '17400',
    CLUSTER_BIN_DIR: clusterLayout(env).binDir,
  });
  await cluster.purge();
  const addresses = await cluster.up();
  const names = process.env.CLUSTER_CHAOS_PARTS?.split(',').filter(Boolean) ?? defaultChaosParts(cluster);
  const parts = names.map((name): ClusterChaosPart => ({
    name,
    start: () => cluster.start(name),
    kill: async () => {
      await cluster.kill(name, 'SIGKILL');
    },
    stop: async () => {
      await cluster.kill(name, 'SIGTERM');
    },
    logTail: (lines = 25) => logTail(cluster.layout, name, lines),
  }));
  return {
    parts,
    apiUrls: addresses.apis,
    databaseUrl: addresses.databaseUrl,
    demoPassword: cluster.secrets.demoPassword,
    clientSecret: cluster.secrets.clientSecret,
    logFolder: addresses.logs,
    close: async () => {
      if (!options.keep) await cluster.purge();
    },
  };
}
