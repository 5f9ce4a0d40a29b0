// `npm run process-memory`: the resident memory of the API and the worker, run as production runs
// them, idle after the start, at the peak of a warm-up (the list page as several accounts, whole
// set-up lifecycles, the task lists) and idle after it, round after round (memory that only grows
// is a leak). The figures go to docs/PERFORMANCE-PROCESS.md. Needs built JavaScript (`npm run build`)
// unless the command is given, and the servers of the tests:
//   source /work/devservers/env.sh    # TEST_DATABASE_URL (a superuser URL) and TEMPORAL_ADDRESS
// The programs get production's memory settings (NODE_OPTIONS, MALLOC_ARENA_MAX: services/platform/entry-points/
// memory-defaults.ts) unless --node-options / --malloc-arena-max say otherwise (empty: none).
//   npm run process-memory -- [--together] [--rounds=3] [--node-options="--max-semi-space-size=8"] [--malloc-arena-max=]
//                             [--api="node --import tsx services/platform/entry-points/api.ts"] [--root=<checkout>]
//                             [--heap-snapshots=<dir>]
// --heap-snapshots writes a heap snapshot of the API idle after its start and idle after the warm-up
// (node's --heapsnapshot-signal, after each figure is read: writing one grows the process), to compare
// what the warm-up leaves held.
// Each run makes a database of its own (dropped at the end) and a task queue of its own.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { modules } from '../catalogue';
import { clientPasswordDigest } from '../db';
import { PRODUCTION_MEMORY_ENV } from '../services/platform/entry-points/memory-defaults';
import { freePort } from '../services/platform/entry-points/util';

const arg = (name: string, fallback: string) =>
  process.argv
    .slice(2)
    .find((a) => a.startsWith(`--${name}=`))
    ?.slice(name.length + 3) ?? fallback;
const flag = (name: string) => process.argv.slice(2).includes(`--${name}`);

const root = resolve(arg('root', fileURLToPath(new URL('..', import.meta.url))));
const together = flag('together');
const rounds = Number(arg('rounds', '3'));
const nodeOptions = arg('node-options', PRODUCTION_MEMORY_ENV.NODE_OPTIONS);
const mallocArenaMax = arg('malloc-arena-max', PRODUCTION_MEMORY_ENV.MALLOC_ARENA_MAX);
const apiCommand = arg('api', together ? 'node dist/server/start.js' : 'node dist/server/api.js');
const workerCommand = arg('worker', 'node dist/server/worker.js');
const idleSeconds = Number(arg('idle-seconds', '30'));
const snapshotDir = arg('heap-snapshots', '');

const DEMO_PASSWORD = 'Memory-probe-1!';
const BASIC = `Basic ${Buffer.from('web:web_secret').toString('base64')}`;
const M = '/api/blade-crop/crop/setup1';
const FLOW = '/api/blade-flow';

const MB = (kb: number) => Math.round(kb / 1024);

/** VmRSS and VmHWM (the peak) of a process, in KB, from /proc. */
function residentKb(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: field('VmRSS'), peak: field('VmHWM') };
}

interface Program {
  name: string;
  child: ChildProcess;
}

function launch(name: string, command: string, env: NodeJS.ProcessEnv): Program {
  const [file, ...args] = command.split(' ').filter(Boolean);
  // The program itself, not a shell around it: its pid is the one measured.
  const child = spawn(file!, args, { cwd: root, env, stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000)));
  child.once('exit', (code, signal) => {
    if (code !== null && code !== 0) console.error(`${name} exited ${code} ${signal ?? ''}\n${errors}`);
  });
  return { name, child };
}

async function call<T>(base: string, token: string | null, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      authorization: BASIC,
      ...(token ? { 'miidc-auth': `bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

async function login(base: string, account: string): Promise<string> {
  const form = new URLSearchParams({
    grant_type: 'password',
    username: account,
    password: clientPasswordDigest(DEMO_PASSWORD),
    tenantId: '000000',
  });
  const res = await fetch(`${base}/api/blade-auth/oauth/token`, {
    method: 'POST',
    headers: { authorization: BASIC, 'tenant-id': '000000', 'content-type': 'application/x-www-form-urlencoded' },
    body: form,
  });
  if (res.status !== 200) throw new Error(`login of ${account}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

async function waitForHealth(base: string, programs: Program[]): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    for (const p of programs) if (p.child.exitCode !== null) throw new Error(`${p.name} exited before it answered`);
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return;
    await sleep(500);
  }
  throw new Error('the API did not answer within 180 s');
}

/** `count` calls of `fn`, `lanes` at once. */
async function inLanes(count: number, lanes: number, fn: (i: number) => Promise<unknown>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      while (next < count) await fn(next++);
    }),
  );
}

/** One round of use: the list page as four accounts, set-up lifecycles end to end, the task lists. */
async function warmUp(base: string, tokens: Record<string, string>, round: number): Promise<void> {
  const readers = Object.values(tokens);
  await inLanes(200, 8, (i) => call(base, readers[i % readers.length]!, 'GET', `${M}/page?current=${1 + (i % 3)}&size=10`));
  const form = modules.setup1!.example;
  await inLanes(10, 3, async (i) => {
    const applicant = i % 2 === 0 ? tokens.corp1! : tokens.corp2!;
    const unionName = `北京内存第${round}-${i}号科技有限公司工会委员会`;
    const draft = (
      await call<{ data: { id: string; processInstanceId: string } }>(base, applicant, 'POST', `${M}/saveDraft`, { ...form, unionName })
    ).data;
    await call(base, applicant, 'POST', `${M}/submit`, { ...form, unionName, id: draft.id });
    for (const reviewer of [tokens.launion1!, tokens.federation!]) {
      const detail = (await call<{ data: { openTaskId: string } }>(base, reviewer, 'GET', `${M}/detail?id=${draft.id}`)).data;
      await call(base, reviewer, 'POST', `${FLOW}/work/claim-task`, { taskId: detail.openTaskId });
      await call(base, reviewer, 'POST', `${FLOW}/work/complete-task`, {
        taskId: detail.openTaskId,
        processInstanceId: draft.processInstanceId,
        flag: 'ok',
        comment: '同意',
      });
    }
  });
  await inLanes(40, 4, (i) =>
    call(base, readers[i % readers.length]!, 'GET', `${FLOW}/work/${['claim-list', 'todo-list', 'done-list', 'send-list'][i % 4]}`),
  );
}

/** With --heap-snapshots: a heap snapshot of the program, waiting until node has written it. */
async function snapshot(program: Program, when: string): Promise<void> {
  if (!snapshotDir) return;
  const dir = resolve(snapshotDir);
  mkdirSync(dir, { recursive: true });
  const before = new Set(readdirSync(dir));
  program.child.kill('SIGUSR2');
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    await sleep(1000);
    const written = readdirSync(dir).find((f) => !before.has(f) && f.endsWith('.heapsnapshot'));
    // Node writes the file in place: wait until its size stops changing.
    if (written) {
      let size = -1;
      while (size !== statSync(join(dir, written)).size) {
        size = statSync(join(dir, written)).size;
        await sleep(1000);
      }
      console.log(`heap snapshot of the ${program.name} ${when}: ${join(dir, written)}`);
      return;
    }
  }
  throw new Error(`no heap snapshot of the ${program.name} within 120 s`);
}

async function main(): Promise<void> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const temporalAddress = process.env.TEMPORAL_ADDRESS;
  if (!adminUrl || !temporalAddress)
    throw new Error('Set TEST_DATABASE_URL (a superuser URL) and TEMPORAL_ADDRESS (source /work/devservers/env.sh).');
  const database = `portal_memory_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${database}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-memory-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: url.toString(),
    TEMPORAL_ADDRESS: temporalAddress,
    TEMPORAL_TASK_QUEUE: `portal-memory-${process.pid}`,
    DATA_DIR: dataDir,
    PORT: String(port),
    DEMO_PASSWORD,
    JWT_SECRET: randomBytes(32).toString('hex'),
    NODE_OPTIONS: snapshotDir ? `${nodeOptions} --heapsnapshot-signal=SIGUSR2 --diagnostic-dir=${resolve(snapshotDir)}` : nodeOptions,
    ...(mallocArenaMax ? { MALLOC_ARENA_MAX: mallocArenaMax } : {}),
    // malloc's fixed thresholds with the arenas: --malloc-arena-max= (none) leaves all three to glibc.
    ...(mallocArenaMax
      ? {
          MALLOC_TRIM_THRESHOLD_: PRODUCTION_MEMORY_ENV.MALLOC_TRIM_THRESHOLD_,
          MALLOC_MMAP_THRESHOLD_: PRODUCTION_MEMORY_ENV.MALLOC_MMAP_THRESHOLD_,
        }
      : {}),
  };
  const programs: Program[] = [];
  try {
    if (!together) programs.push(launch('worker', workerCommand, env));
    programs.push(launch(together ? 'all in one' : 'API', apiCommand, env));
    await waitForHealth(base, programs);
    await sleep(idleSeconds * 1000);
    const rows: { name: string; figures: string[] }[] = programs.map((p) => ({ name: p.name, figures: [] }));
    const sample = () => programs.forEach((p, i) => rows[i]!.figures.push(String(MB(residentKb(p.child.pid!).rss))));
    sample();
    const api = programs.at(-1)!;
    await snapshot(api, 'idle after start');
    const tokens: Record<string, string> = {};
    for (const account of ['corp1', 'corp2', 'launion1', 'federation']) tokens[account] = await login(base, account);
    for (let round = 1; round <= rounds; round++) {
      await warmUp(base, tokens, round);
      sample();
    }
    await sleep(idleSeconds * 1000);
    sample();
    programs.forEach((p, i) => rows[i]!.figures.push(String(MB(residentKb(p.child.pid!).peak))));
    await snapshot(api, 'idle after the warm-up');
    const header = [
      'process',
      'idle after start',
      ...Array.from({ length: rounds }, (_, r) => `after round ${r + 1}`),
      `idle ${idleSeconds} s after`,
      'peak',
    ];
    console.log(
      `RSS in MB (${together ? apiCommand : `${apiCommand} + ${workerCommand}`}${nodeOptions ? `, NODE_OPTIONS=${nodeOptions}` : ''}${mallocArenaMax ? `, MALLOC_ARENA_MAX=${mallocArenaMax} and the fixed trim and mmap thresholds` : ''})`,
    );
    console.log(`| ${header.join(' | ')} |\n|${header.map(() => ' --- ').join('|')}|`);
    for (const row of rows) console.log(`| ${row.name} | ${row.figures.join(' | ')} |`);
  } finally {
    for (const p of programs) if (p.child.exitCode === null) p.child.kill('SIGTERM');
    await Promise.all(programs.map((p) => (p.child.exitCode === null ? new Promise((done) => p.child.once('exit', done)) : null)));
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
