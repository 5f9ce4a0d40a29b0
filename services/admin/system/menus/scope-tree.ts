import { nest, withAncestors } from '../../../identity/permissions';
import { menuLinks, pickerNode, type MenuRow } from './menu-rows';

/** A data or API scope as the grant tree reads it (`code`: its resource or scope type). */
export interface ScopeRow {
  id: string;
  menu_id: string | null;
  scope_name: string;
  code: string;
}

/** Scopes as leaves under the menus they belong to (and those menus' ancestors); scopes of no menu are roots. */
export function scopeTree(menus: MenuRow[], scopes: ScopeRow[]) {
  const shown = withAncestors(
    menuLinks(menus),
    scopes.flatMap((s) => (s.menu_id === null ? [] : [String(s.menu_id)])),
  );
  const menuNodes = menus.filter((m) => shown.has(String(m.id))).map(pickerNode);
  const leaves = scopes.map((s) => ({
    id: String(s.id),
    parentId: s.menu_id === null ? '0' : String(s.menu_id),
    title: s.scope_name,
    key: String(s.id),
    value: String(s.id),
    code: s.code,
    category: 0,
    kind: 'scope' as const,
  }));
  return nest([...menuNodes, ...leaves]);
}
