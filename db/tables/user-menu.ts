import type { Insertable, Selectable } from 'kysely';

/** The menus a main account granted one of its sub-accounts (a subset of its own). */
export interface UserMenuTable {
  user_id: string;
  menu_id: string;
  tenant_id: string;
}
export type UserMenu = Selectable<UserMenuTable>;
export type NewUserMenu = Insertable<UserMenuTable>;
