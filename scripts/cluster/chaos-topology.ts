// The cluster as a topology for the chaos run (tests/chaos, issue 21 item 3): a module exporting
// startTopology(options), which the chaos command line loads by path:
//   npx tsx tests/chaos/cli.ts scripts/cluster/chaos-topology.ts
// Its shape is the chaos harness's ChaosTopology (parts started and SIGKILLed one by one, the API
// addresses, the database and the demo accounts' secrets), written here without importing the
// harness so that either side can land first. CLUSTER_CHAOS_PARTS (comma-separated) chooses the parts
// a round kills, in order; by default one API, one worker, the Temporal server and PostgreSQL.
import { Cluster } from './cluster';
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

/** Starts the cluster (or adopts the one running) and answers it as a chaos topology; `keep` leaves it running after close. */
export async function startTopology(options: { keep?: boolean } = {}): Promise<ClusterChaosTopology> {
  const cluster = new Cluster();
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
      if (!options.keep) await cluster.down();
    },
  };
}
