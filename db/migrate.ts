import { Migrator, type Kysely, type MigrationProvider } from 'kysely';
import type { Database } from './database';
import { migrations } from './migrations';
import { ALL_TENANTS, withTenant } from './tenancy/tenant-scope';

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Runs every migration not yet applied; throws with the failing migration's error. */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await withTenant(ALL_TENANTS, () => migrator.migrateToLatest());
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}
