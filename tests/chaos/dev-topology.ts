// The portal as the dev server runs it, every part a process of its own and none shared with other
// tests: a PostgreSQL cluster made with initdb in a temporary folder, a Temporal dev server keeping
// its state in a sqlite file there (so it survives a kill), the API (entry-points/api.ts) and the
// worker (entry-points/worker.ts), each on ports of its own.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { findPostgresBinDir, findTemporalCli, freePort } from '../../services/platform/entry-points';
import { ChildPart, type Timeline } from './child-part';
import { httpAnswers, postgresAnswers, temporalAnswers } from './probes';
import type { ChaosTopology } from './topology';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface DevTopologyOptions {
  timeline?: Timeline;
  /** Keep the temporary folder (logs, cluster, sqlite file) after close, to look into a failure. */
  keep?: boolean;
  /** How a part that exits on its own is started again: after this many ms (default 1000). */
  restartAfterMs?: number;
}

interface OsUser {
  uid: number;
  gid: number;
}

/** PostgreSQL refuses to run as root: as root, its binaries run as the `postgres` OS user. */
function postgresUser(): OsUser | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const fields = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('postgres:'))
    ?.split(':');
  if (!fields) throw new Error('running as root, but there is no "postgres" OS user to run PostgreSQL as');
  return { uid: Number(fields[2]), gid: Number(fields[3]) };
}

function run(command: string, args: string[], user: OsUser | undefined): Promise<void> {
  return new Promise((done, fail) =>
    execFile(command, args, { cwd: '/', ...user }, (error, stdout, stderr) =>
      error ? fail(new Error(`${command} ${args.join(' ')}: ${stderr || stdout || error.message}`)) : done(),
    ),
  );
}

/** The four parts of the dev server, started (PostgreSQL, Temporal, worker, API) and ready. */
export async function startDevTopology(options: DevTopologyOptions = {}): Promise<ChaosTopology> {
  const dir = mkdtempSync(join(tmpdir(), 'union-portal-chaos-'));
  // The postgres OS user must reach its cluster inside.
  chmodSync(dir, 0o755);
  const user = postgresUser();
  const pgData = join(dir, 'pg');
  mkdirSync(pgData, { mode: 0o700 });
  if (user) chownSync(pgData, user.uid, user.gid);
  const [pgPort, temporalPort, temporalHttpPort, temporalMetricsPort, apiPort] = await Promise.all([1, 2, 3, 4, 5].map(() => freePort()));
  const bin = await findPostgresBinDir();
  const temporalCli = findTemporalCli(join(repoRoot, '.data'));
  if (!temporalCli) throw new Error('the temporal CLI is not installed (bash .ci/run builds it)');

  await run(join(bin, 'initdb'), ['-D', pgData, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale'], user);
  writeFileSync(
    join(pgData, 'postgresql.conf'),
    [
      readFileSync(join(pgData, 'postgresql.conf'), 'utf8'),
      '# the chaos run',
      "listen_addresses = '127.0.0.1'",
      "unix_socket_directories = ''",
      'max_connections = 100',
      // A SIGKILL kills processes, not the machine: what was written reached the kernel and survives,
      // so fsync can be off; synchronous_commit stays on (a commit is written before it is answered).
      'fsync = off',
      'full_page_writes = off',
    ].join('\n'),
  );
  const superuserUrl = `postgres://postgres@127.0.0.1:${pgPort}/postgres`;
  const databaseUrl = `postgres://postgres@127.0.0.1:${pgPort}/union_portal`;
  const temporalAddress = `127.0.0.1:${temporalPort}`;
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const demoPassword = `Chaos-${randomBytes(6).toString('base64url')}1!`;
  const clientSecret = 'web_secret';
  const restartAfterMs = options.restartAfterMs ?? 1000;
  const common = { timeline: options.timeline, restartAfterMs };

  const postgres = new ChildPart({
    ...common,
    name: 'postgres',
    // The postmaster itself is the child (not runuser's), so its exit is reaped here at once: a
    // zombie left for PID 1 to reap would keep its PID alive and PostgreSQL would refuse to start again.
    command: join(bin, 'postgres'),
    args: ['-D', pgData, '-p', String(pgPort)],
    ...user,
    cwd: '/',
    logFile: join(dir, 'postgres.log'),
    ready: () => postgresAnswers(superuserUrl),
  });
  const temporal = new ChildPart({
    ...common,
    name: 'temporal',
    command: temporalCli,
    args: [
      'server',
      'start-dev',
      '--headless',
      '--ip',
      '127.0.0.1',
      '--port',
      String(temporalPort),
      '--http-port',
      String(temporalHttpPort),
      '--metrics-port',
      String(temporalMetricsPort),
      '--db-filename',
      join(dir, 'temporal.db'),
      '--log-level',
      'warn',
    ],
    logFile: join(dir, 'temporal.log'),
    ready: () => temporalAnswers(temporalAddress),
  });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    DATABASE_URL: databaseUrl,
    TEMPORAL_ADDRESS: temporalAddress,
    TEMPORAL_TASK_QUEUE: 'union-portal-chaos',
    DATA_DIR: join(dir, 'data'),
    JWT_SECRET: randomBytes(32).toString('hex'),
    DEMO_PASSWORD: demoPassword,
    CLIENT_SECRET: clientSecret,
  };
  // Run by node with tsx as its loader: one process (the tsx command would start node as a child).
  const entry = (file: string) => ['--import', 'tsx', join(repoRoot, 'services/platform/entry-points', file)];
  const worker = new ChildPart({
    ...common,
    name: 'worker',
    command: process.execPath,
    args: entry('worker.ts'),
    cwd: repoRoot,
    env,
    logFile: join(dir, 'worker.log'),
    // The line worker.ts prints once its worker polls the task queue (it serves no HTTP).
    ready: async (since) => since.log().includes('Worker polling task queue'),
  });
  const api = new ChildPart({
    ...common,
    name: 'api',
    command: process.execPath,
    args: entry('api.ts'),
    cwd: repoRoot,
    env: { ...env, PORT: String(apiPort) },
    logFile: join(dir, 'api.log'),
    ready: () => httpAnswers(`${apiUrl}/api/health`),
  });

  const parts = [api, worker, temporal, postgres];
  const close = async () => {
    for (const part of parts) await part.stop().catch(() => {});
    if (!options.keep) rmSync(dir, { recursive: true, force: true });
  };
  try {
    await postgres.start();
    const admin = new pg.Client({ connectionString: superuserUrl });
    await admin.connect();
    await admin.query('create database union_portal').finally(() => admin.end());
    await temporal.start();
    // The API migrates and seeds; the worker then finds the tables made.
    await api.start();
    await worker.start();
  } catch (error) {
    await close();
    throw error;
  }
  return { parts, apiUrls: [apiUrl], databaseUrl, demoPassword, clientSecret, close, logFolder: dir };
}
