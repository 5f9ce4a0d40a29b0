import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@temporalio/client';
import { DefaultLogger, Runtime, type Worker } from '@temporalio/worker';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { createDb, type Database } from '../../db';
import { buildApp, createStorage, loadConfig, type Config } from '../../services';
import { createWorker, type CreateWorkerOptions } from '../../workflows';
import { temporalConnections } from './temporal-connections';
import { createTestDatabase } from './test-database';
import { workflowBundle } from './workflow-bundle';
import { openCatalogueRounds } from './catalogue-rounds';

// Workers' lifecycle chatter would bury the test report: warnings and errors only.
try {
  Runtime.install({ logger: new DefaultLogger(process.env.TEST_LOGS ? 'INFO' : 'WARN') });
} catch {
  // A runtime was installed already in this process.
}

export interface TestStack {
  app: FastifyInstance;
  db: Kysely<Database>;
  client: Client;
  config: Config;
  taskQueue: string;
  /** Starts a worker on the stack's task queue (a second one after `stopWorker`, for crash tests). */
  startWorker(extra?: Partial<CreateWorkerOptions>): Promise<void>;
  stopWorker(): Promise<void>;
  close(): Promise<void>;
}

export interface StackOptions {
  draftTtlMs?: number;
  /** Shortens the hour of review due times (only the recording of histories still does: tests/replay). */
  hourMs?: number;
  /** Another Temporal server than TEMPORAL_ADDRESS: a time-skipping test server's (`startTimeSkipping`). */
  temporalAddress?: string;
  afterCommit?: CreateWorkerOptions['afterCommit'];
  /** Leave the worker stopped (the test starts it). */
  noWorker?: boolean;
  uploadLimitBytes?: number;
  /** More configuration variables (e.g. `LOGIN_LOCK_ATTEMPTS`), as the environment would give them. */
  env?: Record<string, string>;
  /** Serve the built console too (browser tests). */
  webRoot?: string;
  /** The captcha's code source: browser tests cannot read the image. */
  captchaCode?: () => string;
}

/**
 * The whole backend on the real servers: a fresh database, a Temporal client and a worker on a task
 * queue of its own, and the Fastify app (driven with `app.inject`).
 */
export async function startTestStack(opts: StackOptions = {}): Promise<TestStack> {
  const address = opts.temporalAddress ?? process.env.TEMPORAL_ADDRESS;
  if (!address) throw new Error('TEMPORAL_ADDRESS is not set: run the tests through `npm test`');
  const database = await createTestDatabase();
  // Every module with a round can be filed: the catalogue's rounds are open (tests/support/catalogue-rounds.ts).
  await openCatalogueRounds(database.db);
  // The app and the worker run as the app role, bound by row-level security; `stack.db` stays the
  // owner's, so tests can look at every row.
  const appDb = createDb(database.url, { appRole: true });
  const taskQueue = `test-${randomBytes(4).toString('hex')}`;
  const config = loadConfig(
    // DATABASE_URL lets the app LISTEN for auth invalidations, as it does in production.
    {
      JWT_SECRET: randomBytes(32).toString('hex'),
      DEMO_PASSWORD: 'unused',
      TEMPORAL_TASK_QUEUE: taskQueue,
      DATABASE_URL: database.url,
      // No shedding on the event loop's delay: a stall of a busy CI machine must not answer a test 503
      // (tests/integration/under-pressure.test.ts turns the thresholds on).
      PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
      ...opts.env,
    },
    { dataDir: mkdtempSync(join(tmpdir(), 'union-portal-test-')) },
  );
  const connections = await temporalConnections(address);
  const client = new Client({ connection: connections.client, namespace: 'default' });
  const bundle = await workflowBundle();

  let worker: Worker | undefined;
  let running: Promise<void> | undefined;
  const stack: TestStack = {
    app: await buildApp({
      config,
      db: appDb,
      temporal: client,
      storage: createStorage(config),
      logger: process.env.TEST_LOGS ? { level: process.env.TEST_LOGS === 'info' ? 'info' : 'warn' } : false,
      ...(opts.draftTtlMs ? { draftTtlMs: opts.draftTtlMs } : {}),
      ...(opts.hourMs ? { hourMs: opts.hourMs } : {}),
      ...(opts.uploadLimitBytes ? { uploadLimitBytes: opts.uploadLimitBytes } : {}),
      ...(opts.webRoot ? { webRoot: opts.webRoot } : {}),
      ...(opts.captchaCode ? { captchaCode: opts.captchaCode } : {}),
      checkResponses: true,
    }),
    db: database.db,
    client,
    config,
    taskQueue,
    async startWorker(extra = {}) {
      worker = await createWorker({
        connection: connections.worker,
        namespace: 'default',
        taskQueue,
        db: appDb,
        workflowBundle: bundle,
        ...(opts.afterCommit ? { afterCommit: opts.afterCommit } : {}),
        ...extra,
      });
      running = worker.run();
    },
    async stopWorker() {
      if (!worker) return;
      worker.shutdown();
      await running;
      worker = undefined;
    },
    async close() {
      await stack.app.close();
      await stack.stopWorker();
      await connections.release();
      await appDb.destroy();
      await database.drop();
    },
  };
  if (!opts.noWorker) await stack.startWorker();
  return stack;
}
