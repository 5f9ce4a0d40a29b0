import type { ModuleEntry } from '../../catalogue';
import { newId } from '../../db';
import type { TestStack } from './test-stack';

/**
 * A test-only module's own permissions (the catalogue seeds none for it): its view and edit scopes
 * on `path`, granted to the corp and launion roles, as the seed grants a catalogue module's.
 */
export async function grantModuleCalls(stack: TestStack, entry: Pick<ModuleEntry, 'key' | 'title'>, path: string): Promise<void> {
  const scopes = await stack.db
    .insertInto('api_scope')
    .values(
      (['view', 'edit'] as const).map((what, i) => ({
        id: newId(),
        menu_id: null,
        scope_name: `${entry.title.zh}-${what}`,
        resource_code: `${entry.key}.${what}`,
        scope_path: path,
        scope_type: (i + 1) as 1 | 2,
        remark: null,
      })),
    )
    .returning('id')
    .execute();
  const roles = await stack.db.selectFrom('role').select(['id', 'tenant_id']).where('role_alias', 'in', ['corp', 'launion']).execute();
  await stack.db
    .insertInto('role_scope')
    .values(
      roles.flatMap((r) => scopes.map((s) => ({ role_id: r.id, tenant_id: r.tenant_id, scope_id: s.id, scope_category: 2 as const }))),
    )
    .execute();
}
