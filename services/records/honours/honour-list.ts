import type { Kysely, SelectQueryBuilder } from 'kysely';
import { maskIdCard, type Lang } from '../../../catalogue';
import type { Database, Honour } from '../../../db';
import type { SessionUser } from '../../identity';
import { containing, forbidden, offsetOf, pageOf, parseSort, type Paging } from '../../platform/core';
import { dictionaryItems, itemsIn } from '../../admin/dictionaries';
import type { HonourFilters } from './schemas';

type HonourQuery = SelectQueryBuilder<Database, 'honour', object>;

/** The honours the viewer's data scope reaches: its tenant's, its union's subtree, or its own union's. */
export function inHonourScope(q: HonourQuery, viewer: SessionUser): HonourQuery {
  const scoped = q.where('honour.tenant_id', '=', viewer.tenantId);
  switch (viewer.dataScopes?.record ?? 'own') {
    case 'tenant':
      return scoped;
    case 'union_tree':
      return scoped.where('honour.union_path', 'like', `${viewer.unionPath}%`);
    default:
      return scoped.where('honour.union_id', '=', viewer.unionId);
  }
}

/** A union the viewer may read the honours of (403 for one outside its scope). */
export async function unionInScope(db: Kysely<Database>, viewer: SessionUser, unionId: string) {
  const union = await db
    .selectFrom('union_org')
    .select(['id', 'path', 'name'])
    .where('tenant_id', '=', viewer.tenantId)
    .where('id', '=', unionId)
    .executeTakeFirst();
  const scope = viewer.dataScopes?.record ?? 'own';
  const reach = scope === 'tenant' || (scope === 'union_tree' ? union?.path.startsWith(viewer.unionPath) : unionId === viewer.unionId);
  if (!union || !reach) throw forbidden();
  return union;
}

const SORT = { year: 'year', awardDate: 'award_date', holderName: 'holder_name' } as const;

/** The filtered honours of the viewer's scope, as a query (the page and the sheet read the same). */
export async function honourQuery(db: Kysely<Database>, viewer: SessionUser, f: Omit<HonourFilters, keyof Paging>) {
  let q = inHonourScope(db.selectFrom('honour'), viewer).where('holder_type', '=', f.type);
  if (f.year) q = q.where('year', '=', f.year);
  if (f.level) q = q.where('level', '=', f.level);
  if (f.source) q = q.where('source_module', '=', f.source);
  if (f.honourName?.trim()) q = q.where('honour_name', 'ilike', containing(f.honourName.trim()));
  if (f.holderName?.trim()) q = q.where('holder_name', 'ilike', containing(f.holderName.trim()));
  if (f.unionId) q = q.where('union_path', 'like', `${(await unionInScope(db, viewer, f.unionId)).path}%`);
  return q;
}

/** The honour rows as the API answers them, the level named in `lang`. */
export async function honourViews(db: Kysely<Database>, tenantId: string, rows: Honour[], lang: Lang) {
  const levels = new Map(itemsIn(lang, await dictionaryItems(db, tenantId, 'honour_level')).map((i) => [i.dictKey, i.dictValue]));
  return rows.map((h) => ({
    id: h.id,
    type: h.holder_type,
    holderName: h.holder_name,
    idCardMasked: h.id_card ? maskIdCard(h.id_card) : null,
    unionId: String(h.union_id),
    unionName: h.union_name,
    unitName: h.unit_name,
    unitUscc: h.unit_uscc,
    honourName: h.honour_name,
    level: h.level,
    levelName: levels.get(h.level) ?? h.level,
    year: h.year,
    awardingBody: h.awarding_body,
    decisionNo: h.decision_no,
    awardDate: h.award_date,
    sourceModule: h.source_module,
    sourceRecordId: String(h.source_record_id),
  }));
}

/** `getListByType`: one page of the honours of a type, newest first unless sorted by the allow-list. */
export async function honourPage(db: Kysely<Database>, viewer: SessionUser, f: HonourFilters, lang: Lang) {
  const sort = parseSort<(typeof SORT)[keyof typeof SORT]>(f, SORT, [
    { column: 'year', direction: 'desc' },
    { column: 'award_date', direction: 'desc' },
  ]);
  const q = await honourQuery(db, viewer, f);
  const { limit, offset } = offsetOf(f);
  let ordered = q.selectAll('honour');
  for (const term of sort) ordered = ordered.orderBy(term.column, term.direction);
  const [rows, total] = await Promise.all([
    ordered.orderBy('id').limit(limit).offset(offset).execute(),
    q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return pageOf(await honourViews(db, viewer.tenantId, rows, lang), Number(total.n), f);
}
