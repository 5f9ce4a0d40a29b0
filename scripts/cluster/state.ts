// What the cluster keeps between runs: its secrets (made once, never printed) and the settings fixed
// when its Temporal schema was set up (the history shard count can never change afterwards).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { Layout } from './layout';

export interface ClusterSecrets {
  postgresPassword: string;
  jwtSecret: string;
  /** The secret the tenants' person keys come from (PERSON_KEY_SECRET): one for every process. */
  personKeySecret: string;
  /** The console's client secret (production refuses web_secret). */
  clientSecret: string;
  /** The demo accounts' password (corp1, launion1, federation ...). */
  demoPassword: string;
}

export interface ClusterSettings {
  historyShards: number;
}

const token = (bytes: number) => randomBytes(bytes).toString('base64url');

export function loadSecrets(layout: Layout): ClusterSecrets {
  if (existsSync(layout.secretsFile)) {
    const kept = JSON.parse(readFileSync(layout.secretsFile, 'utf8')) as Partial<ClusterSecrets>;
    if (kept.personKeySecret) return kept as ClusterSecrets;
    // A cluster made before the person keys: its secret made once now, and kept.
    const secrets = { ...kept, personKeySecret: token(48) } as ClusterSecrets;
    writeFileSync(layout.secretsFile, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
    return secrets;
  }
  mkdirSync(layout.dir, { recursive: true });
  const secrets: ClusterSecrets = {
    postgresPassword: token(18),
    jwtSecret: token(48),
    personKeySecret: token(48),
    clientSecret: token(18),
    demoPassword: `Cluster-${token(9)}1!`,
  };
  writeFileSync(layout.secretsFile, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  return secrets;
}

/**
 * The settings of this cluster: read back when it exists. CLUSTER_HISTORY_SHARDS (default 4) counts
 * only when the cluster is made; asking another number of an existing one is an error.
 */
export function loadSettings(layout: Layout, env: NodeJS.ProcessEnv = process.env): ClusterSettings {
  const wanted = env.CLUSTER_HISTORY_SHARDS ? Number(env.CLUSTER_HISTORY_SHARDS) : undefined;
  if (wanted !== undefined && (!Number.isInteger(wanted) || wanted < 1 || wanted > 16384)) {
    throw new Error(`CLUSTER_HISTORY_SHARDS must be a whole number from 1 to 16384, got "${env.CLUSTER_HISTORY_SHARDS}"`);
  }
  if (existsSync(layout.settingsFile)) {
    const settings = JSON.parse(readFileSync(layout.settingsFile, 'utf8')) as ClusterSettings;
    if (wanted !== undefined && wanted !== settings.historyShards) {
      throw new Error(
        `this cluster was made with ${settings.historyShards} history shards, which cannot change; ` +
          `\`purge\` it first (or use another CLUSTER_DIR and CLUSTER_PORT_BASE) for ${wanted}`,
      );
    }
    return settings;
  }
  mkdirSync(layout.dir, { recursive: true });
  const settings: ClusterSettings = { historyShards: wanted ?? 4 };
  writeFileSync(layout.settingsFile, `${JSON.stringify(settings, null, 2)}\n`);
  return settings;
}
