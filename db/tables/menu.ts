import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely';

/** 1 a menu (a console route), 2 a button (a permission code the console shows or hides by). */
export type MenuCategory = 1 | 2;

/** A menu or button of the console; platform-wide, granted to roles per tenant. */
export interface MenuTable {
  id: string;
  parent_id: string | null;
  code: string;
  name: string;
  alias: ColumnType<string, string | undefined, string>;
  /** The console route. */
  path: string | null;
  /** The icon. */
  source: string | null;
  category: MenuCategory;
  sort: ColumnType<number, number | undefined, number>;
  remark: string | null;
  /** Opens in a new window. */
  is_open: ColumnType<boolean, boolean | undefined, boolean>;
}
export type Menu = Selectable<MenuTable>;
export type NewMenu = Insertable<MenuTable>;
export type MenuUpdate = Updateable<MenuTable>;
