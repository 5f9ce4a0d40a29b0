import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely';

/** An entry of a tenant's top menu bar; it groups menus through `top_menu_setting`. */
export interface TopMenuTable {
  id: string;
  tenant_id: string;
  code: string;
  name: string;
  source: string | null;
  path: string | null;
  sort: ColumnType<number, number | undefined, number>;
}
export type TopMenu = Selectable<TopMenuTable>;
export type NewTopMenu = Insertable<TopMenuTable>;
export type TopMenuUpdate = Updateable<TopMenuTable>;
