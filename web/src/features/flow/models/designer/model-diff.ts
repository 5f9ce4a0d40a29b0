import { create, type Delta } from 'jsondiffpatch';
import type { FlowEdge, FlowGraph, FlowNode } from '../../../../catalogue';

/** One difference between two versions of a model, by element. */
export interface ModelChange {
  element: 'node' | 'edge';
  id: string;
  change: 'added' | 'removed' | 'changed';
  /** The element in the older version (absent when added). */
  before?: FlowNode | FlowEdge;
  /** The element in the newer version (absent when removed). */
  after?: FlowNode | FlowEdge;
  /** The changed attributes of a changed element: `name`, `candidates`, `dueHours`... */
  attributes: string[];
}

const differ = create({
  // Inside an element, arrays of rules compare by content; their order matters (依次审批).
  objectHash: (o: object) => JSON.stringify(o),
  arrays: { detectMove: false },
});

/** The elements of a graph keyed by id, so that the diff pairs elements by id and not by position. */
function byId(graph: FlowGraph) {
  return {
    node: Object.fromEntries(graph.nodes.map((n) => [n.id, n])) as Record<string, FlowNode>,
    edge: Object.fromEntries(graph.edges.map((e) => [e.id, e])) as Record<string, FlowEdge>,
  };
}

/** Whether a delta entry is jsondiffpatch's "added" ([new]) or "removed" ([old, 0, 0]). */
const isAdded = (d: Delta) => Array.isArray(d) && d.length === 1;
const isRemoved = (d: Delta) => Array.isArray(d) && d.length === 3 && d[1] === 0 && d[2] === 0;

/**
 * What changed from `older` to `newer` (jsondiffpatch over the elements keyed by id): stages and
 * other nodes added, removed or changed (with the attributes that changed), then edges likewise.
 */
export function diffModels(older: FlowGraph, newer: FlowGraph): ModelChange[] {
  const a = byId(older);
  const b = byId(newer);
  const delta = differ.diff(a, b) as Record<'node' | 'edge', Record<string, Delta> | undefined> | undefined;
  const changes: ModelChange[] = [];
  for (const element of ['node', 'edge'] as const) {
    const part = delta?.[element];
    if (!part) continue;
    const ids = Object.keys(part).filter((k) => k !== '_t');
    // In the newer version's order, removed ones after.
    const order = [...Object.keys(b[element]), ...Object.keys(a[element])];
    ids.sort((x, y) => order.indexOf(x) - order.indexOf(y));
    for (const id of ids) {
      const d = part[id];
      const before = a[element][id];
      const after = b[element][id];
      if (isAdded(d)) changes.push({ element, id, change: 'added', after, attributes: [] });
      else if (isRemoved(d)) changes.push({ element, id, change: 'removed', before, attributes: [] });
      else changes.push({ element, id, change: 'changed', before, after, attributes: Object.keys(d as object).filter((k) => k !== '_t') });
    }
  }
  return changes;
}

/** How each version's nodes are marked side by side: removed and changed on the older, added and changed on the newer. */
export function diffMarks(changes: ModelChange[]): {
  older: Record<string, 'removed' | 'changed'>;
  newer: Record<string, 'added' | 'changed'>;
} {
  const older: Record<string, 'removed' | 'changed'> = {};
  const newer: Record<string, 'added' | 'changed'> = {};
  for (const c of changes.filter((c) => c.element === 'node')) {
    if (c.change === 'removed') older[c.id] = 'removed';
    if (c.change === 'added') newer[c.id] = 'added';
    if (c.change === 'changed') older[c.id] = newer[c.id] = 'changed';
  }
  return { older, newer };
}
