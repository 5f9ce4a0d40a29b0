// `npm run bench`: the portal as production runs it (the API and the worker as processes of their
// own) against bare baselines measured in the same run, every figure with its ratio, then each
// target of issue 21 as MET or MISSED. Writes the figures to tests/artifacts/bench.json (BENCH_JSON).
// Servers: TEST_DATABASE_URL and TEMPORAL_ADDRESS when set, otherwise those of tests/support/servers.ts.
// What and how much: tests/bench/settings.ts (BENCH_ONLY, BENCH_SIZES, BENCH_QUICK=1 for a smoke run).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Client, Connection } from '@temporalio/client';
import type { Kysely } from 'kysely';
import type { Database } from '../../db';
import { createTestDatabase } from '../support';
import { measureBundle } from './bundle-sizes';
import { runCommandLatency } from './command-latency';
import { growDistrict, type DistrictSize } from './district';
import { loadAverage, type BenchFigures, type SizeFigures } from './figures';
import { httpLogin, type HttpSession } from './http-session';
import { runLifecycleBench, setupLifecycle, type LifecycleParties } from './lifecycle-bench';
import { runListBench } from './list-bench';
import { LoadLoop } from './load-loop';
import { ARTIFACTS, productionEnv, startApi, startWorker, stopParts } from './portal-processes';
import { buildTemplates } from './record-templates';
import { runRebuildBench } from './rebuild-bench';
import { formatReport } from './report';
import { seedRecords } from './seed-records';
import { settings } from './settings';

const began = performance.now();
const log = (message: string) => console.log(`[bench ${((performance.now() - began) / 1000).toFixed(0).padStart(4)} s] ${message}`);
const has = (s: Parameters<typeof settings.sections.has>[0]) => settings.sections.has(s);

async function ensureServers(): Promise<() => Promise<void>> {
  if (process.env.TEST_DATABASE_URL && process.env.TEMPORAL_ADDRESS) return async () => {};
  const { default: setup } = await import('../support/servers');
  return setup();
}

/** A database with the district, its template flows and the seeding plan. */
async function districtDatabase(size: DistrictSize = settings.district) {
  const database = await createTestDatabase();
  const district = await growDistrict(database.db, size);
  const templates = await buildTemplates(database.db, Date.now());
  return { ...database, district, templates };
}

async function rowCounts(db: Kysely<Database>) {
  const records = await db
    .selectFrom('record')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  const tasks = await db
    .selectFrom('flow_task')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return { records: Number(records.n), tasks: Number(tasks.n) };
}

/** What the run measured so far: a run stopped by its budget still reports it. */
const figures: BenchFigures = {
  startedAt: new Date().toISOString(),
  seconds: 0,
  quick: settings.quick,
  load: { start: loadAverage(), end: [] },
  district: { unions: 0, templates: 0 },
  sizes: [],
};

/** What a run stopped by its budget must still undo: databases to drop (the parts stop with `stopParts`). */
const onAbort = new Set<() => Promise<unknown>>();
async function undoing<T>(undo: () => Promise<unknown>, work: () => Promise<T>): Promise<T> {
  onAbort.add(undo);
  try {
    return await work();
  } finally {
    onAbort.delete(undo);
    await undo().catch((e: unknown) => console.error('[bench] cleaning up:', e));
  }
}

async function main(): Promise<void> {
  if (has('bundle')) {
    log('console build (vite) ...');
    figures.bundle = await measureBundle();
  }
  const stopServers = await ensureServers();
  const temporalAddress = process.env.TEMPORAL_ADDRESS!;
  try {
    if (has('rebuild')) {
      log(`rebuild: ${settings.rebuildRecords} records' events on a database of their own ...`);
      // A district of few unions: every module and scenario still has its template flow, and the rebuild replays fewer of them.
      const side = await districtDatabase({ launions: 1, corpsPerLaunion: 10 });
      figures.district = { unions: side.district.unions, templates: side.templates.length };
      await undoing(side.drop, async () => {
        const load = loadAverage();
        figures.rebuild = { ...(await runRebuildBench(side.db, side.url, side.templates, settings.rebuildRecords)), load };
      });
    }
    if (!['list', 'commands', 'lifecycle', 'memory'].some((s) => has(s as never))) return;

    log('district and template flows ...');
    const bench = await districtDatabase();
    figures.district = { unions: bench.district.unions, templates: bench.templates.length };
    const loadLoop = LoadLoop.start();
    const connection = await Connection.connect({ address: temporalAddress });
    await undoing(bench.drop, async () => {
      try {
        await measureParts(bench, loadLoop, connection, temporalAddress);
      } finally {
        loadLoop.close();
        await stopParts();
        await connection.close();
      }
    });
  } finally {
    await stopServers();
  }
}

/** The sections that need the API and the worker, at each size in turn. */
async function measureParts(
  bench: Awaited<ReturnType<typeof districtDatabase>>,
  loadLoop: LoadLoop,
  connection: Connection,
  temporalAddress: string,
): Promise<void> {
  const env = productionEnv(bench.url, temporalAddress);
  log('the worker and the API as production starts them ...');
  const worker = await startWorker(env);
  const api = await startApi(env);
  const sessions = new Map<string, HttpSession>();
  for (const account of ['federation', 'launion1', 'corp1', 'corp2']) {
    sessions.set(account, await httpLogin(api.url, env.CLIENT_SECRET!, account));
  }
  const parties: LifecycleParties = {
    applicants: [sessions.get('corp1')!, sessions.get('corp2')!],
    parent: sessions.get('launion1')!,
    federation: sessions.get('federation')!,
  };
  let lifecycleIndex = 0;
  let seeded = 0;
  for (const size of settings.sizes) {
    log(`seeding records ${seeded + 1} .. ${size} ...`);
    await seedRecords(bench.db, seeded + 1, size);
    seeded = size;
    const counts = await rowCounts(bench.db);
    const entry: SizeFigures = { records: size, tasks: counts.tasks, load: loadAverage() };
    figures.sizes.push(entry);
    log(`${counts.records} records, ${counts.tasks} tasks (load ${entry.load.join(' ')})`);
    if (has('memory') && !figures.memory) {
      // Warm-up: one lifecycle and each list once, then a pause for the collector.
      await setupLifecycle(parties, lifecycleIndex++);
      await Promise.all([...sessions.values()].map((s) => s.get('/api/blade-crop/crop/setup1/page', { current: 1, size: 10 })));
      await new Promise((r) => setTimeout(r, settings.settleSeconds * 1000));
      figures.memory = {
        api: { how: api.how, idleMb: api.rssMb(), loadedMb: NaN },
        worker: { how: worker.how, idleMb: worker.rssMb(), loadedMb: NaN },
      };
    }
    if (has('list')) {
      log(`list pages at ${size} ...`);
      entry.lists = await runListBench(api.url, bench.url, sessions, loadLoop, settings.list, log);
    }
    if (has('commands')) {
      log(`command latency at ${size}: ${settings.commandLifecycles} lifecycles one command at a time ...`);
      entry.commands = await runCommandLatency(parties, lifecycleIndex, settings.commandLifecycles);
      lifecycleIndex += settings.commandLifecycles;
    }
  }
  if (has('lifecycle')) {
    log(`lifecycles at ${settings.lifecycles.concurrencies.join(' and ')} at once ...`);
    const load = loadAverage();
    const client = new Client({ connection, namespace: 'default' });
    const l = settings.lifecycles;
    const runs = await runLifecycleBench(
      parties,
      client,
      temporalAddress,
      lifecycleIndex,
      l.concurrencies.map((concurrency) => ({
        concurrency,
        // Every lane of a run walks at least two lifecycles (one in a smoke run).
        warmup: settings.quick ? 2 : Math.max(2, Math.ceil(concurrency / 2)),
        count: Math.max(l.count, settings.quick ? concurrency : concurrency * 2),
        rounds: l.rounds,
        maxMsPerRun: l.maxMsPerRun,
      })),
    );
    figures.lifecycles = { load, runs };
  }
  if (figures.memory) {
    figures.memory.api.loadedMb = api.rssMb();
    figures.memory.worker.loadedMb = worker.rssMb();
  }
}

/** Prints the tables and the targets of what was measured and writes the figures as JSON. */
function report(): void {
  figures.seconds = (performance.now() - began) / 1000;
  figures.load.end = loadAverage();
  console.log(`\n${formatReport(figures)}\n`);
  const file = settings.json ?? join(ARTIFACTS, 'bench.json');
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, `${JSON.stringify(figures, null, 2)}\n`);
  console.log(`[bench] figures written to ${file}`);
}

const watchdog = setTimeout(() => {
  console.error(`[bench] over the ${settings.budgetMs / 1000} s budget: stopping; what was measured so far:`);
  report();
  const undo = Promise.allSettled([stopParts(), ...[...onAbort].map((u) => u())]);
  void Promise.race([undo, new Promise((r) => setTimeout(r, 60_000))]).then(() => process.exit(2));
}, settings.budgetMs);
watchdog.unref();

main().then(
  () => {
    report();
    process.exit(0);
  },
  async (error: unknown) => {
    console.error('[bench] failed:', error);
    process.exit(1);
  },
);
