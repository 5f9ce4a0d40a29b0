import type { FlowGraph, FlowNode } from '../../../catalogue';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const SIZE: Record<FlowNode['kind'], [number, number]> = {
  start: [36, 36],
  end: [36, 36],
  stage: [100, 80],
  choice: [50, 50],
  parallel: [50, 50],
};
const COLUMN = 180;
const ROW = 140;

/**
 * Left-to-right positions for the diagram: a node's column is its distance from the start, its row
 * its place among the nodes of that column; each shape is centred in its cell. Nodes the start does
 * not reach get a last column, so the diagram still shows them.
 */
export function layout(model: FlowGraph): Map<string, Box> {
  const column = new Map<string, number>();
  const starts = model.nodes.filter((n) => n.kind === 'start').map((n) => n.id);
  const queue = [...starts];
  for (const s of starts) column.set(s, 0);
  while (queue.length > 0) {
    const at = queue.shift()!;
    for (const e of model.edges.filter((e) => e.from === at && !column.has(e.to))) {
      column.set(e.to, column.get(at)! + 1);
      queue.push(e.to);
    }
  }
  const last = Math.max(0, ...column.values()) + 1;
  const rows = new Map<number, number>();
  const boxes = new Map<string, Box>();
  for (const n of model.nodes) {
    const col = column.get(n.id) ?? last;
    const row = rows.get(col) ?? 0;
    rows.set(col, row + 1);
    const [width, height] = SIZE[n.kind];
    boxes.set(n.id, { x: 100 + col * COLUMN + (100 - width) / 2, y: 100 + row * ROW + (80 - height) / 2, width, height });
  }
  return boxes;
}

/** The points of an edge: out of the source's right side, into the target's left side, bending once. */
export function waypoints(from: Box, to: Box): { x: number; y: number }[] {
  const a = { x: from.x + from.width, y: from.y + from.height / 2 };
  const b = { x: to.x, y: to.y + to.height / 2 };
  if (a.y === b.y) return [a, b];
  const midX = Math.round((a.x + b.x) / 2);
  return [a, { x: midX, y: a.y }, { x: midX, y: b.y }, b];
}
