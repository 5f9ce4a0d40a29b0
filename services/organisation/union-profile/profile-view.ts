import { sql, type Kysely } from 'kysely';
import type { Lang } from '../../../catalogue';
import { currentOfficers, findProfile, type Database, type UnionStatus } from '../../../db';
import { formatTime } from '../../platform/core';
import { describeHistory } from './history-changes';
import { STATUS_NAMES } from './history-fields';
import { officerInOffice, postNamer } from './officer-posts';
import type { ReadableUnion } from './union-access';
import { chairOf } from './union-facts';

/** A union with no profile row yet stands as it was seeded or registered: active, no counts. */
async function profileOf(db: Kysely<Database>, tenantId: string, unionId: string) {
  const row = await findProfile(db, tenantId, unionId);
  return {
    status: row?.status ?? ('active' as UnionStatus),
    establishedOn: row?.established_on ?? null,
    memberCount: row?.member_count ?? 0,
    femaleMembers: row?.female_members ?? 0,
    sections: row?.sections ?? {},
  };
}

async function parentName(db: Kysely<Database>, tenantId: string, parentId: string | null): Promise<string | null> {
  if (!parentId) return null;
  const row = await db
    .selectFrom('union_org')
    .select('name')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', parentId)
    .executeTakeFirst();
  return row?.name ?? null;
}

/** The unions directly below, with their counts, and the totals of the whole subtree (parents' counts are sums). */
async function below(db: Kysely<Database>, tenantId: string, union: ReadableUnion) {
  const children = await db
    .selectFrom('union_org as o')
    .leftJoin('union_profile as p', 'p.union_id', 'o.id')
    .select(['o.id', 'o.name', 'o.kind', 'p.status', 'p.member_count'])
    .where('o.tenant_id', '=', tenantId)
    .where('o.parent_id', '=', union.id)
    .orderBy('o.id')
    .execute();
  const totals = await db
    .selectFrom('union_org as o')
    .leftJoin('union_profile as p', 'p.union_id', 'o.id')
    .select([sql<number>`count(*)::int`.as('unions'), sql<number>`coalesce(sum(p.member_count), 0)::int`.as('members')])
    .where('o.tenant_id', '=', tenantId)
    .where('o.path', 'like', `${union.path}%`)
    .where('o.id', '!=', union.id)
    .executeTakeFirstOrThrow();
  return {
    children: children.map((c) => ({
      id: String(c.id),
      name: c.name,
      kind: c.kind,
      status: c.status ?? 'active',
      memberCount: c.member_count ?? 0,
    })),
    unions: totals.unions,
    memberCount: totals.members,
  };
}

/** `crop/index`: the union's whole profile, its committees, the unions below it and its latest changes. */
export async function profileView(db: Kysely<Database>, tenantId: string, union: ReadableUnion, lang: Lang) {
  const profile = await profileOf(db, tenantId, union.id);
  const officers = await currentOfficers(db, tenantId, union.id);
  const postName = await postNamer(db, tenantId, lang);
  const history = await db
    .selectFrom('union_profile_history')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('union_id', '=', union.id)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(50)
    .execute();
  const described = await describeHistory(db, tenantId, history, lang);
  return {
    unionId: union.id,
    unionName: union.name,
    kind: union.kind,
    unionType: union.unionType,
    parentId: union.parentId,
    parentName: await parentName(db, tenantId, union.parentId),
    creditCode: union.creditCode,
    regionCode: union.regionCode,
    status: profile.status,
    statusName: STATUS_NAMES[profile.status][lang],
    establishedOn: profile.establishedOn,
    memberCount: profile.memberCount,
    femaleMembers: profile.femaleMembers,
    sections: profile.sections,
    chairName: chairOf(profile.sections, officers),
    officers: officers.map((o) => officerInOffice(o, postName)),
    below: await below(db, tenantId, union),
    history: history.map((h, i) => ({
      id: String(h.id),
      section: h.section,
      ...described[i]!,
      before: h.before,
      after: h.after,
      actorName: h.actor_name,
      sourceModule: h.source_module,
      sourceRecordId: h.source_record_id === null ? null : String(h.source_record_id),
      time: formatTime(h.at),
    })),
  };
}

/** `crop/brief`: name, chair and member count for the header and the home cards. */
export async function briefView(db: Kysely<Database>, tenantId: string, union: ReadableUnion, lang: Lang) {
  const profile = await profileOf(db, tenantId, union.id);
  const officers = await currentOfficers(db, tenantId, union.id);
  return {
    unionId: union.id,
    unionName: union.name,
    parentName: await parentName(db, tenantId, union.parentId),
    chairName: chairOf(profile.sections, officers),
    memberCount: profile.memberCount,
    status: profile.status,
    statusName: STATUS_NAMES[profile.status][lang],
  };
}
