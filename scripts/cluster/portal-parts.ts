// How each portal process of the cluster is started: its command line (one place to change when the
// entry points move, e.g. to built JavaScript) and the environment services/platform/config reads.
import type { Layout } from './layout';
import { PORTAL_DATABASE } from './layout';
import { postgresUrl } from './postgres';
import type { ProcessSpec } from './processes';
import type { ClusterSecrets } from './state';
import { repoRoot } from './layout';
import { PRODUCTION_MEMORY_ENV } from '../../services/platform/entry-points/memory-defaults';

/**
 * The entry points built (`npm run build:server`; `up` builds them when a source is newer), as
 * production and docker-compose.yml run them; CLUSTER_API_COMMAND / CLUSTER_WORKER_COMMAND choose
 * another command (the sources: `node --import tsx services/platform/entry-points/api.ts`).
 * The migration step is a script of the cluster's own, run from its source.
 */
export const DEFAULT_COMMANDS = {
  api: 'node dist/server/api.js',
  worker: 'node dist/server/worker.js',
  migrate: 'node --import tsx scripts/cluster/migrate.ts',
} as const;

export type PortalRole = keyof typeof DEFAULT_COMMANDS;

export function commandLine(role: PortalRole, env: NodeJS.ProcessEnv = process.env): string[] {
  const custom = role === 'api' ? env.CLUSTER_API_COMMAND : role === 'worker' ? env.CLUSTER_WORKER_COMMAND : undefined;
  return (custom || DEFAULT_COMMANDS[role]).trim().split(/\s+/);
}

/** What tells our process apart in /proc: its command line's last word (the entry file). */
export const markerOf = (command: string[]) => command[command.length - 1]!;

/** The portal's environment in the cluster: production with its memory settings, one database, one namespace, shared secrets and files. */
export function portalEnv(layout: Layout, secrets: ClusterSecrets, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    ...PRODUCTION_MEMORY_ENV,
    NODE_ENV: 'production',
    DATABASE_URL: postgresUrl(layout, secrets.postgresPassword, PORTAL_DATABASE),
    TEMPORAL_ADDRESS: `127.0.0.1:${layout.ports.temporal.frontend.rpc}`,
    TEMPORAL_NAMESPACE: layout.namespace,
    TEMPORAL_TASK_QUEUE: layout.taskQueue,
    // Every API process signs and checks tokens with the same key: a login on one is good on the other.
    JWT_SECRET: secrets.jwtSecret,
    // The registers of people match a person by the same key in every process.
    PERSON_KEY_SECRET: secrets.personKeySecret,
    CLIENT_SECRET: secrets.clientSecret,
    SEED_DEMO: 'true',
    DEMO_PASSWORD: secrets.demoPassword,
    // Local-disk object storage, shared by the processes as a volume would be.
    DATA_DIR: layout.portalDataDir,
    // The proxy on the loopback sets X-Forwarded-For.
    TRUST_PROXY: '127.0.0.1',
    // The load generator logs its 200 reviewers in from one address.
    TOKEN_RATE_LIMIT: process.env.CLUSTER_TOKEN_RATE_LIMIT || '100000',
    ...extra,
  };
}

export function apiSpec(layout: Layout, secrets: ClusterSecrets, index: number): ProcessSpec {
  const [command, ...args] = commandLine('api');
  return {
    name: `api${index + 1}`,
    command: command!,
    args,
    cwd: repoRoot,
    env: portalEnv(layout, secrets, { PORT: String(layout.ports.apis[index]) }),
  };
}

export function workerSpec(layout: Layout, secrets: ClusterSecrets, index: number): ProcessSpec {
  const [command, ...args] = commandLine('worker');
  return { name: `worker${index + 1}`, command: command!, args, cwd: repoRoot, env: portalEnv(layout, secrets) };
}
