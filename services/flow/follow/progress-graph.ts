import { advance, type BranchFacts, type FlowGraph } from '../../../catalogue';

/** Where a flow stands on its graph: the nodes it passed, those it waits at, and the stages still ahead. */
export interface GraphProgress {
  done: string[];
  current: string[];
  /** Stage node ids in the order the flow would reach them, as the record's facts choose its branches. */
  coming: string[];
}

/** What the record's events and tasks say of the round under review. */
export interface RoundFacts {
  state: string;
  /** Stages whose tasks of this round were approved (by a reviewer or by a timeout) and closed. */
  approved: string[];
  /** Stages of the open tasks. */
  open: string[];
  /** What the branch conditions read (the applicant union's kind, the form under review). */
  facts: BranchFacts;
}

const isStage = (graph: FlowGraph, id: string) => graph.nodes.some((n) => n.id === id && n.kind === 'stage');

/**
 * The stages the flow would reach after `from` (open stages, or the start), in order: each one's
 * landing as `advance` computes it, a join passed as if its other branches completed. A branch
 * condition that cannot be decided (an invalid model) ends the prediction there.
 */
export function comingStages(graph: FlowGraph, from: string[], facts: BranchFacts): string[] {
  const coming: string[] = [];
  const seen = new Set(from);
  const queue = [...from];
  while (queue.length > 0) {
    const at = queue.shift()!;
    let landing;
    try {
      landing = advance(graph, at, facts);
    } catch {
      continue;
    }
    for (const id of [...landing.stages, ...landing.joins]) {
      if (seen.has(id)) continue;
      seen.add(id);
      if (landing.stages.includes(id)) coming.push(id);
      queue.push(id);
    }
  }
  return coming;
}

/**
 * The gateways and ends between passed nodes: a node that is not a stage is passed when the flow
 * went through it, that is when it lies on an edge path (through other such nodes) from a passed
 * node to a passed or current one.
 */
function passedBetween(graph: FlowGraph, passed: Set<string>, targets: Set<string>): string[] {
  const out = new Map<string, string[]>();
  for (const e of graph.edges) out.set(e.from, [...(out.get(e.from) ?? []), e.to]);
  const reaches = new Map<string, boolean>();
  const leadsToTarget = (id: string, path: Set<string>): boolean => {
    if (reaches.has(id)) return reaches.get(id)!;
    if (path.has(id)) return false;
    path.add(id);
    const ok = (out.get(id) ?? []).some((to) => targets.has(to) || (!isStage(graph, to) && leadsToTarget(to, path)));
    path.delete(id);
    reaches.set(id, ok);
    return ok;
  };
  const found = new Set<string>();
  const queue = [...passed];
  while (queue.length > 0) {
    const at = queue.shift()!;
    for (const to of out.get(at) ?? []) {
      if (isStage(graph, to) || found.has(to) || passed.has(to)) continue;
      const end = graph.nodes.some((n) => n.id === to && n.kind === 'end');
      if (end ? targets.has(to) : leadsToTarget(to, new Set())) {
        found.add(to);
        queue.push(to);
      }
    }
  }
  return [...found];
}

/**
 * The record's progress on its graph. In review: the approved stages of this round are done, the open
 * ones current, what the branches lead to coming. Waiting for its applicant (draft, returned): the
 * flow stands at its start and every stage is ahead again (a resubmission goes through every stage).
 * Approved: everything it passed is done, its end too. Ended otherwise (cancelled, terminated,
 * expired): what it passed is done, nothing is current or coming.
 */
export function progressOn(graph: FlowGraph, round: RoundFacts): GraphProgress {
  const start = graph.nodes.find((n) => n.kind === 'start')?.id;
  const known = (ids: string[]) => [...new Set(ids)].filter((id) => isStage(graph, id));
  if (!start) return { done: [], current: [], coming: [] };
  if (round.state === 'draft' || round.state === 'returned' || round.state === 'new') {
    return { done: [], current: [start], coming: comingStages(graph, [start], round.facts) };
  }
  const current = round.state === 'in_review' ? known(round.open) : [];
  const approved = known(round.approved).filter((id) => !current.includes(id));
  const passed = new Set([start, ...approved]);
  const ends = round.state === 'approved' ? graph.nodes.filter((n) => n.kind === 'end').map((n) => n.id) : [];
  const between = passedBetween(graph, passed, new Set([...approved, ...current, ...ends]));
  const done = [start, ...between.filter((id) => !ends.includes(id)), ...approved, ...between.filter((id) => ends.includes(id))];
  const coming = round.state === 'in_review' ? comingStages(graph, current, round.facts).filter((id) => !passed.has(id)) : [];
  return { done: [...new Set(done)], current, coming };
}
