import type { Kysely } from 'kysely';
import type { Database, Menu } from '../../../../db';

/** A menu or button as the menu routes read it. */
export type MenuRow = Pick<
  Menu,
  'id' | 'parent_id' | 'code' | 'name' | 'alias' | 'path' | 'source' | 'category' | 'sort' | 'remark' | 'is_open'
>;

/** Every menu and button (they are few and shared by all tenants), in display order. */
export function allMenus(db: Kysely<Database>) {
  return db
    .selectFrom('menu')
    .select(['id', 'parent_id', 'code', 'name', 'alias', 'path', 'source', 'category', 'sort', 'remark', 'is_open'])
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** The parent's id, `'0'` for a root. */
export const parentOf = (m: { parent_id: string | null }) => (m.parent_id === null ? '0' : String(m.parent_id));

/** Menus as links of a tree (for `withAncestors`, `descendantsOf`). */
export const menuLinks = (menus: readonly MenuRow[]) => menus.map((m) => ({ id: String(m.id), parentId: parentOf(m) }));

/** A menu as the admin calls answer it. */
export function menuView(m: MenuRow) {
  return {
    id: String(m.id),
    parentId: parentOf(m),
    code: m.code,
    name: m.name,
    alias: m.alias,
    path: m.path ?? '',
    source: m.source ?? '',
    category: m.category,
    sort: m.sort,
    remark: m.remark ?? '',
    isOpen: m.is_open,
  };
}

/** A console route: the menu with the names the console's router and menu read. */
export const routeView = (m: MenuRow) => ({ ...menuView(m), label: m.name, icon: m.source ?? '', meta: { i18n: m.alias } });

/** A menu as a node of the pickers (grant trees, parent picker). */
export const pickerNode = (m: MenuRow) => ({
  id: String(m.id),
  parentId: parentOf(m),
  title: m.name,
  key: String(m.id),
  value: String(m.id),
  code: m.code,
  category: m.category,
  kind: 'menu' as const,
});
