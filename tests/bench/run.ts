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
import { growDistrict } from './district';
import { loadAverage, type BenchFigures, type SizeFigures } from './figures';
import { httpLogin, type HttpSession } from './http-session';
import { runLifecycleBench, setupLifecycle, type LifecycleParties } from './lifecycle-bench';
import { runListBench } from './list-bench';
import { LoadLoop } from './load-loop';
import { ARTIFACTS, productionEnv, startApi, startWorker, type PortalProcess } from './portal-processes';
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
async function districtDatabase() {
  const database = await createTestDatabase();
  const district = await growDistrict(database.db, settings.district);
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

async function main(): Promise<BenchFigures> {
  const startedAt = new Date().toISOString();
  const figures: BenchFigures = {
    startedAt,
    seconds: 0,
    quick: settings.quick,
    load: { start: loadAverage(), end: [] },
    district: { unions: 0, templates: 0 },
    sizes: [],
  };
  if (has('bundle')) {
    log('console build (vite) ...');
    figures.bundle = await measureBundle();
  }
  const stopServers = await ensureServers();
  const temporalAddress = process.env.TEMPORAL_ADDRESS!;
  try {
    if (has('rebuild')) {
      log(`rebuild: ${settings.rebuildRecords} records' events on a database of their own ...`);
      const side = await districtDatabase();
      figures.district = { unions: side.district.unions, templates: side.templates.length };
      try {
        const load = loadAverage();
        figures.rebuild = { ...(await runRebuildBench(side.db, side.url, side.templates, settings.rebuildRecords)), load };
      } finally {
        await side.drop();
      }
    }
    if (!['list', 'commands', 'lifecycle', 'memory'].some((s) => has(s as never))) return figures;

    log('district and template flows ...');
    const bench = await districtDatabase();
    figures.district = { unions: bench.district.unions, templates: bench.templates.length };
    const loadLoop = LoadLoop.start();
    const processes: PortalProcess[] = [];
    const connection = await Connection.connect({ address: temporalAddress });
    try {
      const env = productionEnv(bench.url, temporalAddress);
      log('the worker and the API as production starts them ...');
      const worker = await startWorker(env);
      processes.push(worker);
      const api = await startApi(env);
      processes.push(api);
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
            warmup: Math.max(2, Math.ceil(concurrency / 2)),
            count: Math.max(l.count, concurrency * 2),
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
    } finally {
      loadLoop.close();
      for (const p of processes.reverse()) await p.stop().catch((e: unknown) => console.error(`[bench] stopping the ${p.part}:`, e));
      await connection.close();
      await bench.drop().catch((e: unknown) => console.error('[bench] dropping the database:', e));
    }
    return figures;
  } finally {
    await stopServers();
  }
}

const watchdog = setTimeout(() => {
  console.error(`[bench] over the ${settings.budgetMs / 1000} s budget: stopping`);
  process.exit(2);
}, settings.budgetMs);
watchdog.unref();

main().then(
  (figures) => {
    figures.seconds = (performance.now() - began) / 1000;
    figures.load.end = loadAverage();
    console.log(`\n${formatReport(figures)}\n`);
    const file = settings.json ?? join(ARTIFACTS, 'bench.json');
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, `${JSON.stringify(figures, null, 2)}\n`);
    console.log(`[bench] figures written to ${file}`);
    process.exit(0);
  },
  (error: unknown) => {
    console.error('[bench] failed:', error);
    process.exit(1);
  },
);
