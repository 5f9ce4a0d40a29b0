// The cluster's command line (scripts/cluster/cluster.sh runs it):
//   up | down | purge | status | addresses | smoke | start PART | kill PART [SIGNAL] | restart PART | knee [...]
// `addresses` and `status` print JSON, for scripts. docs/SCALING.md and docs/DEPLOYMENT.md say more.
import { Cluster } from './cluster';
import { runKnee } from './knee';
import { runSmoke } from './smoke';

const USAGE = `usage: cluster.sh <command>
  up                 build what is missing, set up the databases, start every part (idempotent)
  down               stop every part (SIGTERM, the last started first)
  purge              down, then delete the cluster's data (keeps the built server)
  status             what runs, as JSON (parts, pids, addresses, shards, schema versions)
  addresses          where to reach it, as JSON (portal, APIs, Temporal, database URL)
  smoke              a record through API 1 and API 2, then again with a worker and an API killed
  start PART | kill PART [SIGNAL, default SIGKILL] | restart PART
  knee               the load sweep of docs/SCALING.md (KNEE_* variables)
parts: postgres, temporal (or temporal-<service> with CLUSTER_TEMPORAL=split), api1.., worker1.., proxy`;

async function main(argv: string[]): Promise<void> {
  const [command, part, signal] = argv;
  const cluster = new Cluster();
  const json = (value: unknown) => console.log(JSON.stringify(value, null, 2));
  switch (command) {
    case 'up':
      json(await cluster.up());
      return;
    case 'down':
      await cluster.down();
      return;
    case 'purge':
      await cluster.purge();
      return;
    case 'status':
      json(await cluster.status());
      return;
    case 'addresses':
      json(cluster.addresses());
      return;
    case 'smoke':
      await runSmoke(cluster);
      return;
    case 'knee':
      await runKnee(cluster);
      return;
    case 'start':
    case 'kill':
    case 'restart': {
      if (!part) throw new Error(`${command} needs a part: ${cluster.parts().join(', ')}`);
      if (command === 'start') await cluster.start(part);
      else if (command === 'restart') await cluster.restart(part, (signal as NodeJS.Signals | undefined) ?? 'SIGKILL');
      else
        console.log(
          (await cluster.kill(part, (signal as NodeJS.Signals | undefined) ?? 'SIGKILL')) ? `${part} killed` : `${part} was not running`,
        );
      return;
    }
    default:
      console.error(USAGE);
      process.exitCode = command ? 2 : 0;
  }
}

main(process.argv.slice(2)).then(
  // Open handles (gRPC channels being closed) must not keep a finished command waiting.
  () => process.exit(process.exitCode ?? 0),
  (error: unknown) => {
    console.error(`[cluster] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
