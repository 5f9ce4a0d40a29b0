import type { FlowEdge, FlowGraph } from './graph';

/** A parallel block's problem, naming the gateway it concerns. */
export interface BlockProblem {
  element: string;
  why: 'shape' | 'unpaired' | 'leaves' | 'nested' | 'orphanJoin';
}

/**
 * Checks that every parallel split pairs with one join: a split has one edge in and two or more out,
 * a join two or more in and one out; every path out of a split meets the same join before any end
 * and without opening another split (blocks do not nest); every join closes a split. The flow's
 * `decide` relies on this: a join fires when no other branch is still open.
 */
export function parallelBlockProblems(model: FlowGraph): BlockProblem[] {
  const problems: BlockProblem[] = [];
  const kind = new Map(model.nodes.map((n) => [n.id, n.kind]));
  const outOf = (id: string): FlowEdge[] => model.edges.filter((e) => e.from === id);
  const into = (id: string): FlowEdge[] => model.edges.filter((e) => e.to === id);
  const isSplit = (id: string) => kind.get(id) === 'parallel' && outOf(id).length > 1;
  const isJoin = (id: string) => kind.get(id) === 'parallel' && into(id).length > 1;
  const paired = new Set<string>();

  for (const n of model.nodes.filter((n) => n.kind === 'parallel')) {
    const ins = into(n.id).length;
    const outs = outOf(n.id).length;
    if (!((ins === 1 && outs > 1) || (ins > 1 && outs === 1))) problems.push({ element: n.id, why: 'shape' });
  }
  for (const split of model.nodes.filter((n) => isSplit(n.id) && into(n.id).length === 1)) {
    const joins = new Set<string>();
    let why: BlockProblem['why'] | null = null;
    const seen = new Set<string>();
    const queue = outOf(split.id).map((e) => e.to);
    while (queue.length > 0 && !why) {
      const at = queue.shift()!;
      if (isJoin(at)) {
        joins.add(at);
        continue;
      }
      if (seen.has(at)) continue;
      seen.add(at);
      if (kind.get(at) === 'end') why = 'leaves';
      else if (isSplit(at)) why = 'nested';
      else queue.push(...outOf(at).map((e) => e.to));
    }
    if (!why && joins.size !== 1) why = 'unpaired';
    if (why) problems.push({ element: split.id, why });
    else paired.add([...joins][0]!);
  }
  for (const n of model.nodes.filter((n) => isJoin(n.id) && outOf(n.id).length === 1)) {
    if (!paired.has(n.id)) problems.push({ element: n.id, why: 'orphanJoin' });
  }
  return problems;
}
