import type { FlowGraph } from './graph';
import { stageNodes } from './walk';

/** Where one open stage of a running record goes in the new version. */
export interface StageMove {
  from: string;
  to: string;
  /** The stage exists in the new version under the same id: the record stays where it is. */
  exists: boolean;
}

/**
 * Where each open stage of a running record lands in a new version of its model: the same stage
 * if the new version has it; else the administrator's choice (`overrides`); else the stage that
 * now stands in its place (the first stage the new version opens after the nearest earlier stage
 * both versions have, or after the start: a renamed or replaced stage); else the new version's
 * first stage (the review starts again rather than being skipped). Used by the dry run and by the
 * flow's migration alike.
 */
export function planMigration(
  oldGraph: FlowGraph,
  newGraph: FlowGraph,
  openStageKeys: readonly string[],
  overrides: Readonly<Record<string, string>> = {},
): { moves: StageMove[] } {
  const kept = new Set(stageNodes(newGraph).map((s) => s.id));
  const first = (() => {
    const start = newGraph.nodes.find((n) => n.kind === 'start');
    const seen = new Set<string>();
    const queue = start ? [start.id] : [];
    while (queue.length > 0) {
      const at = queue.shift()!;
      if (kept.has(at)) return at;
      if (seen.has(at)) continue;
      seen.add(at);
      queue.push(...newGraph.edges.filter((e) => e.from === at).map((e) => e.to));
    }
    return stageNodes(newGraph)[0]?.id ?? '';
  })();
  const isStart = (g: FlowGraph, id: string) => g.nodes.some((n) => n.id === id && n.kind === 'start');
  /** The nearest node before `from` in the old version that the new one has too: a kept stage, or the start. */
  const anchor = (from: string): string | undefined => {
    const seen = new Set([from]);
    const queue = oldGraph.edges.filter((e) => e.to === from).map((e) => e.from);
    while (queue.length > 0) {
      const at = queue.shift()!;
      if (seen.has(at)) continue;
      seen.add(at);
      if (kept.has(at) || isStart(oldGraph, at)) return at;
      queue.push(...oldGraph.edges.filter((e) => e.to === at).map((e) => e.from));
    }
    return undefined;
  };
  /** The first stage the new version opens after `at`. */
  const after = (at: string): string | undefined => {
    const from = isStart(oldGraph, at) ? newGraph.nodes.find((n) => n.kind === 'start')?.id : at;
    const seen = new Set<string>();
    const queue = newGraph.edges.filter((e) => e.from === from).map((e) => e.to);
    while (queue.length > 0) {
      const next = queue.shift()!;
      if (seen.has(next)) continue;
      seen.add(next);
      if (kept.has(next)) return next;
      queue.push(...newGraph.edges.filter((e) => e.from === next).map((e) => e.to));
    }
    return undefined;
  };
  const inPlaceOf = (from: string): string | undefined => {
    const a = anchor(from);
    return a === undefined ? undefined : after(a);
  };
  return {
    moves: openStageKeys.map((from) => {
      if (kept.has(from)) return { from, to: from, exists: true };
      const chosen = overrides[from];
      return { from, to: chosen && kept.has(chosen) ? chosen : (inPlaceOf(from) ?? first), exists: false };
    }),
  };
}
