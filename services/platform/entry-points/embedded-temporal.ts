// The Temporal dev server (`temporal server start-dev`) as a child process, so `npm start` and the
// tests need no Temporal cluster set up by hand. The CLI is found on the machine or, when Go is there,
// built once into <dataDir>/bin (later CLI tags cannot be `go install`ed, hence the pinned version).
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { Connection } from '@temporalio/client';
import type { TemporalTlsConfig } from '../config';
import { findOnPath, isExecutable, isPortFree } from './util';

export const TEMPORAL_CLI_MODULE = 'github.com/temporalio/cli/cmd/temporal@v1.5.1';

export class TemporalCliMissingError extends Error {
  constructor(dataDir: string) {
    super(
      'The Temporal CLI (`temporal`) was not found (looked at TEMPORAL_CLI, PATH, ~/go/bin, ' +
        `${join(dataDir, 'bin')}) and Go is not installed to build it. Install Go 1.25+ and start again, ` +
        `or run \`go install ${TEMPORAL_CLI_MODULE}\` yourself, or set TEMPORAL_ADDRESS to an existing server.`,
    );
    this.name = 'TemporalCliMissingError';
  }
}

export interface EmbeddedTemporalOptions {
  /** Folder for local state: the CLI build in <dataDir>/bin, the log, and the sqlite file. */
  dataDir: string;
  /** gRPC port. Default 7233. */
  port?: number;
  /** Web UI port. Default 8233. */
  uiPort?: number;
  /** Namespace to make sure of; `default` always exists. */
  namespace?: string;
  /** false: keep the state in memory only (test runs); default true: <dataDir>/temporal.db. */
  persist?: boolean;
  headless?: boolean;
  /** How long to wait for the server to answer. Default 120 s. */
  startTimeoutMs?: number;
  log?: (message: string) => void;
}

export interface EmbeddedTemporal {
  /** host:port of the gRPC front end. */
  address: string;
  /** The Web UI, unless headless (or when an already running server was reused). */
  uiUrl: string | undefined;
  /** false when a server already listening on the port was reused: stop() leaves it alone then. */
  started: boolean;
  stop(): Promise<void>;
}

/** The `temporal` CLI: TEMPORAL_CLI, PATH, ~/go/bin, <dataDir>/bin; undefined when none is found. */
export function findTemporalCli(dataDir: string): string | undefined {
  const candidates = [
    process.env.TEMPORAL_CLI,
    findOnPath('temporal'),
    join(homedir(), 'go', 'bin', 'temporal'),
    process.env.GOPATH ? join(process.env.GOPATH, 'bin', 'temporal') : undefined,
    join(resolve(dataDir), 'bin', 'temporal'),
  ];
  return candidates.find((path): path is string => !!path && isExecutable(path));
}

/** Finds the CLI, or builds it with `go install` into <dataDir>/bin when Go is available. */
export async function ensureTemporalCli(dataDir: string, log: (m: string) => void = console.log): Promise<string> {
  const found = findTemporalCli(dataDir);
  if (found) return found;
  const go = findOnPath('go') ?? (isExecutable('/usr/local/go/bin/go') ? '/usr/local/go/bin/go' : undefined);
  if (!go) throw new TemporalCliMissingError(dataDir);
  const binDir = join(resolve(dataDir), 'bin');
  mkdirSync(binDir, { recursive: true });
  log(`Building the Temporal CLI once: go install ${TEMPORAL_CLI_MODULE} into ${binDir} (this takes several minutes) ...`);
  await new Promise<void>((done, fail) => {
    const child = spawn(go, ['install', TEMPORAL_CLI_MODULE], { stdio: 'inherit', env: { ...process.env, GOBIN: binDir } });
    child.once('error', fail);
    child.once('exit', (code) => (code === 0 ? done() : fail(new Error(`go install ${TEMPORAL_CLI_MODULE} failed (exit ${code}).`))));
  });
  return join(binDir, 'temporal');
}

/**
 * The dev server's command line. It has no authorisation at all, so its front end and its Web UI
 * listen on the loopback interface only (the UI would follow --ip, but says so explicitly here).
 */
export function devServerArgs(options: EmbeddedTemporalOptions): string[] {
  const port = options.port ?? 7233;
  const namespace = options.namespace ?? 'default';
  const args = ['server', 'start-dev', '--ip', '127.0.0.1', '--port', String(port), '--log-level', 'warn'];
  if (options.headless) args.push('--headless');
  else args.push('--ui-ip', '127.0.0.1', '--ui-port', String(options.uiPort ?? 8233));
  if (options.persist !== false) args.push('--db-filename', join(resolve(options.dataDir), 'temporal.db'));
  if (namespace !== 'default') args.push('--namespace', namespace);
  return args;
}

export async function startEmbeddedTemporal(options: EmbeddedTemporalOptions): Promise<EmbeddedTemporal> {
  const log = options.log ?? ((m: string) => console.log(m));
  const dataDir = resolve(options.dataDir);
  const port = options.port ?? 7233;
  const uiPort = options.uiPort ?? 8233;
  const namespace = options.namespace ?? 'default';
  const address = `127.0.0.1:${port}`;
  const timeoutMs = options.startTimeoutMs ?? 120_000;

  if (!(await isPortFree(port))) {
    // Most likely a dev server left over from an earlier run: reuse it rather than fail.
    if (await answers(address, namespace, 5_000)) {
      log(`Using the Temporal server already listening on ${address}.`);
      return { address, uiUrl: undefined, started: false, stop: async () => {} };
    }
    throw new Error(`Port ${port} is taken by something that is not a Temporal server; free it or set TEMPORAL_ADDRESS.`);
  }

  const cli = await ensureTemporalCli(dataDir, log);
  mkdirSync(dataDir, { recursive: true });
  const args = devServerArgs({ ...options, dataDir, port, uiPort, namespace });

  const logFile = join(dataDir, 'temporal.log');
  const out = createWriteStream(logFile, { flags: 'a' });
  await new Promise((done) => out.once('open', done));
  // Own process group: Ctrl+C in the terminal reaches only us, and we stop the server after the worker.
  const child = spawn(cli, args, { stdio: ['ignore', out, out], detached: true });
  // Should this process die without stop(), do not leave the server behind.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  let exited = false;
  child.once('exit', () => (exited = true));

  const deadline = Date.now() + timeoutMs;
  while (!(await answers(address, namespace, 2_000))) {
    if (exited || Date.now() > deadline) {
      child.kill('SIGKILL');
      out.end();
      process.removeListener('exit', killOnExit);
      const tail = readTail(logFile);
      throw new Error(`The Temporal dev server ${exited ? 'exited' : 'did not answer in time'} (log ${logFile}):\n${tail}`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }

  let stopping: Promise<void> | undefined;
  return {
    address,
    uiUrl: options.headless ? undefined : `http://localhost:${uiPort}`,
    started: true,
    stop() {
      stopping ??= stopChild(child, 15_000).finally(() => {
        process.removeListener('exit', killOnExit);
        out.end();
      });
      return stopping;
    },
  };
}

/** Waits until a Temporal front end answers on `address` and knows `namespace`; throws after timeoutMs. */
export async function waitForTemporal(
  address: string,
  opts: { namespace?: string; timeoutMs?: number; tls?: TemporalTlsConfig; apiKey?: string } = {},
): Promise<void> {
  const deadline = Date.now() + (opts.timeoutMs ?? 120_000);
  const secure = { ...(opts.tls ? { tls: opts.tls } : {}), ...(opts.apiKey ? { apiKey: opts.apiKey } : {}) };
  while (!(await answers(address, opts.namespace ?? 'default', 2_000, secure))) {
    if (Date.now() > deadline) throw new Error(`No Temporal server answered on ${address}.`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** True when a Temporal front end answers on `address` and knows `namespace`. */
async function answers(
  address: string,
  namespace: string,
  timeoutMs: number,
  secure: { tls?: TemporalTlsConfig; apiKey?: string } = {},
): Promise<boolean> {
  let connection: Connection | undefined;
  try {
    connection = await Connection.connect({ address, connectTimeout: timeoutMs, ...secure });
    await connection.workflowService.describeNamespace({ namespace });
    return true;
  } catch {
    return false;
  } finally {
    await connection?.close().catch(() => {});
  }
}

function stopChild(child: ChildProcess, graceMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      done();
    });
    child.kill('SIGTERM');
  });
}

function readTail(file: string): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-20).join('\n');
  } catch {
    return '';
  }
}
