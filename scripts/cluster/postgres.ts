// The cluster's own PostgreSQL: a data folder made by initdb, its own loopback port, password logins
// (scram), crash-safe settings (the chaos test kills it). As root, the server runs as the postgres OS
// user, which it insists on. It holds the portal's database and Temporal's two.
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { Layout } from './layout';
import { isAlive } from './processes';

const SUPERUSER = 'postgres';

function binDir(): string {
  if (process.env.PG_BIN_DIR) return process.env.PG_BIN_DIR;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => /^\d+$/.test(v)) : [];
  // PostgreSQL 15 as in docker-compose.yml; another major only when 15 is not installed.
  const chosen = versions.includes('15') ? '15' : versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!chosen) throw new Error('PostgreSQL server binaries not found in /usr/lib/postgresql (apt-get install postgresql-15) or PG_BIN_DIR');
  return join(root, chosen, 'bin');
}

interface OsUser {
  uid: number;
  gid: number;
}

function postgresOsUser(): OsUser | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const fields = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('postgres:'))
    ?.split(':');
  if (!fields) throw new Error('running as root, but there is no postgres OS user to run PostgreSQL as');
  return { uid: Number(fields[2]), gid: Number(fields[3]) };
}

/** Runs a PostgreSQL program, as the postgres OS user when we are root. */
function run(program: string, args: string[]): Promise<string> {
  const file = join(binDir(), program);
  const [cmd, cmdArgs] = postgresOsUser() ? ['runuser', ['-u', SUPERUSER, '--', file, ...args]] : [file, args];
  return new Promise((done, fail) => {
    execFile(cmd, cmdArgs, { cwd: '/', env: { ...process.env, LC_ALL: 'C' } }, (error, stdout, stderr) => {
      if (error) fail(new Error(`${program} ${args.join(' ')}: ${(stderr || stdout || error.message).trim()}`));
      else done(stdout);
    });
  });
}

const dataDir = (layout: Layout) => join(layout.pgDir, 'data');

/** The database server's address with the superuser's password. */
export function postgresUrl(layout: Layout, password: string, database: string): string {
  return `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${layout.ports.postgres}/${database}`;
}

/** Creates the data folder once (initdb); later calls leave it as it is. */
export async function initPostgres(layout: Layout, password: string): Promise<void> {
  const data = dataDir(layout);
  if (existsSync(join(data, 'PG_VERSION'))) return;
  mkdirSync(layout.pgDir, { recursive: true });
  const user = postgresOsUser();
  if (user) chownSync(layout.pgDir, user.uid, user.gid);
  const pwfile = join(layout.pgDir, 'initdb-password');
  writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
  if (user) chownSync(pwfile, user.uid, user.gid);
  try {
    await run('initdb', ['-D', data, '-U', SUPERUSER, `--pwfile=${pwfile}`, '--auth=scram-sha-256', '-E', 'UTF8', '--no-locale']);
  } finally {
    rmSync(pwfile, { force: true });
  }
  const settings = [
    "listen_addresses = '127.0.0.1'",
    `port = ${layout.ports.postgres}`,
    // TCP only: no socket folder to share with the machine's own server.
    "unix_socket_directories = ''",
    // Temporal's pools per service, two APIs, two workers, the load generator's checks.
    'max_connections = 400',
    'shared_buffers = 256MB',
  ];
  const conf = join(data, 'postgresql.conf');
  writeFileSync(conf, `${readFileSync(conf, 'utf8')}\n# union portal cluster (scripts/cluster)\n${settings.join('\n')}\n`);
}

/** The postmaster's pid while it runs (line 1 of postmaster.pid). */
export function postgresPid(layout: Layout): number | undefined {
  const file = join(dataDir(layout), 'postmaster.pid');
  if (!existsSync(file)) return undefined;
  const pid = Number(readFileSync(file, 'utf8').split('\n')[0]);
  return Number.isInteger(pid) && isAlive(pid, 'postgres') ? pid : undefined;
}

/** Starts the server unless it runs. After a SIGKILL its old backends may hold memory a moment: retried. */
export async function startPostgres(layout: Layout): Promise<void> {
  if (postgresPid(layout) !== undefined) return;
  mkdirSync(layout.logDir, { recursive: true });
  const log = join(layout.logDir, 'postgres.log');
  const user = postgresOsUser();
  if (!existsSync(log)) writeFileSync(log, '');
  if (user) chownSync(log, user.uid, user.gid);
  for (let attempt = 1; ; attempt += 1) {
    try {
      await run('pg_ctl', ['-D', dataDir(layout), '-l', log, '-w', '-t', '120', 'start']);
      return;
    } catch (error) {
      if (attempt >= 10) throw error;
      await new Promise((r) => setTimeout(r, 1_000));
    }
  }
}

/** A fast shutdown (SIGTERM semantics: sessions ended, a clean checkpoint), or SIGKILL of the postmaster. */
export async function stopPostgres(layout: Layout, signal: NodeJS.Signals = 'SIGTERM'): Promise<boolean> {
  const pid = postgresPid(layout);
  if (pid === undefined) return false;
  if (signal === 'SIGKILL') {
    process.kill(pid, 'SIGKILL');
    while (isAlive(pid, 'postgres')) await new Promise((r) => setTimeout(r, 100));
    return true;
  }
  await run('pg_ctl', ['-D', dataDir(layout), '-m', 'fast', '-w', '-t', '60', 'stop']);
  return true;
}

/** Creates each database that does not exist yet. */
export async function ensureDatabases(layout: Layout, password: string, names: readonly string[]): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl(layout, password, 'postgres') });
  await client.connect();
  try {
    for (const name of names) {
      const found = await client.query('select 1 from pg_database where datname = $1', [name]);
      if (found.rowCount === 0) await client.query(`create database "${name.replace(/"/g, '""')}"`);
    }
  } finally {
    await client.end();
  }
}
