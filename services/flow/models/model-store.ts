import type { Kysely, Transaction } from 'kysely';
import type { FlowGraph, Lang } from '../../../catalogue';
import { newId, type Database, type FlowModelRow } from '../../../db';
import type { SessionUser } from '../../identity/auth';
import { containing, formatTime, notFound, paginate, type Paging } from '../../platform/core';
import { categoryOf, modelNameIn } from './categories';

type Db = Kysely<Database> | Transaction<Database>;

/** The newest deployed version of each model, in the same tenant, as a column of the model. */
function withLatest(db: Db, tenantId: string) {
  return db
    .selectFrom('flow_model as m')
    .where('m.tenant_id', '=', tenantId)
    .where('m.is_deleted', '=', false)
    .selectAll('m')
    .select((eb) =>
      eb
        .selectFrom('flow_model_version as v')
        .select((v) => v.fn.max('v.version').as('n'))
        .whereRef('v.tenant_id', '=', 'm.tenant_id')
        .whereRef('v.model_key', '=', 'm.model_key')
        .as('latest_version'),
    );
}

export type ModelWithLatest = FlowModelRow & { latest_version: number | null };

/** One page of the tenant's live models. */
export function listModels(db: Db, tenantId: string, q: Paging & { modelKey?: string; name?: string }) {
  let rows = withLatest(db, tenantId);
  if (q.modelKey) rows = rows.where('m.model_key', 'ilike', containing(q.modelKey));
  if (q.name) rows = rows.where('m.name', 'ilike', containing(q.name));
  return paginate(rows, q, {
    allow: { modelKey: 'm.model_key', name: 'm.name', category: 'm.category', updateTime: 'm.update_time' },
    fallback: [{ column: 'm.update_time', direction: 'desc' }],
    tieBreaker: { column: 'm.id', direction: 'desc' },
  });
}

/** A live model of the tenant, or 404 (another tenant's model is as missing as none). */
export async function findModel(db: Db, tenantId: string, id: string): Promise<ModelWithLatest> {
  const row = await withLatest(db, tenantId).where('m.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** A model's row in 模型设计. */
export function modelRowView(m: ModelWithLatest, lang: Lang) {
  return {
    id: String(m.id),
    modelKey: m.model_key,
    name: modelNameIn(lang, m.model_key, m.name),
    category: m.category,
    categoryName: categoryOf(m.category)?.name[lang] ?? m.category,
    latestVersion: m.latest_version,
    updateTime: formatTime(m.update_time) ?? '',
  };
}

/** A model as the designer edits it (`name` as stored, `displayName` for headings), with the fields its stages may name. */
export function modelDetailView(m: ModelWithLatest, lang: Lang) {
  return {
    id: String(m.id),
    modelKey: m.model_key,
    name: m.name,
    displayName: modelNameIn(lang, m.model_key, m.name),
    category: m.category,
    graph: m.graph,
    fields: (categoryOf(m.category)?.fields ?? []).map((f) => ({ key: f.key, label: f.label[lang] })),
    latestVersion: m.latest_version,
  };
}

export interface ModelDraft {
  modelKey: string;
  name: string;
  category: string;
  graph: FlowGraph;
}

/** Saves a draft: a new model without `id`, else the tenant's model `id` (404 if it has none). Answers its id. */
export async function saveModel(trx: Transaction<Database>, who: SessionUser, draft: ModelDraft, id?: string): Promise<string> {
  const values = {
    model_key: draft.modelKey,
    name: draft.name,
    category: draft.category,
    graph: JSON.stringify(draft.graph),
    update_user: who.id,
    update_time: new Date(),
  };
  if (id) {
    const updated = await trx
      .updateTable('flow_model')
      .set(values)
      .where('tenant_id', '=', who.tenantId)
      .where('id', '=', id)
      .where('is_deleted', '=', false)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw notFound();
    return id;
  }
  const created = newId();
  await trx
    .insertInto('flow_model')
    .values({ id: created, tenant_id: who.tenantId, create_user: who.id, ...values })
    .execute();
  return created;
}

/** Marks the tenant's models `ids` removed (all or none: an id it does not have is a 404); their deployments stay. */
export async function removeModels(trx: Transaction<Database>, tenantId: string, ids: string[]): Promise<FlowModelRow[]> {
  const found = await trx
    .selectFrom('flow_model')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', ids)
    .where('is_deleted', '=', false)
    .execute();
  if (found.length !== ids.length) throw notFound();
  await trx
    .updateTable('flow_model')
    .set({ is_deleted: true, update_time: new Date() })
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', ids)
    .execute();
  return found;
}
