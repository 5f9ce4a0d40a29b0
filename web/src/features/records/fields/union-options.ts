import type { UnionNode } from '../../../api';

/** One choice of a picker: the id stored, the name shown. */
export interface PickerOption {
  id: string;
  name: string;
  /** A union's kind, for a field that names some kinds only (`unionKinds`). */
  kind?: UnionNode['kind'];
}

/** The unions of a tree depth first, each name indented by its depth, so a plain select shows the tree. */
export function unionOptions(nodes: readonly UnionNode[], depth = 0): PickerOption[] {
  return nodes.flatMap((n) => [
    { id: n.id, name: `${'\u3000'.repeat(depth)}${n.title}`, kind: n.kind },
    ...unionOptions(n.children, depth + 1),
  ]);
}

/** The options a field limited to some kinds of union offers (a new union's higher union: `unionKinds`); all of them without a limit. */
export function ofKinds(options: readonly PickerOption[], kinds: readonly string[] | undefined): PickerOption[] {
  return options.filter((o) => !kinds || !o.kind || kinds.includes(o.kind));
}
