// The Temporal server's configuration (config/development.yaml, read by `temporal-server start`):
// PostgreSQL persistence (plugin postgres12) for history and visibility, a fixed number of history
// shards, the four services on loopback ports, and membership on loopback: each service process
// announces 127.0.0.1 and its ringpop port in the cluster_membership table, and the others join it there.
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot, TEMPORAL_SERVICES, type Layout } from './layout';

/** The dynamic configuration docker-compose.yml mounts too. */
const DYNAMIC_CONFIG = join(repoRoot, 'deploy', 'temporal', 'dynamicconfig.yaml');

export interface TemporalConfigInput {
  layout: Layout;
  password: string;
  /** Fixed when the schema is set up: a cluster's shard count can never change afterwards. */
  historyShards: number;
  metricsPort: number;
}

const quote = (s: string) => JSON.stringify(s); // a YAML double-quoted scalar

function datastore(layout: Layout, password: string, database: string, maxConns: number): string[] {
  return [
    `      sql:`,
    `        pluginName: postgres12`,
    `        databaseName: ${database}`,
    `        connectAddr: ${quote(`127.0.0.1:${layout.ports.postgres}`)}`,
    `        connectProtocol: tcp`,
    `        user: postgres`,
    `        password: ${quote(password)}`,
    `        maxConns: ${maxConns}`,
    `        maxIdleConns: ${maxConns}`,
    `        maxConnLifetime: 1h`,
  ];
}

/** The YAML text of the server's configuration. */
export function temporalConfigYaml({ layout, password, historyShards, metricsPort }: TemporalConfigInput): string {
  const services = TEMPORAL_SERVICES.flatMap((service) => {
    const ports = layout.ports.temporal[service];
    return [
      `  ${service}:`,
      `    rpc:`,
      `      grpcPort: ${ports.rpc}`,
      `      membershipPort: ${ports.membership}`,
      `      bindOnLocalHost: true`,
      ...(service === 'frontend' ? [`      httpPort: ${layout.ports.temporalHttp}`] : []),
    ];
  });
  const frontend = `127.0.0.1:${layout.ports.temporal.frontend.rpc}`;
  return [
    '# Written by scripts/cluster (temporal-config.ts) at every start; edit that file, not this one.',
    'log:',
    '  stdout: true',
    '  level: warn',
    'persistence:',
    '  defaultStore: default',
    '  visibilityStore: visibility',
    `  numHistoryShards: ${historyShards}`,
    '  datastores:',
    '    default:',
    ...datastore(layout, password, 'temporal', 20),
    '    visibility:',
    ...datastore(layout, password, 'temporal_visibility', 10),
    'global:',
    '  membership:',
    '    maxJoinDuration: 30s',
    '    broadcastAddress: 127.0.0.1',
    '  metrics:',
    '    prometheus:',
    '      framework: tally',
    '      timerType: histogram',
    `      listenAddress: ${quote(`127.0.0.1:${metricsPort}`)}`,
    'services:',
    ...services,
    'clusterMetadata:',
    '  enableGlobalNamespace: false',
    '  failoverVersionIncrement: 10',
    '  masterClusterName: active',
    '  currentClusterName: active',
    '  clusterInformation:',
    '    active:',
    '      enabled: true',
    '      initialFailoverVersion: 1',
    '      rpcName: frontend',
    `      rpcAddress: ${quote(frontend)}`,
    'dcRedirectionPolicy:',
    '  policy: noop',
    'dynamicConfigClient:',
    `  filepath: ${quote(DYNAMIC_CONFIG)}`,
    '  pollInterval: 10s',
    '',
  ].join('\n');
}

/** Writes the configuration of one server process into its own folder; answers that folder. */
export function writeTemporalConfig(input: TemporalConfigInput, processName: string): string {
  const dir = join(input.layout.temporalConfigDir, processName);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'development.yaml');
  // It holds the database password.
  writeFileSync(file, temporalConfigYaml(input), { mode: 0o600 });
  chmodSync(file, 0o600);
  return dir;
}
