// `npm run bench:profile`: where the time goes, before anyone changes code (docs/PERFORMANCE.md).
//   1. EXPLAIN (ANALYZE, BUFFERS) of the SQL the portal runs for each list page, at BENCH_PROFILE_RECORDS records.
//   2. A CPU profile (node --cpu-prof) of the API under the list load, and one under the command load.
//   3. What a command's time consists of: the bench's clock around each HTTP call against the flow's
//      Temporal history (the update's workflow tasks, the activity that stores and projects the events).
// Writes tests/artifacts/profile.md (and the plans and profiles beside it).
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Client, Connection } from '@temporalio/client';
import { createTestDatabase } from '../support';
import { commandAnatomy, type CommandStretches } from './command-anatomy';
import { summarizeCpuProfile, type CpuSummary } from './cpu-profile-summary';
import { growDistrict } from './district';
import { loadAverage } from './figures';
import { httpLogin, type HttpSession } from './http-session';
import { runLifecycleBench, type LifecycleParties } from './lifecycle-bench';
import { explainPages } from './list-explain';
import { listPages } from './list-pages';
import { LoadLoop } from './load-loop';
import { ARTIFACTS, productionEnv, startApi, startWorker } from './portal-processes';
import { buildTemplates } from './record-templates';
import { table } from './report';
import { seedRecords } from './seed-records';
import { settings } from './settings';
import { percentile } from './stats';

const records = Number(process.env.BENCH_PROFILE_RECORDS ?? (settings.quick ? 20_000 : 1_000_000));
const began = performance.now();
const log = (m: string) => console.log(`[profile ${((performance.now() - began) / 1000).toFixed(0).padStart(4)} s] ${m}`);
const out: string[] = [];
const say = (s: string) => {
  out.push(s);
  console.log(s);
};

function cpuSection(title: string, s: CpuSummary) {
  say(`\n### CPU profile of the API under ${title}\n`);
  say(`Busy ${s.busyMs.toFixed(0)} ms, idle ${s.idleMs.toFixed(0)} ms (self time; shares of the busy time).\n`);
  say('```');
  say(
    table(
      ['where', 'ms', '%'],
      s.byPlace.slice(0, 15).map((p) => [p.name, p.ms.toFixed(0), p.percent.toFixed(1)]),
    ),
  );
  say('');
  say(
    table(
      ['function', 'ms', '%'],
      s.byFunction.slice(0, 20).map((p) => [p.name, p.ms.toFixed(0), p.percent.toFixed(1)]),
    ),
  );
  say('```');
}

function anatomySection(rows: CommandStretches[]) {
  const keys = ['apiToTemporal', 'acceptTask', 'activityQueue', 'activity', 'completeTask', 'temporalToAnswer', 'total'] as const;
  const byCommand = new Map<string, CommandStretches[]>();
  for (const r of rows) byCommand.set(r.command, [...(byCommand.get(r.command) ?? []), r]);
  const p50 = (v: number[]) =>
    percentile(
      [...v].sort((a, b) => a - b),
      50,
    );
  say('\n### What a command consists of (p50 ms, one at a time)\n');
  say('```');
  say(
    table(
      ['command', 'n', ...keys],
      [...byCommand, ['all', rows] as const].map(([name, rs]) => [
        name,
        String(rs.length),
        ...keys.map((k) => p50(rs.map((r) => r[k])).toFixed(1)),
      ]),
    ),
  );
  say('```');
}

/** What a statement of a page is: its rows (a limit), its total (a count), or another read the page makes. */
const statementKind = (text: string) => (/^select count\(\*\)/.test(text) ? 'count' : /\blimit \$\d+/.test(text) ? 'rows' : 'other');
const isListStatement = (s: { sql: string }) => statementKind(s.sql) !== 'other';

async function cpuProfile(
  env: Record<string, string>,
  name: string,
  load: (api: { url: string }, sessions: Map<string, HttpSession>) => Promise<void>,
) {
  const dir = join(ARTIFACTS, `cpu-${name}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const spawned = performance.now();
  const api = await startApi(env, ['--cpu-prof', `--cpu-prof-dir=${dir}`]);
  let loadFrom: number;
  try {
    const sessions = new Map<string, HttpSession>();
    for (const a of ['federation', 'launion1', 'corp1', 'corp2']) sessions.set(a, await httpLogin(api.url, env.CLIENT_SECRET!, a));
    loadFrom = performance.now() - spawned;
    await load(api, sessions);
  } finally {
    await api.stop();
  }
  const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
  if (!file) throw new Error(`no CPU profile in ${dir}`);
  // The start (loading modules, compiling schemas) is not the load: its samples are left out.
  return summarizeCpuProfile(join(dir, file), loadFrom);
}

async function main() {
  if (!process.env.TEST_DATABASE_URL || !process.env.TEMPORAL_ADDRESS)
    throw new Error('source /work/devservers/env.sh (or set TEST_DATABASE_URL and TEMPORAL_ADDRESS)');
  const temporalAddress = process.env.TEMPORAL_ADDRESS;
  const connection = await Connection.connect({ address: temporalAddress });
  const client = new Client({ connection, namespace: 'default' });
  const database = await createTestDatabase();
  const loadLoop = LoadLoop.start();
  try {
    say(`## Profile at ${records} records (${new Date().toISOString()}, load ${loadAverage().join(' ')} at the start)\n`);
    await growDistrict(database.db, settings.district);
    const templates = await buildTemplates(database.db, Date.now());
    log(`seeding ${records} records ...`);
    const t0 = performance.now();
    const seeded = await seedRecords(database.db, 1, records);
    say(
      `Seeded ${seeded.records} records and ${seeded.tasks} tasks from ${templates.length} template flows in ${((performance.now() - t0) / 1000).toFixed(0)} s.`,
    );

    log('EXPLAIN of each page ...');
    const pages = await listPages(database.url, settings.list.deepPage);
    const explained = await explainPages(database.url, client, pages);
    const plans: string[] = [];
    say("\n### The list pages' statements (EXPLAIN ANALYZE, as the app runs them)\n");
    say('```');
    say(
      table(
        ['page', 'statement', 'ms', 'of it JIT ms', 'pages read'],
        explained.flatMap((p) =>
          p.statements
            .filter(isListStatement)
            .map((s, i) => [
              i === 0 ? p.page : '',
              statementKind(s.sql),
              s.executionMs.toFixed(1),
              s.jitMs.toFixed(0),
              String(s.pagesRead),
            ]),
        ),
      ),
    );
    say('```');
    for (const p of explained) {
      for (const s of p.statements) plans.push(`-- ${p.page}\n${s.sql}\n-- parameters ${JSON.stringify(s.parameters)}\n${s.plan}\n`);
    }
    writeFileSync(join(ARTIFACTS, 'profile-plans.txt'), plans.join('\n'));

    const env = productionEnv(database.url, temporalAddress);
    const worker = await startWorker(env);
    try {
      log('CPU profile under the list load ...');
      const listCpu = await cpuProfile(env, 'list', async (api, sessions) => {
        for (const page of pages) {
          await loadLoop.run({
            url: `${api.url}${page.path}`,
            headers: sessions.get(page.account)!.headers,
            warmup: 5,
            count: 100,
            concurrency: 8,
            maxMs: 20_000,
          });
        }
      });
      cpuSection('the list load (each page, 8 at once)', listCpu);

      let index = 0;
      const partiesOf = (sessions: Map<string, HttpSession>): LifecycleParties => ({
        applicants: [sessions.get('corp1')!, sessions.get('corp2')!],
        parent: sessions.get('launion1')!,
        federation: sessions.get('federation')!,
      });
      log('CPU profile under the command load ...');
      const commandCpu = await cpuProfile(env, 'commands', async (_api, sessions) => {
        await runLifecycleBench(partiesOf(sessions), client, temporalAddress, index, [
          { concurrency: 5, warmup: 3, count: 40, rounds: 1, maxMsPerRun: 60_000 },
        ]);
        index += 100;
      });
      cpuSection('the command load (lifecycles, 5 at once; the bare Temporal rounds leave it idle)', commandCpu);

      log('what a command consists of ...');
      const api = await startApi(env);
      try {
        const sessions = new Map<string, HttpSession>();
        for (const a of ['federation', 'launion1', 'corp1', 'corp2']) sessions.set(a, await httpLogin(api.url, env.CLIENT_SECRET!, a));
        anatomySection(await commandAnatomy(partiesOf(sessions), client, index + 1000, settings.quick ? 3 : 15));
      } finally {
        await api.stop();
      }
    } finally {
      await worker.stop();
    }
    say(`\nLoad at the end: ${loadAverage().join(' ')}.`);
    writeFileSync(join(ARTIFACTS, 'profile.md'), `${out.join('\n')}\n`);
    log(`written to tests/artifacts/profile.md (plans in profile-plans.txt)`);
  } finally {
    loadLoop.close();
    await database.drop();
    await connection.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('[profile] failed:', error);
    process.exit(1);
  },
);
