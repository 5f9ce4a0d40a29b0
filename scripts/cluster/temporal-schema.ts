// Temporal's two databases and their schema: the same script as docker-compose.yml's `temporal-schema`
// job (deploy/temporal/setup-schema.sh), run with the temporal-sql-tool built here and the schema
// files of the server module in GOMODCACHE. It is idempotent, so every start runs it.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import pg from 'pg';
import { repoRoot, TEMPORAL_DATABASES, type Layout } from './layout';
import { postgresUrl } from './postgres';

export const SETUP_SCHEMA_SCRIPT = join(repoRoot, 'deploy', 'temporal', 'setup-schema.sh');

/** Creates `temporal` and `temporal_visibility` and brings their schema to the module's newest version. */
export function setUpTemporalSchema(layout: Layout, password: string, moduleDir: string, log: (m: string) => void): Promise<void> {
  const env = {
    PATH: `${layout.binDir}:${process.env.PATH}`,
    SQL_HOST: '127.0.0.1',
    SQL_PORT: String(layout.ports.postgres),
    SQL_USER: 'postgres',
    // The password goes by the environment, not on a command line others can read.
    SQL_PASSWORD: password,
    SCHEMA_DIR: join(moduleDir, 'schema'),
  };
  return new Promise((done, fail) => {
    execFile('sh', [SETUP_SCHEMA_SCRIPT], { env }, (error, stdout, stderr) => {
      if (error) fail(new Error(`deploy/temporal/setup-schema.sh failed: ${(stderr || stdout || error.message).trim()}`));
      else {
        for (const line of stdout.trim().split('\n')) log(line);
        done();
      }
    });
  });
}

/** The schema versions now in place, for `status`. */
export async function schemaVersions(layout: Layout, password: string): Promise<Record<string, string>> {
  const versions: Record<string, string> = {};
  for (const database of TEMPORAL_DATABASES) {
    const client = new pg.Client({ connectionString: postgresUrl(layout, password, database) });
    try {
      await client.connect();
      const row = await client.query<{ curr_version: string }>('select curr_version from schema_version limit 1');
      versions[database] = row.rows[0]?.curr_version ?? '?';
    } catch {
      versions[database] = 'unknown';
    } finally {
      await client.end().catch(() => {});
    }
  }
  return versions;
}
