import { fileURLToPath } from 'node:url';
import type { ActivityInterceptorsFactory, NativeConnection, Worker, WorkerOptions } from '@temporalio/worker';
import type { Kysely } from 'kysely';
import type { Database } from '../../db';
import { createActivities, type ActivityDeps } from '../activities/create-activities';

export const DEFAULT_TASK_QUEUE = 'union-portal';

/** The workflow bundle's entry file, for the bundler and the replayer. */
export const workflowsPath = fileURLToPath(new URL('../workflows.ts', import.meta.url));

export interface CreateWorkerOptions {
  connection: NativeConnection;
  namespace: string;
  taskQueue: string;
  db: Kysely<Database>;
  /** A prebuilt bundle (tests build it once, the server build writes it to a file); otherwise the worker bundles `workflowsPath`. */
  workflowBundle?: { code: string } | { codePath: string };
  afterCommit?: ActivityDeps['afterCommit'];
  maxConcurrentActivityTaskExecutions?: number;
  /** Around every activity run (services/platform/metrics: the projection lag; tests/bench/commands-probe.ts: the store's transaction). */
  activityInterceptors?: ActivityInterceptorsFactory[];
  /** After Worker.shutdown(), how long running activities may finish before they are cancelled, in ms (the SDK's default: 0, at once). */
  shutdownGraceTime?: number;
  /** After Worker.shutdown(), when the worker gives up waiting and its run() fails, in ms (default: never). */
  shutdownForceTime?: number;
}

/** A worker that runs the portal's workflows and activities on `taskQueue`. */
export async function createWorker(opts: CreateWorkerOptions): Promise<Worker> {
  const options: WorkerOptions = {
    connection: opts.connection,
    namespace: opts.namespace,
    taskQueue: opts.taskQueue,
    activities: createActivities({ db: opts.db, afterCommit: opts.afterCommit }),
    ...(opts.workflowBundle ? { workflowBundle: opts.workflowBundle } : { workflowsPath }),
    ...(opts.activityInterceptors ? { interceptors: { activity: opts.activityInterceptors } } : {}),
    ...(opts.maxConcurrentActivityTaskExecutions ? { maxConcurrentActivityTaskExecutions: opts.maxConcurrentActivityTaskExecutions } : {}),
    ...(opts.shutdownGraceTime !== undefined ? { shutdownGraceTime: opts.shutdownGraceTime } : {}),
    ...(opts.shutdownForceTime !== undefined ? { shutdownForceTime: opts.shutdownForceTime } : {}),
  };
  // Loaded here, not with the module: the API imports this folder's definitions and runs no worker.
  const { Worker: TemporalWorker } = await import('@temporalio/worker');
  return TemporalWorker.create(options);
}
