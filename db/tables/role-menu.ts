import type { Insertable, Selectable } from 'kysely';

/** The menus and buttons granted to a role. */
export interface RoleMenuTable {
  role_id: string;
  menu_id: string;
  tenant_id: string;
}
export type RoleMenu = Selectable<RoleMenuTable>;
export type NewRoleMenu = Insertable<RoleMenuTable>;
