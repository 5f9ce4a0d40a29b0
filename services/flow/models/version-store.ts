import { sql, type Kysely, type Transaction } from 'kysely';
import type { FlowGraph } from '../../../catalogue';
import { newId, PLATFORM_TENANT_ID, type Database, type FlowModelVersionRow, type FlowVersionSource } from '../../../db';
import { AppError, notFound } from '../../platform/core';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The versions a tenant sees: its own and the federation's shared to it (the row-level security
 * policy says the same; the query does not rely on it, as the platform administrator's requests see
 * every tenant). A deleted version is kept for its records' history but seen no more.
 */
export function visibleVersions(db: Db, tenantId: string) {
  return db
    .selectFrom('flow_model_version as v')
    .where('v.deleted_time', 'is', null)
    .where((eb) =>
      eb.or([
        eb('v.tenant_id', '=', tenantId),
        eb.and([eb('v.tenant_id', '=', PLATFORM_TENANT_ID), eb(sql.val(tenantId), '=', eb.fn.any('v.tenant_ids'))]),
      ]),
    );
}

/** A version the tenant sees, or 404. */
export async function findVisibleVersion(db: Db, tenantId: string, id: string): Promise<FlowModelVersionRow> {
  const row = await visibleVersions(db, tenantId).selectAll('v').where('v.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/**
 * A version the tenant deployed itself, the only kind it may change, locked for the caller's
 * transaction (a suspend and a delete of one version are taken one at a time): 404 if unseen or
 * deleted meanwhile, 403 if shared to it.
 */
export async function findOwnVersion(trx: Transaction<Database>, tenantId: string, id: string): Promise<FlowModelVersionRow> {
  // Seen first, then locked: a shared row may be read but not locked (the row-level policy for writes).
  const seen = await findVisibleVersion(trx, tenantId, id);
  if (seen.tenant_id !== tenantId) throw new AppError(403, 'flowSharedReadOnly');
  const row = await visibleVersions(trx, tenantId).selectAll('v').where('v.id', '=', id).forUpdate().executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** The newest version number of a model key in a tenant (a deleted one counts: no number is given twice), or null before its first deployment. */
export async function latestVersion(db: Db, tenantId: string, modelKey: string): Promise<number | null> {
  const row = await db
    .selectFrom('flow_model_version')
    .select((eb) => eb.fn.max('version').as('v'))
    .where('tenant_id', '=', tenantId)
    .where('model_key', '=', modelKey)
    .executeTakeFirst();
  return row?.v ?? null;
}

export interface NewVersion {
  tenantId: string;
  modelKey: string;
  name: string;
  category: string;
  graph: FlowGraph;
  source: FlowVersionSource;
  bpmnXml?: string;
  deployedBy: { id: string; name: string };
  tenantIds?: string[];
}

/**
 * Deploys a graph as the model key's next version. Concurrent deployments of one key are taken one
 * at a time (a transaction lock on the key), so each gets its own number.
 */
export async function insertVersion(trx: Transaction<Database>, v: NewVersion): Promise<FlowModelVersionRow> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`flow_model_version:${v.tenantId}:${v.modelKey}`}, 0))`.execute(trx);
  const version = ((await latestVersion(trx, v.tenantId, v.modelKey)) ?? 0) + 1;
  return trx
    .insertInto('flow_model_version')
    .values({
      id: newId(),
      tenant_id: v.tenantId,
      model_key: v.modelKey,
      version,
      name: v.name,
      category: v.category,
      graph: JSON.stringify(v.graph),
      bpmn_xml: v.bpmnXml ?? null,
      source: v.source,
      deployed_by: v.deployedBy.id,
      deployed_by_name: v.deployedBy.name,
      tenant_ids: v.tenantIds ?? [],
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
