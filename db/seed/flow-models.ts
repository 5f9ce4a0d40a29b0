import type { Kysely } from 'kysely';
import { modelOfChain, modules, type FlowModelDef } from '../../catalogue';
import type { Database } from '../database';
import { newId } from '../ids';

/**
 * Every review chain the catalogue's modules (and their child records) use, by key: the chains of
 * catalogue/flow/ and any a module defines itself. Each becomes a seeded model.
 */
export function catalogueChains(): Map<string, FlowModelDef> {
  const chains = new Map<string, FlowModelDef>();
  for (const m of Object.values(modules)) {
    for (const chain of [m.flowModel, m.children?.flowModel]) if (chain && !chains.has(chain.key)) chains.set(chain.key, chain);
  }
  return chains;
}

/**
 * Each catalogue chain as a model and its deployed version 1 (source `seed`) in every tenant (or in
 * `only`: a tenant being created), so a deployment exists to follow, export and change from the
 * start. Idempotent, and only on the first seed of a key in a tenant: a model or version an
 * administrator removed later is not brought back.
 */
export async function seedFlowModels(db: Kysely<Database>, only?: readonly string[]): Promise<void> {
  const tenants = only ?? (await db.selectFrom('tenant').select('tenant_id').orderBy('tenant_id').execute()).map((t) => t.tenant_id);
  const chains = [...catalogueChains().values()];
  const seen = async (table: 'flow_model' | 'flow_model_version') =>
    new Set((await db.selectFrom(table).select(['tenant_id', 'model_key']).execute()).map((r) => `${r.tenant_id}:${r.model_key}`));
  const models = await seen('flow_model');
  const versions = await seen('flow_model_version');
  const modelRows = [];
  const versionRows = [];
  for (const tenantId of tenants) {
    for (const chain of chains) {
      const graph = JSON.stringify(modelOfChain(chain));
      const base = { tenant_id: tenantId, model_key: chain.key, name: chain.name.zh, category: chain.key, graph };
      if (!models.has(`${tenantId}:${chain.key}`)) modelRows.push({ id: newId(), ...base });
      if (!versions.has(`${tenantId}:${chain.key}`)) versionRows.push({ id: newId(), ...base, version: 1, source: 'seed' as const });
    }
  }
  // A concurrent seed may have won: the unique keys make its rows the ones that stay.
  if (modelRows.length)
    await db
      .insertInto('flow_model')
      .values(modelRows)
      .onConflict((oc) => oc.doNothing())
      .execute();
  if (versionRows.length)
    await db
      .insertInto('flow_model_version')
      .values(versionRows)
      .onConflict((oc) => oc.doNothing())
      .execute();
}
