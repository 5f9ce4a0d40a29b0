import type { MenuRoute } from '../../../api';

/** Every menu of a tree, parents before children. */
export function flattenMenus(tree: readonly MenuRoute[]): MenuRoute[] {
  return tree.flatMap((m) => [m, ...flattenMenus(m.children ?? [])]);
}

/** The generic module pages (`/crop/setup1`, `/crop/setup1/detail/1`) belong to the module's menu. */
const MODULE_PAGE = /^\/crop\/([^/]+)/;

/**
 * The code of the menu a console path belongs to: the module of a generic module page, the menu
 * whose path it is, or the menu with the longest path it lies under (`/setup/setup1/form/12` is
 * `setup1`'s). Undefined when no menu of `menus` claims it.
 */
export function menuCodeOfPath(pathname: string, menus: readonly MenuRoute[]): string | undefined {
  const module = MODULE_PAGE.exec(pathname)?.[1];
  if (module) return menus.some((m) => m.code === module) ? module : undefined;
  let best: MenuRoute | undefined;
  for (const m of menus) {
    if (!m.path) continue;
    const under = m.path === '/' ? pathname === '/' : pathname === m.path || pathname.startsWith(`${m.path}/`);
    if (under && (!best || m.path.length > best.path.length)) best = m;
  }
  return best?.code;
}

/** The code of the top-level menu above `code` (itself when it is one). */
export function rootMenuCode(code: string, menus: readonly MenuRoute[]): string | undefined {
  const byId = new Map(menus.map((m) => [m.id, m]));
  let node = menus.find((m) => m.code === code);
  while (node && node.parentId !== '0' && byId.has(node.parentId)) node = byId.get(node.parentId);
  return node?.code;
}

/** The menu whose path is exactly `pathname`. */
export function menuAtPath(pathname: string, menus: readonly MenuRoute[]): MenuRoute | undefined {
  return menus.find((m) => m.path === pathname);
}
