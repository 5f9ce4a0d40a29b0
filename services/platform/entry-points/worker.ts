// Production entry of the worker service: runs the portal's workflows and activities, no HTTP.
import { loadConfig } from '../config';
import { openDatabase, requireServers, runMain } from './parts';
import { startWorker } from './worker-parts';
import { Shutdown } from './shutdown';

const shutdown = new Shutdown();

runMain(shutdown, async () => {
  const config = requireServers(loadConfig(process.env));
  // Migrating here too lets the worker start first; Kysely's migration lock serialises replicas.
  const db = await openDatabase(config, shutdown, { seed: false });
  await startWorker(config, db, shutdown, (error) => {
    console.error('The Temporal worker failed; shutting down.', error);
    void shutdown.exit(1);
  });
  console.log(`Worker polling task queue ${config.taskQueue} in namespace ${config.temporalNamespace}`);
});
