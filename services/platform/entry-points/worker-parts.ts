// The worker's pieces: the Temporal worker running the portal's workflows and activities.
import { fileURLToPath } from 'node:url';
import { DefaultLogger, NativeConnection, Runtime, type Worker } from '@temporalio/worker';
import type { Kysely } from 'kysely';
import { configurePersonKeys, type Database } from '../../../db';
import { createWorker } from '../../../workflows';
import { buildOutput } from '../config';
import { temporalConnectionOptions, temporalReady, type ResolvedConfig } from './parts';
import { projectionLag, workerTelemetry } from '../metrics';
import { superviseWorker, workerShutdownTimes, type Shutdown } from './shutdown';

/**
 * Starts the worker; `onFailure` is called if it stops on its own (e.g. it lost the server for good).
 * The SDK's own signal handlers are turned off so that our Shutdown decides the order; on shutdown
 * the worker drains (superviseWorker). Installs the SDK runtime (with its Prometheus endpoint when
 * TEMPORAL_METRICS_ADDRESS is set), so it is called once per process.
 */
export async function startWorker(
  config: ResolvedConfig,
  db: Kysely<Database>,
  shutdown: Shutdown,
  onFailure: (error: unknown) => void,
): Promise<Worker> {
  // The approvals' effects key people by their tenant's key (db/people).
  configurePersonKeys(config.personKeySecret);
  const telemetryOptions = workerTelemetry(config.metrics);
  // WARN: at INFO the SDK logs the whole workflow bundle report at every start.
  Runtime.install({ shutdownSignals: [], logger: new DefaultLogger('WARN'), ...(telemetryOptions ? { telemetryOptions } : {}) });
  await temporalReady(config);
  const connection = await NativeConnection.connect(temporalConnectionOptions(config));
  shutdown.add('Temporal worker connection', () => connection.close());
  const times = workerShutdownTimes(config.shutdown);
  // Built, the workflow bundle was made at build time: no bundler (webpack) runs, or stays in memory, here.
  const prebuilt = buildOutput('workflowBundle');
  const worker = await createWorker({
    connection,
    namespace: config.temporalNamespace,
    taskQueue: config.taskQueue,
    db,
    activityInterceptors: [projectionLag],
    ...times,
    ...(prebuilt ? { workflowBundle: { codePath: fileURLToPath(prebuilt) } } : {}),
  });
  superviseWorker(worker, shutdown, onFailure);
  shutdown.extendDeadline(times.shutdownForceTime);
  return worker;
}
