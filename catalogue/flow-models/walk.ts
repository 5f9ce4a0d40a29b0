import type { BranchCondition, FlowGraph, FlowNode, StageNode } from './graph';

/** What a branch condition reads: the applicant union's kind and the submitted form. */
export interface BranchFacts {
  unionKind: string;
  form: Readonly<Record<string, unknown>>;
}

/** Where a token lands when it leaves a node: the stages to open, the joins it waits at, whether it ended. */
export interface Landing {
  stages: string[];
  joins: string[];
  ended: boolean;
}

/** True when a branch's condition holds for the record. */
export function conditionHolds(c: BranchCondition, facts: BranchFacts): boolean {
  switch (c.kind) {
    case 'unionKind':
      return (c.in as string[]).includes(facts.unionKind);
    case 'field': {
      const v = facts.form[c.field];
      const text = v === undefined || v === null ? '' : String(v);
      if (c.op === 'in') return (Array.isArray(c.value) ? c.value : [c.value]).includes(text);
      return c.op === 'eq' ? text === c.value : text !== c.value;
    }
    case 'amount': {
      const raw = facts.form[c.field];
      const n = typeof raw === 'number' ? raw : Number(raw);
      if (raw === undefined || raw === null || raw === '' || !Number.isFinite(n)) return false;
      return c.op === 'lt' ? n < c.value : c.op === 'le' ? n <= c.value : c.op === 'gt' ? n > c.value : n >= c.value;
    }
  }
}

function node(graph: FlowGraph, id: string): FlowNode {
  const n = graph.nodes.find((x) => x.id === id);
  if (!n) throw new Error(`flow model ${graph.key} has no node ${id}`);
  return n;
}

/**
 * Moves a token out of `fromId` (the start, a completed stage or a join that fired): through choices
 * (the first branch whose condition holds, else the default) and parallel splits (every branch), up
 * to the stages it opens, the joins it waits at and the ends it reaches. Pure: the workflow calls it.
 */
export function advance(graph: FlowGraph, fromId: string, facts: BranchFacts): Landing {
  const landing: Landing = { stages: [], joins: [], ended: false };
  const queue = [fromId];
  let steps = 0;
  while (queue.length > 0) {
    // A valid model cannot loop through gateways alone; a bound keeps an invalid one from hanging the flow.
    if (++steps > graph.nodes.length * 4) throw new Error(`flow model ${graph.key} loops through gateways`);
    const at = queue.shift()!;
    const out = graph.edges.filter((e) => e.from === at);
    const current = node(graph, at);
    let next: string[];
    if (current.kind === 'choice') {
      const taken = out.find((e) => !e.isDefault && e.condition && conditionHolds(e.condition, facts)) ?? out.find((e) => e.isDefault);
      if (!taken) throw new Error(`no branch of ${at} holds and it has no default`);
      next = [taken.to];
    } else next = out.map((e) => e.to);
    for (const id of next) {
      const n = node(graph, id);
      const joinIns = n.kind === 'parallel' ? graph.edges.filter((e) => e.to === id).length : 0;
      if (n.kind === 'stage') landing.stages.push(id);
      else if (n.kind === 'end') landing.ended = true;
      else if (joinIns > 1) landing.joins.push(id);
      else queue.push(id);
    }
  }
  return landing;
}

/** The stage nodes of a model in their order; a task's `stage` number is its place here (1-based). */
export function stageNodes(graph: FlowGraph): StageNode[] {
  return graph.nodes.filter((n): n is StageNode => n.kind === 'stage');
}
