// The local cluster's configuration (scripts/cluster), checked without starting it: the Temporal
// server's YAML keeps everything on PostgreSQL and the loopback, no two parts share a port, the shard
// count of a made cluster cannot change, and what the portal processes are given is what
// services/platform/config reads and loads in production.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { clusterLayout, partNames, temporalParts, TEMPORAL_SERVICES, type Layout } from '../../scripts/cluster/layout';
import { PRODUCTION_MEMORY_ENV } from '../../services/platform/entry-points/memory-defaults';
import { commandLine, portalEnv } from '../../scripts/cluster/portal-parts';
import { loadSettings, type ClusterSecrets } from '../../scripts/cluster/state';
import { temporalConfigYaml } from '../../scripts/cluster/temporal-config';
import { loadConfigApart, namesTheAppIgnores } from '../support/config-reads';

const secrets: ClusterSecrets = {
  postgresPassword: 'a"quoted:password',
  jwtSecret: 'a-signing-secret-of-at-least-thirty-two-chars',
  personKeySecret: 'a-person-key-secret-of-at-least-thirty-two-chars',
  clientSecret: 'a-console-secret-16+',
  demoPassword: 'Cluster-demo-password-1!',
};

const layoutOf = (env: Record<string, string> = {}) => clusterLayout({ CLUSTER_DIR: mkdtempSync(join(tmpdir(), 'cluster-')), ...env });

/** Every port a layout's parts listen on, with who takes it. */
function ports(layout: Layout): [string, number][] {
  return [
    ['postgres', layout.ports.postgres],
    ...TEMPORAL_SERVICES.flatMap((s): [string, number][] => [
      [`${s} rpc`, layout.ports.temporal[s].rpc],
      [`${s} membership`, layout.ports.temporal[s].membership],
    ]),
    ['temporal http', layout.ports.temporalHttp],
    ...temporalParts(layout).map((p): [string, number] => [`${p.name} metrics`, p.metricsPort]),
    ...layout.ports.apis.map((p, i): [string, number] => [`api${i + 1}`, p]),
    ['proxy', layout.ports.proxy],
  ];
}

describe('the local cluster’s configuration', () => {
  it('gives the Temporal server PostgreSQL for history and visibility, the shards asked, and loopback ports', () => {
    const layout = layoutOf();
    const config = parse(temporalConfigYaml({ layout, password: secrets.postgresPassword, historyShards: 16, metricsPort: 17319 }));
    expect(config.persistence.numHistoryShards).toBe(16);
    for (const [store, database] of [
      ['default', 'temporal'],
      ['visibility', 'temporal_visibility'],
    ] as const) {
      expect(config.persistence.datastores[store].sql).toMatchObject({
        pluginName: 'postgres12',
        databaseName: database,
        connectAddr: `127.0.0.1:${layout.ports.postgres}`,
        password: secrets.postgresPassword,
      });
    }
    expect(config.global.membership.broadcastAddress).toBe('127.0.0.1');
    for (const service of TEMPORAL_SERVICES) {
      expect(config.services[service].rpc).toMatchObject({
        grpcPort: layout.ports.temporal[service].rpc,
        membershipPort: layout.ports.temporal[service].membership,
        bindOnLocalHost: true,
      });
    }
    expect(config.clusterMetadata.clusterInformation.active.rpcAddress).toBe(`127.0.0.1:${layout.ports.temporal.frontend.rpc}`);
  });

  it('gives no two parts the same port, in one process or split, with more replicas', () => {
    const variants: Record<string, string>[] = [
      {},
      { CLUSTER_TEMPORAL: 'split' },
      { CLUSTER_APIS: '9', CLUSTER_TEMPORAL: 'split', CLUSTER_PORT_BASE: '20000' },
    ];
    for (const env of variants) {
      const taken = ports(layoutOf(env)).map(([, port]) => port);
      expect(new Set(taken).size, JSON.stringify(env)).toBe(taken.length);
      const base = Number(env.CLUSTER_PORT_BASE ?? 17300);
      for (const port of taken) expect(port - base).toBeLessThan(50);
    }
  });

  it('names one part per process, a Temporal part per service when split', () => {
    expect(partNames(layoutOf())).toEqual(['postgres', 'temporal', 'api1', 'api2', 'worker1', 'worker2', 'proxy']);
    expect(partNames(layoutOf({ CLUSTER_TEMPORAL: 'split', CLUSTER_WORKERS: '3' })).filter((p) => /temporal|worker/.test(p))).toEqual([
      'temporal-frontend',
      'temporal-history',
      'temporal-matching',
      'temporal-worker',
      'worker1',
      'worker2',
      'worker3',
    ]);
  });

  it('keeps the history shard count a cluster was made with', () => {
    const layout = layoutOf();
    expect(loadSettings(layout, { CLUSTER_HISTORY_SHARDS: '8' }).historyShards).toBe(8);
    expect(loadSettings(layout, {}).historyShards).toBe(8);
    expect(() => loadSettings(layout, { CLUSTER_HISTORY_SHARDS: '16' })).toThrow(/made with 8 history shards/);
  });

  it('gives the portal processes only variables the app reads, and a production configuration that loads', () => {
    const layout = layoutOf();
    const env = portalEnv(layout, secrets, { PORT: String(layout.ports.apis[0]) }) as Record<string, string>;
    // PATH, HOME and the memory settings are the process's own (the shell, node, malloc), not the app's configuration.
    const processOwn = ['PATH', 'HOME', ...Object.keys(PRODUCTION_MEMORY_ENV)];
    expect(namesTheAppIgnores(env).filter((name) => !processOwn.includes(name))).toEqual([]);
    const config = loadConfigApart(env);
    expect(config).toMatchObject({
      production: true,
      temporalAddress: `127.0.0.1:${layout.ports.temporal.frontend.rpc}`,
      temporalNamespace: layout.namespace,
      taskQueue: layout.taskQueue,
      port: layout.ports.apis[0],
      dataDir: layout.portalDataDir,
    });
    expect(new URL(config.databaseUrl!).port).toBe(String(layout.ports.postgres));
  });

  it('runs the API and the worker as production does: built JavaScript with the production memory settings', () => {
    expect([commandLine('api', {}), commandLine('worker', {})]).toEqual([
      ['node', 'dist/server/api.js'],
      ['node', 'dist/server/worker.js'],
    ]);
    expect(portalEnv(layoutOf(), secrets)).toMatchObject(PRODUCTION_MEMORY_ENV);
  });
});
