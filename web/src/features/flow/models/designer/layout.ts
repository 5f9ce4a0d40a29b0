import type { FlowGraph } from '../../../../catalogue';

/** Where a node sits in the drawn diagram: its column (left to right) and row (top to bottom). */
export interface Cell {
  column: number;
  row: number;
}

/**
 * Lays a model out left to right: a node's column is the longest way to it from the start, not
 * counting the edges that loop back (a choice that sends a record to an earlier stage); nodes of
 * one column stack in the order the walk meets them. Nodes the start never reaches go in a last
 * row, so that the designer still shows them (with their error).
 */
export function layoutGraph(graph: FlowGraph): Map<string, Cell> {
  const start = graph.nodes.find((n) => n.kind === 'start')?.id;
  const out = new Map<string, string[]>();
  for (const e of graph.edges) out.set(e.from, [...(out.get(e.from) ?? []), e.to]);

  // Depth-first from the start: an edge to a node still on the path loops back.
  const back = new Set<string>();
  const order: string[] = [];
  const onPath = new Set<string>();
  const seen = new Set<string>();
  const visit = (id: string) => {
    seen.add(id);
    onPath.add(id);
    for (const to of out.get(id) ?? []) {
      if (onPath.has(to)) back.add(`${id}>${to}`);
      else if (!seen.has(to)) visit(to);
    }
    onPath.delete(id);
    order.push(id);
  };
  if (start) visit(start);
  const topo = order.reverse();

  const column = new Map<string, number>();
  for (const id of topo) {
    const c = column.get(id) ?? 0;
    column.set(id, c);
    for (const to of out.get(id) ?? []) {
      if (!back.has(`${id}>${to}`) && (column.get(to) ?? -1) < c + 1) column.set(to, c + 1);
    }
  }

  // Rows in breadth-first order, so that branches stay next to each other.
  const cells = new Map<string, Cell>();
  const rows = new Map<number, number>();
  const place = (id: string, col: number) => {
    const row = rows.get(col) ?? 0;
    rows.set(col, row + 1);
    cells.set(id, { column: col, row });
  };
  const queue = start ? [start] : [];
  const queued = new Set(queue);
  while (queue.length > 0) {
    const id = queue.shift()!;
    place(id, column.get(id) ?? 0);
    for (const to of out.get(id) ?? []) {
      if (!queued.has(to) && column.has(to)) {
        queued.add(to);
        queue.push(to);
      }
    }
  }
  const deepest = Math.max(0, ...[...rows.values()]);
  let loose = 0;
  for (const n of graph.nodes) {
    if (!cells.has(n.id)) cells.set(n.id, { column: loose++, row: deepest + 1 });
  }
  return cells;
}
