// Production entry of the API (and console) service: servers come from DATABASE_URL / TEMPORAL_ADDRESS.
// Migrations and seed run here; the worker service only migrates.
import { join } from 'node:path';
import { ensureMaintenanceSchedules } from '../../../workflows';
import { loadConfig } from '../config';
import { connectTemporalClient, listeningPort, startApi } from './api-parts';
import { openDatabase, repoRoot, requireServers, runMain } from './parts';
import { Shutdown } from './shutdown';

const shutdown = new Shutdown();

runMain(shutdown, async () => {
  const config = requireServers(loadConfig(process.env));
  const db = await openDatabase(config, shutdown, { seed: true });
  const client = await connectTemporalClient(config, shutdown);
  // The maintenance schedules (the numbers' erasure of closed questionnaire campaigns), created once.
  await ensureMaintenanceSchedules(client, config.taskQueue);
  const app = await startApi(config, db, client, shutdown, join(repoRoot, 'web', 'dist'));
  console.log(`API listening on port ${listeningPort(app, config.port)}`);
});
