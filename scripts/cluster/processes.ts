// The cluster's long-running parts as detached processes that outlive the command that started them:
// each has a pid file in <dir>/run and a log in <dir>/logs. A pid file is trusted only while its
// process still runs the same program (a reused pid is not ours).
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Layout } from './layout';

export interface ProcessSpec {
  /** The part's name: its pid file and log are named after it. */
  name: string;
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  cwd: string;
}

const pidFile = (layout: Layout, name: string) => join(layout.runDir, `${name}.pid`);
export const logFile = (layout: Layout, name: string) => join(layout.logDir, `${name}.log`);

function cmdline(pid: number): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
  } catch {
    return undefined;
  }
}

/** True while `pid` runs and its command line contains `marker` (a zombie or a reused pid is not alive). */
export function isAlive(pid: number, marker: string): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  const state = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0];
  return state !== 'Z' && (cmdline(pid)?.includes(marker) ?? false);
}

/** The pid of the part when it runs, from its pid file. */
export function runningPid(layout: Layout, name: string, marker: string): number | undefined {
  const file = pidFile(layout, name);
  if (!existsSync(file)) return undefined;
  const pid = Number(readFileSync(file, 'utf8').trim());
  return Number.isInteger(pid) && pid > 0 && isAlive(pid, marker) ? pid : undefined;
}

/** Starts the part in its own process group, its output appended to its log; answers its pid. */
export function startDetached(layout: Layout, spec: ProcessSpec): number {
  mkdirSync(layout.runDir, { recursive: true });
  mkdirSync(layout.logDir, { recursive: true });
  const log = openSync(logFile(layout, spec.name), 'a');
  try {
    const child = spawn(spec.command, spec.args, { cwd: spec.cwd, env: spec.env, detached: true, stdio: ['ignore', log, log] });
    if (!child.pid) throw new Error(`${spec.name}: ${spec.command} did not start`);
    child.unref();
    writeFileSync(pidFile(layout, spec.name), `${child.pid}\n`);
    return child.pid;
  } finally {
    closeSync(log);
  }
}

/** Sends `signal` to the part's process group; SIGTERM waits up to `graceMs`, then kills. Answers whether it ran. */
export async function stopProcess(
  layout: Layout,
  name: string,
  marker: string,
  signal: NodeJS.Signals,
  graceMs = 20_000,
): Promise<boolean> {
  const pid = runningPid(layout, name, marker);
  if (pid === undefined) {
    rmSync(pidFile(layout, name), { force: true });
    return false;
  }
  const send = (s: NodeJS.Signals) => {
    try {
      process.kill(-pid, s);
    } catch {
      // The group may be gone already; the pid itself then too.
    }
  };
  send(signal);
  const deadline = Date.now() + (signal === 'SIGKILL' ? 5_000 : graceMs);
  while (isAlive(pid, marker)) {
    if (Date.now() > deadline) {
      send('SIGKILL');
      if (Date.now() > deadline + 5_000) throw new Error(`${name} (pid ${pid}) does not stop`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  rmSync(pidFile(layout, name), { force: true });
  return true;
}

/** The last lines of a part's log, for an error message. */
export function logTail(layout: Layout, name: string, lines = 25): string {
  try {
    return readFileSync(logFile(layout, name), 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}
