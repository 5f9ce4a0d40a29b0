import type { Kysely } from 'kysely';
import type { Database, StoredFlowEvent } from '../../db';

/**
 * The names of the candidates that a flow's tasks were created for (`union:<id>` by the union's
 * name, `role:<alias>` by the role's name), so a history can say whom a task went to.
 */
export async function candidateNames(db: Kysely<Database>, tenantId: string, events: StoredFlowEvent[]): Promise<Map<string, string>> {
  const keys = new Set(events.flatMap((e) => (e.type === 'task.created' ? e.payload.candidates : [])));
  // Ids are bigint columns: a malformed one is left unnamed rather than sent to Postgres.
  const unionIds = [...keys].filter((k) => /^union:[0-9]{1,18}$/.test(k)).map((k) => k.slice(6));
  const roleAliases = [...keys].filter((k) => k.startsWith('role:')).map((k) => k.slice(5));
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
    for (const r of roles) names.set(`role:${r.role_alias}`, r.role_name);
  }
  return names;
}
