import { sql, type RawBuilder } from 'kysely';
import { modules } from '../../../catalogue';
import type { FlowModelVersionRow } from '../../../db';

/** What the running-record queries need of a version. */
export type VersionRef = Pick<FlowModelVersionRow, 'id' | 'tenant_id' | 'model_key' | 'source'>;

/**
 * Records (the `record` table as `alias`) that walk catalogue chain `chainKey` of `tenantId` with no
 * deployed version behind them: started before deployments existed, or on the chain as version 0
 * while none was active. The chain's seeded version is that very graph, so they run on it: counted,
 * followed and moved with it. A work under an entry (a child record) walks its module's children chain.
 */
export function onBuiltInChain(alias: string, tenantId: string, chainKey: string): RawBuilder<boolean> {
  const col = (name: string) => sql.ref(`${alias}.${name}`);
  const entries = Object.values(modules);
  const parents = entries.filter((m) => m.flowModel.key === chainKey).map((m) => m.key);
  const children = entries.filter((m) => m.children?.flowModel.key === chainKey).map((m) => m.key);
  const ofParents = parents.length ? sql`(${col('parent_id')} is null and ${col('module')} in (${sql.join(parents)}))` : sql`false`;
  const ofChildren = children.length ? sql`(${col('parent_id')} is not null and ${col('module')} in (${sql.join(children)}))` : sql`false`;
  return sql<boolean>`(${col('flow_version_id')} is null and ${col('tenant_id')} = ${tenantId} and (${ofParents} or ${ofChildren}))`;
}

/** The catalogue chain a record on no deployed version walks: its module's, or its module's children chain for a work under an entry. */
export function builtInChainOf(moduleKey: string, isChild: boolean): string | undefined {
  const entry = modules[moduleKey];
  return isChild ? entry?.children?.flowModel.key : entry?.flowModel.key;
}

/** Whether a version carries its built-in chain's records: the viewer's own seeded version of the chain. */
export const carriesBuiltInChain = (v: Pick<VersionRef, 'tenant_id' | 'source'>, viewerTenant: string): boolean =>
  v.tenant_id === viewerTenant && v.source === 'seed';
