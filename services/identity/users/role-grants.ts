import type { FastifyInstance } from 'fastify';
import type { SessionUser } from '../auth';
import { badRequest } from '../../platform/core';
import { grantableBy } from '../permissions';

/**
 * 400 unless every role is a role of `tenantId` and grants no menu or API scope the caller may not
 * grant itself: an administrator hands out at most what it holds, so no body can raise an account
 * above its author.
 */
export async function assertGrantableRoles(app: FastifyInstance, viewer: SessionUser, tenantId: string, roleIds: string[]): Promise<void> {
  if (roleIds.length === 0) return;
  const found = await app.db.selectFrom('role').select('id').where('tenant_id', '=', tenantId).where('id', 'in', roleIds).execute();
  if (found.length !== roleIds.length) throw badRequest('roleId', 'exists', 'roleUnknown');
  const grantable = await grantableBy(app, viewer);
  const [menus, scopes] = await Promise.all([
    grantable.menuIds ? app.db.selectFrom('role_menu').select('menu_id').distinct().where('role_id', 'in', roleIds).execute() : [],
    grantable.apiScopeIds
      ? app.db
          .selectFrom('role_scope')
          .select('scope_id')
          .distinct()
          .where('role_id', 'in', roleIds)
          .where('scope_category', '=', 2)
          .execute()
      : [],
  ]);
  const beyond =
    menus.some((m) => !grantable.menuIds?.has(String(m.menu_id))) || scopes.some((s) => !grantable.apiScopeIds?.has(String(s.scope_id)));
  if (beyond) throw badRequest('roleId', 'held', 'roleNotHeld');
}
