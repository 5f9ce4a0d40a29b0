import type { Kysely } from 'kysely';
import { roleNameIn, type Lang } from '../../../catalogue';
import type { Database, StoredFlowEvent } from '../../../db';

/**
 * The names of the candidates that a flow's tasks were created (or its 知会 sent) for, so a history
 * can say whom a task went to: see `namesOfCandidates`.
 */
export async function candidateNames(
  db: Kysely<Database>,
  tenantId: string,
  events: StoredFlowEvent[],
  lang: Lang,
): Promise<Map<string, string>> {
  const keys = new Set(events.flatMap((e) => (e.type === 'task.created' || e.type === 'cc.sent' ? e.payload.candidates : [])));
  return namesOfCandidates(db, tenantId, keys, lang);
}

/**
 * Candidate keys by name: `union:<id>` by the union's name, `role:<alias>` by the role's name in
 * `lang` (a built-in role's as the portal names it, a renamed one as typed), `user:<id>` by the
 * account's name. A key with no name (malformed, or of nothing) is left out.
 */
export async function namesOfCandidates(
  db: Kysely<Database>,
  tenantId: string,
  keys: Iterable<string>,
  lang: Lang,
): Promise<Map<string, string>> {
  const all = [...new Set(keys)];
  // Ids are bigint columns: a malformed one is left unnamed rather than sent to Postgres.
  const idsOf = (prefix: string) => all.filter((k) => new RegExp(`^${prefix}:[0-9]{1,18}$`).test(k)).map((k) => k.slice(prefix.length + 1));
  const unionIds = idsOf('union');
  const userIds = idsOf('user');
  const roleAliases = all.filter((k) => k.startsWith('role:')).map((k) => k.slice(5));
  const names = new Map<string, string>();
  if (unionIds.length) {
    const unions = await db
      .selectFrom('union_org')
      .select(['id', 'name'])
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', unionIds)
      .execute();
    for (const u of unions) names.set(`union:${u.id}`, u.name);
  }
  if (roleAliases.length) {
    const roles = await db
      .selectFrom('role')
      .select(['role_alias', 'role_name'])
      .where('tenant_id', '=', tenantId)
      .where('role_alias', 'in', roleAliases)
      .execute();
    for (const r of roles) names.set(`role:${r.role_alias}`, roleNameIn(lang, r.role_alias, r.role_name));
  }
  if (userIds.length) {
    const users = await db
      .selectFrom('app_user')
      .select(['id', 'name'])
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', userIds)
      .execute();
    for (const u of users) names.set(`user:${u.id}`, u.name);
  }
  return names;
}
