import type { Migration } from 'kysely';
import * as createCoreTables from './20261121T2100-create-core-tables';
import * as createFlowTables from './20261121T2110-create-flow-tables';

/** Every migration, by name; the names sort in the order they run. Frozen once released. */
export const migrations: Record<string, Migration> = {
  '20261121T2100-create-core-tables': createCoreTables,
  '20261121T2110-create-flow-tables': createFlowTables,
};
