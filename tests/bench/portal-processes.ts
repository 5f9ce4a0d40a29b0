import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, PRODUCTION_MEMORY_ENV } from '../../services/platform/entry-points';

const root = fileURLToPath(new URL('../..', import.meta.url));
export const ARTIFACTS = join(root, 'tests', 'artifacts');

export type Part = 'api' | 'worker';

/**
 * How production starts a part: built JavaScript when a build is there (BENCH_API_ENTRY /
 * BENCH_WORKER_ENTRY, or the entry point's place under dist/), else the entry point's TypeScript
 * through tsx's loader in the same node process (what `npm start` runs today).
 */
export function startCommand(part: Part): { args: string[]; how: string } {
  const given = process.env[`BENCH_${part.toUpperCase()}_ENTRY`];
  const built = [
    ...(given ? [join(root, given)] : []),
    join(root, 'dist', 'services', 'platform', 'entry-points', `${part}.js`),
    join(root, 'dist', 'server', 'services', 'platform', 'entry-points', `${part}.js`),
    join(root, 'dist', 'server', `${part}.js`),
  ].find((f) => existsSync(f));
  if (built) return { args: [built], how: `node ${built.slice(root.length)}` };
  const source = join(root, 'services', 'platform', 'entry-points', `${part}.ts`);
  return { args: ['--import', 'tsx', source], how: `node --import tsx ${source.slice(root.length)}` };
}

/** Resident memory of a process in MB, from /proc (Linux). */
export function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return line ? Number(line.replace(/\D+/g, '')) / 1024 : NaN;
}

export interface PortalProcess {
  part: Part;
  how: string;
  pid: number;
  rssMb(): number;
  stop(): Promise<void>;
}

/**
 * The configuration both parts read, as a deployment gives it: production mode and its memory
 * settings (NODE_OPTIONS, MALLOC_ARENA_MAX, as the image and `npm start` set them), secrets of its
 * own, no demo seeding.
 */
export function productionEnv(databaseUrl: string, temporalAddress: string): Record<string, string> {
  return {
    ...PRODUCTION_MEMORY_ENV,
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    TEMPORAL_ADDRESS: temporalAddress,
    TEMPORAL_TASK_QUEUE: `bench-${randomBytes(4).toString('hex')}`,
    JWT_SECRET: randomBytes(48).toString('base64url'),
    CLIENT_SECRET: randomBytes(24).toString('base64url'),
    SEED_DEMO: 'false',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-portal-')),
  };
}

/** The parts running now: stopped by `stopParts`, and killed if the bench exits first. */
const running = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** Stops every part still running (a run that failed or ran out of time). */
export async function stopParts(): Promise<void> {
  await Promise.all([...running].map((child) => stopper(child)()));
}

function started(part: Part, env: Record<string, string>, extraNodeArgs: string[]): { child: ChildProcess; how: string } {
  mkdirSync(ARTIFACTS, { recursive: true });
  // The parts log as in production (JSON lines); the bench keeps them to read after a failure.
  const log = openSync(join(ARTIFACTS, `bench-${part}.log`), 'w');
  const { args, how } = startCommand(part);
  const child = spawn(process.execPath, [...extraNodeArgs, ...args], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', log, log],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  return { child, how };
}

function stopper(child: ChildProcess): () => Promise<void> {
  return async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    await exited;
    clearTimeout(timer);
  };
}

/** Starts the API entry point on a free port and waits until `/api/health` answers 200. */
export async function startApi(env: Record<string, string>, extraNodeArgs: string[] = []): Promise<PortalProcess & { url: string }> {
  const port = await freePort();
  const { child, how } = started('api', { ...env, PORT: String(port) }, extraNodeArgs);
  const url = `http://127.0.0.1:${port}`;
  const stop = stopper(child);
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited (${child.exitCode}); see tests/artifacts/bench-api.log`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error('the API did not answer /api/health within 180 s');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { part: 'api', how, pid: child.pid!, url, rssMb: () => rssMb(child.pid!), stop };
}

/** Starts the worker entry point and waits until it polls (its start line in the log). */
export async function startWorker(env: Record<string, string>, extraNodeArgs: string[] = []): Promise<PortalProcess> {
  const { child, how } = started('worker', env, extraNodeArgs);
  const stop = stopper(child);
  const deadline = Date.now() + 180_000;
  while (!readFileSync(join(ARTIFACTS, 'bench-worker.log'), 'utf8').includes('Worker polling')) {
    if (child.exitCode !== null) throw new Error(`the worker exited (${child.exitCode}); see tests/artifacts/bench-worker.log`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error('the worker did not start polling within 180 s');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { part: 'worker', how, pid: child.pid!, rssMb: () => rssMb(child.pid!), stop };
}
