import type { Kysely } from 'kysely';
import { BASELINE_API_SCOPES, dataScopeTypes, HONOR_MENU_CODE, type Database, type DataScopeType } from '../../../db';
import type { SessionUser } from '../auth';
import { descendantsOf } from './tree';

/** What one account may do, computed from its roles' grants. */
export interface Permissions {
  /** Resource codes of the API scopes the account may call. */
  apiCodes: Set<string>;
  /** The widest data scope per resource (`record`). */
  dataScopes: Partial<Record<string, DataScopeType>>;
  /** Menus and buttons the account sees, after the sub-account and branch-union limits. */
  menuIds: Set<string>;
}

type Account = Pick<SessionUser, 'id' | 'tenantId' | 'isSub' | 'unionId'>;

/**
 * The union over the account's roles of their menu, API-scope and data-scope grants. A sub-account
 * keeps only the menus its main account granted it (`user_menu`) and the API scopes of those menus
 * (plus the scopes tied to no menu: the session's own calls). A branch union loses the honours menu
 * and everything under it. Every account holds the baseline scopes (the shell's own calls) whatever
 * its roles say, so no grant can leave it without a console.
 */
export async function loadPermissions(db: Kysely<Database>, account: Account): Promise<Permissions> {
  const heldRoles = db
    .selectFrom('user_role as ur')
    .innerJoin('role as r', 'r.id', 'ur.role_id')
    .select('r.id')
    .where('ur.user_id', '=', account.id)
    .where('r.tenant_id', '=', account.tenantId);

  const [roleMenus, scopes, userMenus, union] = await Promise.all([
    db
      .selectFrom('role_menu')
      .select('menu_id')
      .distinct()
      .where('tenant_id', '=', account.tenantId)
      .where('role_id', 'in', heldRoles)
      .execute(),
    db
      .selectFrom('role_scope as rs')
      .leftJoin('api_scope as a', (join) => join.onRef('a.id', '=', 'rs.scope_id').on('rs.scope_category', '=', 2))
      .leftJoin('data_scope as d', (join) => join.onRef('d.id', '=', 'rs.scope_id').on('rs.scope_category', '=', 1))
      .select(['a.resource_code as api_code', 'a.menu_id as api_menu_id', 'd.resource_code as data_resource', 'd.scope_type as data_type'])
      .where('rs.tenant_id', '=', account.tenantId)
      .where('rs.role_id', 'in', heldRoles)
      .execute(),
    account.isSub
      ? db.selectFrom('user_menu').select('menu_id').where('user_id', '=', account.id).where('tenant_id', '=', account.tenantId).execute()
      : Promise.resolve(null),
    db
      .selectFrom('union_org')
      .select('union_type')
      .where('id', '=', account.unionId)
      .where('tenant_id', '=', account.tenantId)
      .executeTakeFirst(),
  ]);

  const hidden = new Set<string>();
  if (union?.union_type === 'branch') {
    const menus = await db.selectFrom('menu').select(['id', 'parent_id', 'code']).execute();
    const honor = menus.find((m) => m.code === HONOR_MENU_CODE);
    const links = menus.map((m) => ({ id: String(m.id), parentId: m.parent_id === null ? '0' : String(m.parent_id) }));
    if (honor) for (const id of descendantsOf(links, String(honor.id))) hidden.add(id);
  }
  const subAllowed = userMenus ? new Set(userMenus.map((m) => String(m.menu_id))) : null;
  const visible = (menuId: string) => !hidden.has(menuId) && (!subAllowed || subAllowed.has(menuId));

  const menuIds = new Set(roleMenus.map((m) => String(m.menu_id)).filter(visible));
  const apiCodes = new Set<string>(BASELINE_API_SCOPES);
  for (const s of scopes) if (s.api_code && (s.api_menu_id === null || visible(String(s.api_menu_id)))) apiCodes.add(s.api_code);
  const widest: Partial<Record<string, DataScopeType>> = {};
  for (const { data_resource: resource, data_type: type } of scopes) {
    if (!resource || !type) continue;
    const current = widest[resource];
    if (!current || dataScopeTypes.indexOf(type) > dataScopeTypes.indexOf(current)) widest[resource] = type;
  }
  return { apiCodes, dataScopes: widest, menuIds };
}
