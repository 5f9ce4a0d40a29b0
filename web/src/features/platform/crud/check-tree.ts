import type { TreeOption } from '../../../api';

/**
 * How a grant tree's boxes map to what is granted:
 * - `nodes`: every node is a grant (menus and their buttons). Checking a node checks what lies
 *   below it and the menus above it, which must be granted for it to show; unchecking a node
 *   unchecks what lies below it.
 * - `leaves`: only scope nodes are grants (data and API scopes); a menu node only groups them and
 *   checks or unchecks all of them at once.
 */
export type CheckMode = 'nodes' | 'leaves';

/** What a box shows. */
export type BoxState = 'on' | 'off' | 'some';

const isScope = (node: TreeOption) => node.kind === 'scope';

function descendants(node: TreeOption): TreeOption[] {
  return (node.children ?? []).flatMap((c) => [c, ...descendants(c)]);
}

/** The path of nodes from a root down to the node `id` (empty when it is not in the tree). */
function pathTo(tree: readonly TreeOption[], id: string): TreeOption[] {
  for (const node of tree) {
    if (node.id === id) return [node];
    const below = pathTo(node.children ?? [], id);
    if (below.length) return [node, ...below];
  }
  return [];
}

/** The ids a box stands for: itself and what lies below it (`nodes`), or the scopes below it (`leaves`). */
function valuesOf(node: TreeOption, mode: CheckMode): TreeOption[] {
  const all = [node, ...descendants(node)];
  return mode === 'nodes' ? all : all.filter(isScope);
}

/** What node's box shows for the `checked` ids. */
export function boxState(node: TreeOption, checked: ReadonlySet<string>, mode: CheckMode): BoxState {
  const values = valuesOf(node, mode);
  const on = values.filter((v) => checked.has(v.id)).length;
  if (values.length > 0 && on === values.length) return 'on';
  return on === 0 ? 'off' : 'some';
}

/** The checked ids after a click on node `id`'s box. */
export function toggleBox(tree: readonly TreeOption[], checked: ReadonlySet<string>, id: string, mode: CheckMode): Set<string> {
  const path = pathTo(tree, id);
  const node = path[path.length - 1];
  const next = new Set(checked);
  if (!node) return next;
  const values = valuesOf(node, mode);
  if (boxState(node, checked, mode) === 'on') {
    for (const v of values) next.delete(v.id);
  } else {
    for (const v of values) next.add(v.id);
    if (mode === 'nodes') for (const above of path) next.add(above.id);
  }
  return next;
}

/** Every id of a tree, for "select all". */
export function allValues(tree: readonly TreeOption[], mode: CheckMode): string[] {
  return tree.flatMap((n) => valuesOf(n, mode).map((v) => v.id));
}
