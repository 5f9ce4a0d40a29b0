// A local PostgreSQL server kept in <dataDir>/pg, so `npm start` and the tests need no database set up
// by hand. The server runs as its own daemon (pg_ctl); we start it, create the portal's database and
// stop it again. A server left running by a crashed run is adopted rather than started twice.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chownSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { delimiter, join, resolve } from 'node:path';
import pg from 'pg';
import { freePort, isExecutable, isPortFree } from './util';

export interface EmbeddedPostgresOptions {
  /** Folder for all local state; the cluster lives in <dataDir>/pg. */
  dataDir: string;
  /** Port to try at the first start (remembered afterwards). Default 54329. */
  port?: number;
  /** Database to create next to `postgres`. Default `union_portal`; null creates none. */
  database?: string | null;
  /** false trades crash safety for speed (fsync off): right for throw-away test clusters. */
  durable?: boolean;
  log?: (message: string) => void;
}

export interface EmbeddedPostgres {
  /** URL of the created database (or of `postgres` when none was asked for). */
  url: string;
  /** URL of the `postgres` maintenance database, superuser `postgres`. */
  adminUrl: string;
  port: number;
  /** True when a server left running (by a crashed run, or a running `npm start`) was adopted. */
  alreadyRunning: boolean;
  stop(): Promise<void>;
}

const SUPERUSER = 'postgres';

export class PostgresNotInstalledError extends Error {
  constructor() {
    super(
      'PostgreSQL server binaries (initdb, pg_ctl) were not found in /usr/lib/postgresql/*/bin or on PATH. ' +
        'Install them (Debian/Ubuntu: apt-get install postgresql), set PG_BIN_DIR to their folder, ' +
        'or set DATABASE_URL to an existing server.',
    );
    this.name = 'PostgresNotInstalledError';
  }
}

/** The folder holding initdb and pg_ctl: PG_BIN_DIR, the newest Debian/Ubuntu install, or PATH. */
export async function findPostgresBinDir(): Promise<string> {
  const candidates: string[] = [];
  if (process.env.PG_BIN_DIR) candidates.push(process.env.PG_BIN_DIR);
  const debianRoot = '/usr/lib/postgresql';
  if (existsSync(debianRoot)) {
    const versions = (await readdir(debianRoot)).filter((v) => /^\d+(\.\d+)?$/.test(v));
    versions.sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((v) => join(debianRoot, v, 'bin')));
  }
  candidates.push(...(process.env.PATH ?? '').split(delimiter).filter(Boolean));
  const found = candidates.find((dir) => isExecutable(join(dir, 'initdb')) && isExecutable(join(dir, 'pg_ctl')));
  if (!found) throw new PostgresNotInstalledError();
  return found;
}

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const log = options.log ?? ((m: string) => console.log(m));
  const database = options.database === undefined ? 'union_portal' : options.database;
  const bin = await findPostgresBinDir();
  const run = runner();
  const root = await clusterRoot(resolve(options.dataDir, 'pg'), run, log);
  const dataDir = join(root, 'data');
  const portFile = join(root, 'port');
  const logFile = join(root, 'postgres.log');

  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    log(`Creating a local PostgreSQL cluster in ${dataDir} ...`);
    await run(join(bin, 'initdb'), ['-D', dataDir, '-U', SUPERUSER, '--auth=trust', '-E', 'UTF8', '--no-locale']);
    // TCP on the loopback only, no Unix socket (its default folder may not be writable by us).
    const settings = ["listen_addresses = '127.0.0.1'", "unix_socket_directories = ''", 'max_connections = 200'];
    if (options.durable === false) settings.push('fsync = off', 'synchronous_commit = off', 'full_page_writes = off');
    writeFileSync(
      join(dataDir, 'postgresql.conf'),
      `${readFileSync(join(dataDir, 'postgresql.conf'), 'utf8')}\n# union portal\n${settings.join('\n')}\n`,
    );
  }

  let port = runningPort(dataDir, await isRunning(run, bin, dataDir));
  const alreadyRunning = port !== undefined;
  if (port !== undefined) {
    log(`Using the local PostgreSQL server already running on 127.0.0.1:${port}.`);
  } else {
    port = await choosePort(portFile, options.port ?? 54329);
    writeFileSync(portFile, `${port}\n`);
    if (run.asUser) chown(portFile, run.asUser);
    await run(join(bin, 'pg_ctl'), ['-D', dataDir, '-l', logFile, '-w', '-t', '120', '-o', `-p ${port}`, 'start']).catch((error: Error) => {
      throw new Error(`PostgreSQL did not start (see ${logFile}): ${error.message}`);
    });
  }

  const adminUrl = `postgres://${SUPERUSER}@127.0.0.1:${port}/postgres`;
  if (database) await createDatabase(adminUrl, database);
  let stopped = false;
  return {
    url: database ? `postgres://${SUPERUSER}@127.0.0.1:${port}/${database}` : adminUrl,
    adminUrl,
    port,
    alreadyRunning,
    async stop() {
      if (stopped) return;
      stopped = true;
      await run(join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', '-t', '60', 'stop']);
    },
  };
}

/**
 * The cluster's folder: <dataDir>/pg, handed to the postgres OS user when we are root (initdb and
 * postgres refuse to run as root). When that user cannot reach it (a checkout under /root, say), the
 * cluster goes to its home folder instead, one per data folder.
 */
async function clusterRoot(wanted: string, run: Runner, log: (m: string) => void): Promise<string> {
  mkdirSync(wanted, { recursive: true });
  const user = run.asUser;
  if (!user) return wanted;
  chown(wanted, user);
  if (await canWrite(run, wanted)) return wanted;
  const fallbackParent = join(user.home, 'union-portal');
  const fallback = join(fallbackParent, createHash('sha1').update(wanted).digest('hex').slice(0, 12));
  mkdirSync(fallback, { recursive: true });
  chown(fallbackParent, user);
  chown(fallback, user);
  if (!(await canWrite(run, fallback))) {
    throw new Error(`The OS user "${user.name}" can write neither to ${wanted} nor to ${fallback}; PostgreSQL refuses to run as root.`);
  }
  log(`The "${user.name}" OS user cannot reach ${wanted}; the local PostgreSQL cluster lives in ${fallback} instead.`);
  return fallback;
}

function canWrite(run: Runner, path: string): Promise<boolean> {
  return run('test', ['-w', path]).then(
    () => true,
    () => false,
  );
}

async function createDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const exists = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (exists.rowCount === 0) await client.query(`create database "${database.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

/** Reuse the remembered port; when it is taken (or at the first start) prefer `preferred`, else any free one. */
async function choosePort(portFile: string, preferred: number): Promise<number> {
  const remembered = existsSync(portFile) ? Number(readFileSync(portFile, 'utf8').trim()) : NaN;
  for (const candidate of [remembered, preferred]) {
    if (Number.isInteger(candidate) && candidate > 0 && (await isPortFree(candidate))) return candidate;
  }
  return freePort();
}

async function isRunning(run: Runner, bin: string, dataDir: string): Promise<boolean> {
  if (!existsSync(join(dataDir, 'postmaster.pid'))) return false;
  return run(join(bin, 'pg_ctl'), ['-D', dataDir, 'status']).then(
    () => true,
    () => false,
  );
}

/** The port of a running server, read from postmaster.pid (its 4th line). */
function runningPort(dataDir: string, running: boolean): number | undefined {
  if (!running) return undefined;
  const line = readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[3];
  const port = Number(line);
  return Number.isInteger(port) && port > 0 ? port : undefined;
}

interface OsUser {
  name: string;
  home: string;
  uid: number;
  gid: number;
}
type Runner = ((file: string, args: string[]) => Promise<string>) & { asUser?: OsUser };

/** Runs a PostgreSQL binary; as root it goes through `runuser -u postgres`, since the server refuses root. */
function runner(): Runner {
  const asUser = process.getuid?.() === 0 ? postgresOsUser() : undefined;
  const run: Runner = (file, args) =>
    new Promise((done, fail) => {
      const [cmd, cmdArgs] = asUser ? ['runuser', ['-u', asUser.name, '--', file, ...args]] : [file, args];
      // cwd '/': the postgres user may not be allowed into the caller's working folder.
      execFile(cmd, cmdArgs, { cwd: '/', env: { ...process.env, LC_ALL: 'C' } }, (error, stdout, stderr) => {
        if (error) fail(new Error(`${[file, ...args].join(' ')} failed: ${(stderr || stdout || error.message).trim()}`));
        else done(stdout);
      });
    });
  run.asUser = asUser;
  return run;
}

function postgresOsUser(): OsUser {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('postgres:'));
  const fields = line?.split(':');
  if (!fields || fields.length < 6) {
    throw new Error('Running as root, but there is no "postgres" OS user to run PostgreSQL as (apt-get install postgresql creates it).');
  }
  return { name: 'postgres', uid: Number(fields[2]), gid: Number(fields[3]), home: fields[5] || '/var/lib/postgresql' };
}

function chown(path: string, user: OsUser): void {
  const stat = statSync(path);
  if (stat.uid !== user.uid || stat.gid !== user.gid) chownSync(path, user.uid, user.gid);
}
