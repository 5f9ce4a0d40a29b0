// `npm start`: everything on one machine in one process. PostgreSQL and Temporal are started from
// .data/ unless DATABASE_URL / TEMPORAL_ADDRESS point elsewhere; then migrate, seed, worker, API + console.
import { join } from 'node:path';
import { ensureMaintenanceSchedules } from '../../../workflows';
import { loadConfig } from '../config';
import { printBanner } from './banner';
import { ensureConsoleBuilt } from './console-build';
import { startEmbeddedPostgres } from './embedded-postgres';
import { startEmbeddedTemporal } from './embedded-temporal';
import { connectTemporalClient, listeningPort, startApi } from './api-parts';
import { openDatabase, repoRoot, runMain, type ResolvedConfig } from './parts';
import { Shutdown } from './shutdown';
import { startWorker } from './worker-parts';

const shutdown = new Shutdown();

runMain(shutdown, async () => {
  const config = loadConfig(process.env);

  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    const postgres = await startEmbeddedPostgres({ dataDir: config.dataDir });
    shutdown.add('PostgreSQL', () => postgres.stop());
    databaseUrl = postgres.url;
  }

  let temporalAddress = config.temporalAddress;
  let temporalUiUrl: string | undefined;
  if (!temporalAddress) {
    const temporal = await startEmbeddedTemporal({ dataDir: config.dataDir, namespace: config.temporalNamespace });
    shutdown.add('Temporal dev server', () => temporal.stop());
    temporalAddress = temporal.address;
    temporalUiUrl = temporal.uiUrl;
  }
  const resolved: ResolvedConfig = { ...config, databaseUrl, temporalAddress };

  await ensureConsoleBuilt(repoRoot);
  const db = await openDatabase(resolved, shutdown, { seed: true });
  const client = await connectTemporalClient(resolved, shutdown);
  // The maintenance schedules (the numbers' erasure of closed questionnaire campaigns), created once.
  await ensureMaintenanceSchedules(client, resolved.taskQueue);
  await startWorker(resolved, db, shutdown, (error) => {
    console.error('The Temporal worker failed; shutting down.', error);
    void shutdown.exit(1);
  });
  const app = await startApi(resolved, db, client, shutdown, join(repoRoot, 'web', 'dist'));
  printBanner(resolved, { port: listeningPort(app, resolved.port), temporalUiUrl, showDemoPassword: !process.env.DEMO_PASSWORD });
});
