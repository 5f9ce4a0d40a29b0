import { sql, type Kysely } from 'kysely';
import { modelOfChain, type FlowModelDef, type PinnedFlow } from '../../../catalogue';
import { PLATFORM_TENANT_ID as FEDERATION_TENANT, type Database } from '../../../db';

/**
 * The deployed version a module's new record starts on: a model made for the module itself (its key
 * is the module's) wins over the shared model of its chain; a suspended version starts nothing.
 * Of each key, the tenant's own newest active (neither suspended nor deleted) version wins over one
 * the federation shared to it. Null when neither is deployed. One statement: a record's first
 * command runs it.
 */
export async function deployedFlowFor(
  db: Kysely<Database>,
  tenantId: string,
  moduleKey: string,
  chainKey: string,
): Promise<PinnedFlow | null> {
  const row = await db
    .selectFrom('flow_model_version')
    .select(['id', 'model_key', 'version', 'graph'])
    .where('model_key', 'in', [moduleKey, chainKey])
    .where('suspended', '=', false)
    .where('deleted_time', 'is', null)
    .where((eb) =>
      eb.or([
        eb('tenant_id', '=', tenantId),
        eb.and([eb('tenant_id', '=', FEDERATION_TENANT), sql<boolean>`${tenantId} = any (tenant_ids)`]),
      ]),
    )
    .orderBy(sql`case when model_key = ${moduleKey} then 0 else 1 end`)
    .orderBy(sql`case when tenant_id = ${tenantId} then 0 else 1 end`)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { modelKey: row.model_key, versionId: String(row.id), version: row.version, graph: row.graph } : null;
}

/** The flow a new record pins: the deployed version, else the catalogue's chain as version 0. */
export async function flowToPin(db: Kysely<Database>, tenantId: string, moduleKey: string, chain: FlowModelDef): Promise<PinnedFlow> {
  return (
    (await deployedFlowFor(db, tenantId, moduleKey, chain.key)) ?? {
      modelKey: chain.key,
      versionId: '',
      version: 0,
      graph: modelOfChain(chain),
    }
  );
}
