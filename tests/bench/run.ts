// `npm run bench`: the portal against bare baselines measured in the same run, printed as ratios.
//   1. GET /api/blade-crop/crop/setup1/page over HTTP with 100,000 records, against a bare Fastify + pg handler.
//   2. The whole setup1 lifecycle through the API and a real worker, against bare Temporal round trips.
// Servers: TEST_DATABASE_URL and TEMPORAL_ADDRESS when set, otherwise those of tests/support/servers.ts.
// Sizes can be changed with BENCH_* variables (see `settings`); the defaults keep a run under two minutes on 2 cores.
import { performance } from 'node:perf_hooks';
import { startTestStack, type TestStack } from '../support';
import { runLifecycleBench } from './lifecycle-bench';
import { runListPageBench } from './list-page-bench';
import { LoadLoop } from './load-loop';
import { formatTable, type Row } from './report';
import { seedRecords } from './seed-records';

const int = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
  return value;
};

const settings = {
  records: int('BENCH_RECORDS', 100_000),
  listAccount: process.env.BENCH_LIST_ACCOUNT ?? 'federation',
  listWarmup: int('BENCH_LIST_WARMUP', 40),
  listCount: int('BENCH_LIST_COUNT', 300),
  listConcurrency: int('BENCH_LIST_CONCURRENCY', 8),
  lifecycles: int('BENCH_LIFECYCLES', 30),
  lifecycleConcurrency: int('BENCH_LIFECYCLE_CONCURRENCY', 5),
  /** `list` or `lifecycle` to run one benchmark only. */
  only: process.env.BENCH_ONLY ?? '',
  rounds: 2,
  maxMsPerRun: int('BENCH_MAX_SECONDS_PER_RUN', 20) * 1000,
  budgetMs: int('BENCH_BUDGET_SECONDS', 240) * 1000,
};

const log = (message: string) => console.log(`[bench] ${message}`);

async function ensureServers(): Promise<() => Promise<void>> {
  if (process.env.TEST_DATABASE_URL && process.env.TEMPORAL_ADDRESS) return async () => {};
  const { default: setup } = await import('../support/servers');
  return setup();
}

async function main(): Promise<void> {
  // tests/support installs a Temporal runtime that logs warnings only, so no INFO lines break the figures.
  const began = performance.now();
  const elapsed = () => `${((performance.now() - began) / 1000).toFixed(0)} s`;
  const stopServers = await ensureServers();
  let stack: TestStack | undefined;
  const load = LoadLoop.start();
  try {
    stack = await startTestStack({ noWorker: true });
    const rows: Row[] = [];
    if (settings.only !== 'lifecycle') {
      log(`seeding ${settings.records} records ...`);
      await seedRecords(stack.db, settings.records);
      log(
        `list page: ${settings.rounds} × ${settings.listCount} requests per side, concurrency ${settings.listConcurrency} (${elapsed()})`,
      );
      const list = await runListPageBench(stack, load, {
        account: settings.listAccount,
        warmup: settings.listWarmup,
        count: settings.listCount,
        concurrency: settings.listConcurrency,
        rounds: settings.rounds,
        maxMsPerRun: settings.maxMsPerRun,
      });
      const name = `list page (${Math.round(settings.records / 1000)}k rows, ${settings.listAccount}, total ${list.total})`;
      rows.push({ name, unit: 'req/s', ...list });
    }

    if (settings.only !== 'list') {
      log(`lifecycle: ${settings.lifecycles} per side, concurrency ${settings.lifecycleConcurrency} (${elapsed()})`);
      await stack.startWorker();
      const lifecycle = await runLifecycleBench(stack, {
        warmup: 3,
        count: settings.lifecycles,
        concurrency: settings.lifecycleConcurrency,
        rounds: settings.rounds,
        maxMsPerRun: settings.maxMsPerRun,
      });
      rows.push({ name: `lifecycle (6 commands, ${settings.lifecycleConcurrency} at once)`, unit: 'lifecycles/s', ...lifecycle });
    }
    log(`done in ${elapsed()}`);
    console.log(`\n${formatTable(rows)}\n`);
  } finally {
    load.close();
    await stack?.close().catch((error: unknown) => console.error('[bench] closing the stack:', error));
    await stopServers();
  }
}

const watchdog = setTimeout(() => {
  console.error(`[bench] over the ${settings.budgetMs / 1000} s budget: stopping`);
  process.exit(2);
}, settings.budgetMs);
watchdog.unref();

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('[bench] failed:', error);
    process.exit(1);
  },
);
