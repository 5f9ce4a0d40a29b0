// Where the local cluster keeps its state and which loopback ports its parts take: one place, so the
// processes, the Temporal config, the smoke check and `addresses` agree. Everything follows from
// CLUSTER_DIR and CLUSTER_PORT_BASE, so a second cluster (another data folder and base) can run beside it.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** The Temporal server this cluster builds: the one the CLI v1.5.1 embeds, served by the Go module proxy. */
export const TEMPORAL_SERVER_VERSION = 'v1.29.1';
export const TEMPORAL_SERVER_MODULE = 'go.temporal.io/server';

export const PORTAL_DATABASE = 'union_portal';
export const TEMPORAL_DATABASES = ['temporal', 'temporal_visibility'] as const;

/** The four Temporal services; `rpc` their gRPC port, `membership` their ringpop port. */
export const TEMPORAL_SERVICES = ['frontend', 'history', 'matching', 'worker'] as const;
export type TemporalService = (typeof TEMPORAL_SERVICES)[number];

export interface Layout {
  dir: string;
  binDir: string;
  pgDir: string;
  temporalConfigDir: string;
  logDir: string;
  runDir: string;
  /** DATA_DIR of every portal process: they share the object files (local-disk storage) as they share the database. */
  portalDataDir: string;
  secretsFile: string;
  settingsFile: string;
  ports: {
    /** CLUSTER_PORT_BASE: the parts take base .. base+49. */
    base: number;
    postgres: number;
    temporal: Record<TemporalService, { rpc: number; membership: number }>;
    temporalHttp: number;
    temporalMetrics: number;
    apis: number[];
    proxy: number;
  };
  apiCount: number;
  workerCount: number;
  namespace: string;
  taskQueue: string;
  /** `one`: the four Temporal services in one process (part `temporal`); `split`: a process each (`temporal-frontend` ...). */
  temporalMode: 'one' | 'split';
}

function positive(env: NodeJS.ProcessEnv, name: string, fallback: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > max) throw new Error(`${name} must be a whole number from 1 to ${max}, got "${raw}"`);
  return n;
}

/**
 * The cluster's layout from the environment: CLUSTER_DIR (default .data/cluster), CLUSTER_PORT_BASE
 * (default 17300; the parts take base .. base+49), CLUSTER_APIS and CLUSTER_WORKERS (default 2 each),
 * CLUSTER_TEMPORAL (one or split), CLUSTER_NAMESPACE (default union-portal), CLUSTER_BIN_DIR (default <dir>/bin).
 */
export function clusterLayout(env: NodeJS.ProcessEnv = process.env): Layout {
  const dir = resolve(env.CLUSTER_DIR || resolve(repoRoot, '.data', 'cluster'));
  const base = positive(env, 'CLUSTER_PORT_BASE', 17300, 65400);
  const apiCount = positive(env, 'CLUSTER_APIS', 2, 9);
  const workerCount = positive(env, 'CLUSTER_WORKERS', 2, 9);
  const temporalMode = env.CLUSTER_TEMPORAL || 'one';
  if (temporalMode !== 'one' && temporalMode !== 'split') throw new Error(`CLUSTER_TEMPORAL must be one or split, got "${temporalMode}"`);
  const temporal = Object.fromEntries(
    TEMPORAL_SERVICES.map((service, i) => [service, { rpc: base + 10 + 2 * i, membership: base + 11 + 2 * i }]),
  ) as Layout['ports']['temporal'];
  return {
    dir,
    // Another cluster may share the built server: CLUSTER_BIN_DIR.
    binDir: resolve(env.CLUSTER_BIN_DIR || resolve(dir, 'bin')),
    pgDir: resolve(dir, 'pg'),
    temporalConfigDir: resolve(dir, 'temporal', 'config'),
    logDir: resolve(dir, 'logs'),
    runDir: resolve(dir, 'run'),
    portalDataDir: resolve(dir, 'portal-data'),
    secretsFile: resolve(dir, 'secrets.json'),
    settingsFile: resolve(dir, 'settings.json'),
    ports: {
      base,
      postgres: base,
      temporal,
      temporalHttp: base + 18,
      temporalMetrics: base + 19,
      apis: Array.from({ length: apiCount }, (_, i) => base + 20 + i),
      proxy: base + 30,
    },
    apiCount,
    workerCount,
    namespace: env.CLUSTER_NAMESPACE || 'union-portal',
    taskQueue: 'union-portal',
    temporalMode,
  };
}

/** The Temporal server's processes: one, or one per service. */
export function temporalParts(layout: Layout): { name: string; services: readonly TemporalService[]; metricsPort: number }[] {
  if (layout.temporalMode === 'one') return [{ name: 'temporal', services: TEMPORAL_SERVICES, metricsPort: layout.ports.temporalMetrics }];
  // Each process serves its Prometheus metrics on a port of its own: base+40 ...
  return TEMPORAL_SERVICES.map((service, i) => ({
    name: `temporal-${service}`,
    services: [service],
    metricsPort: layout.ports.base + 40 + i,
  }));
}

/** The parts a caller may start, kill and restart one by one, in starting order. */
export function partNames(layout: Layout): string[] {
  return [
    'postgres',
    ...temporalParts(layout).map((p) => p.name),
    ...layout.ports.apis.map((_, i) => `api${i + 1}`),
    ...Array.from({ length: layout.workerCount }, (_, i) => `worker${i + 1}`),
    'proxy',
  ];
}
