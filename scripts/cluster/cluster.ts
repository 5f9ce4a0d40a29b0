// The local multi-process cluster as an object: `up` builds and starts everything (idempotent: what
// runs is left running), `down` stops it, and each part can be started, killed and restarted on its
// own, which is the face a chaos harness needs (tests/chaos parametrised by how to start and kill).
// Parts: postgres, temporal (or temporal-frontend/-history/-matching/-worker with CLUSTER_TEMPORAL=split),
// api1..N, worker1..N, proxy. docs/SCALING.md describes the topology; docs/DEPLOYMENT.md its use.
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { Connection } from '@temporalio/client';
import { msToTs } from '@temporalio/common';
import { clusterLayout, partNames, PORTAL_DATABASE, repoRoot, temporalParts, TEMPORAL_SERVER_VERSION, type Layout } from './layout';
import { apiSpec, commandLine, markerOf, portalEnv, workerSpec } from './portal-parts';
import { ensureDatabases, initPostgres, postgresPid, postgresUrl, startPostgres, stopPostgres } from './postgres';
import { logFile, logTail, runningPid, startDetached, stopProcess, type ProcessSpec } from './processes';
import { loadSecrets, loadSettings, type ClusterSecrets } from './state';
import { ensureServerBuilt } from './server-build';
import { ensureTemporalBuilt, serverBinary, serverModuleDir } from './temporal-build';
import { writeTemporalConfig } from './temporal-config';
import { schemaVersions, setUpTemporalSchema } from './temporal-schema';
import { waitFor } from './tools';

/** Where a caller (the smoke check, a load generator, a chaos harness) reaches the cluster. */
export interface ClusterAddresses {
  /** The round-robin proxy: the portal's one address. */
  portal: string;
  apis: string[];
  temporal: string;
  namespace: string;
  taskQueue: string;
  /** The portal's database, with the superuser's password (the chaos check reads the event store). */
  databaseUrl: string;
  temporalMetrics: string[];
  logs: string;
}

export interface PartStatus {
  part: string;
  pid: number | null;
  running: boolean;
  address: string | null;
  log: string;
}

type Kind = 'postgres' | 'temporal' | 'api' | 'worker' | 'proxy';

const READY_MS = 180_000;
const PROXY_ENTRY = 'scripts/cluster/proxy.ts';

export class Cluster {
  readonly layout: Layout;
  private secretsCache: ClusterSecrets | undefined;

  constructor(
    env: NodeJS.ProcessEnv = process.env,
    private readonly log: (message: string) => void = (m) => console.log(`[cluster] ${m}`),
  ) {
    this.layout = clusterLayout(env);
  }

  get secrets(): ClusterSecrets {
    this.secretsCache ??= loadSecrets(this.layout);
    return this.secretsCache;
  }

  parts(): string[] {
    return partNames(this.layout);
  }

  addresses(): ClusterAddresses {
    const { ports } = this.layout;
    return {
      portal: `http://127.0.0.1:${ports.proxy}`,
      apis: ports.apis.map((p) => `http://127.0.0.1:${p}`),
      temporal: `127.0.0.1:${ports.temporal.frontend.rpc}`,
      namespace: this.layout.namespace,
      taskQueue: this.layout.taskQueue,
      databaseUrl: postgresUrl(this.layout, this.secrets.postgresPassword, PORTAL_DATABASE),
      temporalMetrics: temporalParts(this.layout).map((p) => `http://127.0.0.1:${p.metricsPort}/metrics`),
      logs: this.layout.logDir,
    };
  }

  /** Builds what is missing, sets up the databases and starts every part that does not run; answers the addresses. */
  async up(): Promise<ClusterAddresses> {
    await ensureTemporalBuilt(this.layout, this.log);
    await ensureServerBuilt(this.log);
    for (const part of this.parts()) await this.start(part);
    this.log(`up: the portal at ${this.addresses().portal} (APIs ${this.addresses().apis.join(', ')})`);
    return this.addresses();
  }

  /** Stops every part, the last started first, each with SIGTERM (a graceful stop). */
  async down(): Promise<void> {
    for (const part of [...this.parts()].reverse()) {
      if (await this.kill(part, 'SIGTERM')) this.log(`stopped ${part}`);
    }
  }

  /** Stops everything and deletes the cluster's data (keeps the built programs in bin/). */
  async purge(): Promise<void> {
    await this.down();
    if (!existsSync(this.layout.dir)) return;
    for (const entry of readdirSync(this.layout.dir)) {
      if (entry !== 'bin') rmSync(join(this.layout.dir, entry), { recursive: true, force: true });
    }
    this.log(`purged ${this.layout.dir} (kept bin/)`);
  }

  async status(): Promise<{ parts: PartStatus[]; historyShards: number; temporalServer: string; schema: Record<string, string> }> {
    const parts = this.parts().map((part) => {
      const pid = this.pid(part) ?? null;
      return { part, pid, running: pid !== null, address: this.address(part), log: logFile(this.layout, part) };
    });
    const schema = postgresPid(this.layout) ? await schemaVersions(this.layout, this.secrets.postgresPassword) : {};
    return { parts, historyShards: loadSettings(this.layout).historyShards, temporalServer: TEMPORAL_SERVER_VERSION, schema };
  }

  /** Starts one part (and what it needs first on a fresh cluster) unless it runs; waits until it is ready. */
  async start(part: string): Promise<void> {
    const kind = this.kindOf(part);
    if (this.pid(part) !== undefined) return;
    this.log(`starting ${part} ...`);
    switch (kind) {
      case 'postgres':
        await initPostgres(this.layout, this.secrets.postgresPassword);
        await startPostgres(this.layout);
        await ensureDatabases(this.layout, this.secrets.postgresPassword, [PORTAL_DATABASE]);
        await setUpTemporalSchema(this.layout, this.secrets.postgresPassword, await serverModuleDir(), this.log);
        break;
      case 'temporal':
        await this.startTemporal(part);
        break;
      case 'api':
        await this.migrateOnce();
        await this.spawn(apiSpec(this.layout, this.secrets, this.indexOf(part)), markerOf(commandLine('api')));
        await this.waitHttp(part, `${this.address(part)}/api/health`);
        break;
      case 'worker': {
        const pid = await this.spawn(workerSpec(this.layout, this.secrets, this.indexOf(part)), markerOf(commandLine('worker')));
        await waitFor(
          `${part} polling ${this.layout.taskQueue}`,
          () => this.polls(pid),
          READY_MS,
          () => logTail(this.layout, part),
          () => this.pid(part) !== undefined,
        );
        break;
      }
      case 'proxy':
        await this.spawn(
          {
            name: 'proxy',
            command: process.execPath,
            args: ['--import', 'tsx', PROXY_ENTRY],
            cwd: repoRoot,
            env: {
              PATH: process.env.PATH,
              PROXY_PORT: String(this.layout.ports.proxy),
              PROXY_BACKENDS: this.layout.ports.apis.map((p) => `127.0.0.1:${p}`).join(','),
            },
          },
          PROXY_ENTRY,
        );
        await this.waitHttp(part, `${this.address(part)}/__proxy/backends`);
        break;
    }
    this.log(`${part} runs (pid ${this.pid(part)})`);
  }

  /** Sends `signal` (SIGKILL by default: a crash) to one part and waits until it is gone; answers whether it ran. */
  async kill(part: string, signal: NodeJS.Signals = 'SIGKILL'): Promise<boolean> {
    const kind = this.kindOf(part);
    if (kind === 'postgres') return stopPostgres(this.layout, signal);
    return stopProcess(this.layout, part, this.marker(part), signal);
  }

  /** kill (SIGKILL unless told) then start: what a supervisor does after a crash. */
  async restart(part: string, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    await this.kill(part, signal);
    await this.start(part);
  }

  pid(part: string): number | undefined {
    if (this.kindOf(part) === 'postgres') return postgresPid(this.layout);
    return runningPid(this.layout, part, this.marker(part));
  }

  private kindOf(part: string): Kind {
    if (!this.parts().includes(part)) throw new Error(`unknown part "${part}"; the parts are ${this.parts().join(', ')}`);
    if (part === 'postgres' || part === 'proxy') return part;
    if (part.startsWith('temporal')) return 'temporal';
    return part.startsWith('api') ? 'api' : 'worker';
  }

  private indexOf(part: string): number {
    return Number(part.replace(/^\D+/, '')) - 1;
  }

  private marker(part: string): string {
    const kind = this.kindOf(part);
    if (kind === 'temporal') return 'temporal-server';
    if (kind === 'proxy') return PROXY_ENTRY;
    return markerOf(commandLine(kind === 'api' ? 'api' : 'worker'));
  }

  private address(part: string): string | null {
    const { ports } = this.layout;
    const kind = this.kindOf(part);
    if (kind === 'postgres') return `127.0.0.1:${ports.postgres}`;
    if (kind === 'temporal') {
      const services = temporalParts(this.layout).find((p) => p.name === part)!.services;
      return services.map((s) => `${s} 127.0.0.1:${ports.temporal[s].rpc}`).join(', ');
    }
    if (kind === 'api') return `http://127.0.0.1:${ports.apis[this.indexOf(part)]}`;
    if (kind === 'proxy') return `http://127.0.0.1:${ports.proxy}`;
    return null;
  }

  /** Starts a part's process and waits until it runs its program (exec done), so its pid can be checked. */
  private async spawn(spec: ProcessSpec, marker: string): Promise<number> {
    const pid = startDetached(this.layout, spec);
    await waitFor(
      `${spec.name} starting`,
      async () => runningPid(this.layout, spec.name, marker) === pid,
      10_000,
      () => logTail(this.layout, spec.name),
    );
    return pid;
  }

  private async startTemporal(part: string): Promise<void> {
    const spec = temporalParts(this.layout).find((p) => p.name === part)!;
    const configDir = writeTemporalConfig(
      {
        layout: this.layout,
        password: this.secrets.postgresPassword,
        historyShards: loadSettings(this.layout).historyShards,
        metricsPort: spec.metricsPort,
      },
      part,
    );
    await this.spawn(
      {
        name: part,
        command: serverBinary(this.layout),
        args: [
          '--root',
          '/',
          '--config',
          configDir,
          '--env',
          'development',
          '--allow-no-auth',
          'start',
          ...spec.services.flatMap((s) => ['--service', s]),
        ],
        cwd: this.layout.dir,
        env: { PATH: process.env.PATH, HOME: process.env.HOME },
      },
      'temporal-server',
    );
    // A split server answers once its frontend runs; the other processes join the ring on their own.
    if (!spec.services.includes('frontend')) return;
    const address = this.addresses().temporal;
    await waitFor(
      `Temporal at ${address}`,
      () => this.temporalServing(),
      READY_MS,
      () => logTail(this.layout, part),
      () => this.pid(part) !== undefined,
    );
    await this.registerNamespace();
  }

  private async connect<T>(use: (c: Connection) => Promise<T>): Promise<T> {
    const connection = await Connection.connect({ address: this.addresses().temporal, connectTimeout: 3_000 });
    try {
      return await use(connection);
    } finally {
      await connection.close();
    }
  }

  private temporalServing(): Promise<boolean> {
    return this.connect(async (c) => (await c.healthService.check({})).status === 1);
  }

  /** The portal's namespace, once (7 days' retention of closed flows); then waits until the front end knows it. */
  private async registerNamespace(): Promise<void> {
    const namespace = this.layout.namespace;
    await this.connect(async (c) => {
      try {
        await c.workflowService.registerNamespace({ namespace, workflowExecutionRetentionPeriod: msToTs('7 days') });
        this.log(`registered namespace ${namespace}`);
      } catch (error) {
        if ((error as { code?: number }).code !== 6) throw error; // ALREADY_EXISTS
      }
    });
    await waitFor(
      `namespace ${namespace}`,
      () => this.connect(async (c) => !!(await c.workflowService.describeNamespace({ namespace }))),
      60_000,
    );
  }

  /** True when a worker with this pid polls the portal's task queue (the SDK's identity is pid@host). */
  private polls(pid: number): Promise<boolean> {
    return this.connect(async (c) => {
      const answer = await c.workflowService.describeTaskQueue({
        namespace: this.layout.namespace,
        taskQueue: { name: this.layout.taskQueue },
        taskQueueType: 1, // workflow tasks
      });
      return (answer.pollers ?? []).some((p) => p.identity === `${pid}@${hostname()}`);
    });
  }

  private async waitHttp(part: string, url: string): Promise<void> {
    await waitFor(
      `${part} answering ${url}`,
      async () => (await fetch(url, { signal: AbortSignal.timeout(3_000) })).ok,
      READY_MS,
      () => logTail(this.layout, part),
      () => this.pid(part) !== undefined,
    );
  }

  /**
   * The portal's migration and seed before an API starts where none runs (idempotent, seconds): on a
   * fresh database two APIs must not race to seed it. An API restarted beside a running one skips it
   * (its own start migrates and seeds again anyway), so it is back sooner.
   */
  private migrated = false;
  private async migrateOnce(): Promise<void> {
    if (this.migrated || this.parts().some((p) => this.kindOf(p) === 'api' && this.pid(p) !== undefined)) return;
    const [command, ...args] = commandLine('migrate');
    await new Promise<void>((done, fail) => {
      execFile(command!, args, { cwd: repoRoot, env: portalEnv(this.layout, this.secrets) }, (error, stdout, stderr) => {
        if (error) fail(new Error(`the portal's migration failed: ${stderr || stdout || error.message}`));
        else done();
      });
    });
    this.migrated = true;
    this.log('portal database migrated and seeded');
  }
}
