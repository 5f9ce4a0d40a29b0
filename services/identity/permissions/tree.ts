/** A node of the trees the console's pickers and menus take. */
export type TreeNode<T> = T & { id: string; parentId: string; children: TreeNode<T>[]; hasChildren: boolean };

/**
 * Nests flat rows by `parentId`, keeping their order; a row whose parent is not among them becomes a
 * root, so a filtered list still shows every row. Root parents are `'0'`, as the BladeX family writes them.
 */
export function nest<T extends { id: string; parentId: string }>(rows: T[]): TreeNode<T>[] {
  const nodes = new Map(rows.map((r) => [r.id, { ...r, children: [] as TreeNode<T>[], hasChildren: false } as TreeNode<T>]));
  const roots: TreeNode<T>[] = [];
  for (const node of nodes.values()) {
    const parent = nodes.get(node.parentId);
    if (parent) {
      parent.children.push(node);
      parent.hasChildren = true;
    } else roots.push(node);
  }
  return roots;
}

/** `ids` and the ids of every ancestor, so a granted menu is reachable through its parents. */
export function withAncestors(rows: { id: string; parentId: string }[], ids: Iterable<string>): Set<string> {
  const parentOf = new Map(rows.map((r) => [r.id, r.parentId]));
  const out = new Set<string>();
  for (const id of ids) {
    let at: string | undefined = id;
    while (at && at !== '0' && !out.has(at)) {
      out.add(at);
      at = parentOf.get(at);
    }
  }
  return out;
}

/** `id` and the ids of everything below it. */
export function descendantsOf(rows: { id: string; parentId: string }[], id: string): Set<string> {
  const out = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const r of rows) {
      if (out.has(r.parentId) && !out.has(r.id)) {
        out.add(r.id);
        grew = true;
      }
    }
  }
  return out;
}
