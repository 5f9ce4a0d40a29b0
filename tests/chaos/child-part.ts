// A part of the system run as a child process of the chaos run: started with its log in a file,
// ready when its probe says so, killed with its whole process tree. Like a service manager
// (systemd's Restart=always), it starts the process again when it exits on its own, and says so.
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, fstatSync, openSync, readFileSync } from 'node:fs';
import { killTree, processTree, signal } from './process-tree';
import type { ChaosPart } from './topology';

/** What happened to a part, as the run's timeline records it. */
export type PartEvent = 'started' | 'killed' | 'exited on its own' | 'restarted by its supervisor';

export type Timeline = (part: string, event: PartEvent, detail?: string) => void;

export interface ChildSpec {
  name: string;
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  /** The OS user to run as (PostgreSQL refuses root). */
  uid?: number;
  gid?: number;
  /** Where its standard output and error go (appended across restarts). */
  logFile: string;
  /** True once it serves (a connection, an HTTP answer, a line its log wrote since this start). */
  ready(since: { log(): string }): Promise<boolean>;
  /** How long a start may take. Default 180 s (a busy 2-core machine). */
  readyTimeoutMs?: number;
  /** Start it again this long after it exited on its own; undefined: leave it down. */
  restartAfterMs?: number;
  timeline?: Timeline;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The children alive now: should the run itself die, none is left behind (they lead process groups of their own). */
const living = new Set<number>();
process.once('exit', () => {
  for (const pid of living) for (const p of processTree(pid)) signal(p, 'SIGKILL');
});

export class ChildPart implements ChaosPart {
  readonly name: string;
  private child: ChildProcess | undefined;
  /** Set while a kill or stop of ours is under way, so the exit it causes is not taken for a crash. */
  private expectingExit = false;
  private stopped = false;
  private starting: Promise<void> | undefined;

  constructor(private readonly spec: ChildSpec) {
    this.name = spec.name;
  }

  start(): Promise<void> {
    this.starting ??= this.launch().finally(() => (this.starting = undefined));
    return this.starting;
  }

  private async launch(): Promise<void> {
    if (this.child && this.child.exitCode === null && this.child.signalCode === null) return;
    const { spec } = this;
    const log = openSync(spec.logFile, 'a');
    const offset = fstatSync(log).size;
    const since = { log: () => this.logBytes().subarray(offset).toString('utf8') };
    const child = spawn(spec.command, spec.args, {
      cwd: spec.cwd,
      env: spec.env ?? process.env,
      ...(spec.uid !== undefined ? { uid: spec.uid, gid: spec.gid } : {}),
      stdio: ['ignore', log, log],
      // Its own process group: a Ctrl+C of the run's terminal is the run's to handle.
      detached: true,
    });
    closeSync(log);
    if (child.pid) living.add(child.pid);
    this.child = child;
    this.expectingExit = false;
    let exited = false;
    let serving = false;
    child.once('exit', (code, sig) => {
      exited = true;
      if (child.pid) living.delete(child.pid);
      // An exit while starting is the start's failure (below); one of ours is no crash.
      if (!serving || this.child !== child || this.expectingExit || this.stopped) return;
      this.spec.timeline?.(this.name, 'exited on its own', `code ${code ?? ''}${sig ?? ''}`);
      this.child = undefined;
      if (spec.restartAfterMs !== undefined) void this.restartLater(spec.restartAfterMs);
    });
    const deadline = Date.now() + (spec.readyTimeoutMs ?? 180_000);
    while (!(await spec.ready(since).catch(() => false))) {
      if (exited) throw new Error(`${this.name} exited while starting:\n${this.logTail()}`);
      if (Date.now() > deadline) {
        await this.kill();
        throw new Error(`${this.name} did not become ready in time:\n${this.logTail()}`);
      }
      await sleep(250);
    }
    serving = true;
    spec.timeline?.(this.name, 'started', `pid ${child.pid}`);
  }

  /** As a service manager does: again and again, a moment apart, until it serves (or the run stops it). */
  private async restartLater(ms: number): Promise<void> {
    for (;;) {
      await sleep(ms);
      if (this.stopped || this.child) return;
      this.spec.timeline?.(this.name, 'restarted by its supervisor');
      try {
        await this.start();
        return;
      } catch (error) {
        this.spec.timeline?.(this.name, 'exited on its own', String(error).split('\n')[0]);
      }
    }
  }

  async kill(): Promise<void> {
    const child = this.child;
    if (!child?.pid) return;
    this.expectingExit = true;
    const exited = new Promise<void>((done) =>
      child.exitCode !== null || child.signalCode !== null ? done() : child.once('exit', () => done()),
    );
    await killTree(child.pid);
    await exited;
    this.child = undefined;
    if (!this.stopped) this.spec.timeline?.(this.name, 'killed');
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.starting?.catch(() => {});
    await this.kill();
  }

  logTail(lines = 30): string {
    return this.logBytes().toString('utf8').split('\n').slice(-lines).join('\n');
  }

  private logBytes(): Buffer {
    try {
      return readFileSync(this.spec.logFile);
    } catch {
      return Buffer.alloc(0);
    }
  }
}
