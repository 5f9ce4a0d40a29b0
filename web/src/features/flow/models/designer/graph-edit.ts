import type { BranchCondition, FlowEdge, FlowGraph, FlowNode, I18nText, StageNode } from '../../../../catalogue';

/**
 * The designer's edits of a model, as pure functions of the graph: each answers a new graph and
 * rewires the edges for the user, so that an insertion or a removal keeps the model connected.
 */

/** An id not used yet by a node or an edge: `prefix_1`, `prefix_2`... */
export function freeId(graph: FlowGraph, prefix: string): string {
  const used = new Set([...graph.nodes.map((n) => n.id), ...graph.edges.map((e) => e.id)]);
  for (let i = 1; ; i += 1) if (!used.has(`${prefix}_${i}`)) return `${prefix}_${i}`;
}

/** A new stage with the defaults an admin changes most: the applicant's parent union, any one of them, 72 hours, a reminder. */
export function newStage(id: string, name: I18nText = { zh: '新审核环节', en: 'New stage' }): StageNode {
  return {
    kind: 'stage',
    id,
    name,
    candidates: [{ kind: 'applicantParent' }],
    completion: 'any',
    dueHours: 72,
    onTimeout: 'remind',
  };
}

const withNodes = (graph: FlowGraph, nodes: FlowNode[], edges: FlowEdge[]): FlowGraph => ({ ...graph, nodes, edges });

/** The nodes with `added` right after node `afterId` (the list reads in flow order where it can). */
function placeAfter(nodes: FlowNode[], afterId: string, added: FlowNode[]): FlowNode[] {
  const at = nodes.findIndex((n) => n.id === afterId);
  return at < 0 ? [...nodes, ...added] : [...nodes.slice(0, at + 1), ...added, ...nodes.slice(at + 1)];
}

/** Hands out fresh ids one after another, each reserved so that the next differs. */
function idTaker(graph: FlowGraph): (prefix: string) => string {
  let g = graph;
  return (prefix) => {
    const id = freeId(g, prefix);
    g = withNodes(g, [...g.nodes, { kind: 'end', id }], g.edges);
    return id;
  };
}

/** The edge a new element after `nodeId` goes on: its only edge out; none for a node of no or several edges out. */
function onlyEdgeOut(graph: FlowGraph, nodeId: string): FlowEdge | undefined {
  const out = graph.edges.filter((e) => e.from === nodeId);
  return out.length === 1 ? out[0] : undefined;
}

/** Whether something can be inserted right after `nodeId`: a start, stage or join with one edge out. */
export function canInsertAfter(graph: FlowGraph, nodeId: string): boolean {
  return onlyEdgeOut(graph, nodeId) !== undefined;
}

/** Inserts a new stage on edge `edgeId` (a→b): a→stage keeps the edge's id and condition, then stage→b; answers the new stage's id. */
export function insertStageOnEdge(graph: FlowGraph, edgeId: string): { graph: FlowGraph; id: string } {
  const edge = graph.edges.find((e) => e.id === edgeId);
  if (!edge) return { graph, id: '' };
  const take = idTaker(graph);
  const [id, out] = [take('stage'), take('flow')];
  return {
    graph: {
      ...graph,
      nodes: placeAfter(graph.nodes, edge.from, [newStage(id)]),
      edges: [...graph.edges.map((e) => (e.id === edgeId ? { ...e, to: id } : e)), { id: out, from: id, to: edge.to }],
    },
    id,
  };
}

/** Inserts a new stage after `nodeId` (between it and what followed it). */
export function insertStageAfter(graph: FlowGraph, nodeId: string): { graph: FlowGraph; id: string } {
  const edge = onlyEdgeOut(graph, nodeId);
  return edge ? insertStageOnEdge(graph, edge.id) : { graph, id: '' };
}

/**
 * Inserts an exclusive gateway after `nodeId`: by default the flow goes on as before; a branch for
 * corp unions goes through a new stage first. Both branches meet where the old edge led.
 */
export function insertChoiceAfter(graph: FlowGraph, nodeId: string): { graph: FlowGraph; id: string } {
  const edge = onlyEdgeOut(graph, nodeId);
  if (!edge) return { graph, id: '' };
  const take = idTaker(graph);
  const [choice, stage, branch, back, byDefault] = [take('choice'), take('stage'), take('flow'), take('flow'), take('flow')];
  return {
    graph: {
      ...graph,
      nodes: placeAfter(graph.nodes, nodeId, [{ kind: 'choice', id: choice, name: { zh: '条件分支', en: 'Choice' } }, newStage(stage)]),
      edges: [
        ...graph.edges.map((e) => (e.id === edge.id ? { ...e, to: choice } : e)),
        { id: branch, from: choice, to: stage, condition: { kind: 'unionKind', in: ['corp'] } },
        { id: back, from: stage, to: edge.to },
        { id: byDefault, from: choice, to: edge.to, isDefault: true },
      ],
    },
    id: choice,
  };
}

/** Inserts a parallel block after `nodeId`: a split, two new stages side by side, their join, then what followed. */
export function insertParallelAfter(graph: FlowGraph, nodeId: string): { graph: FlowGraph; id: string } {
  const edge = onlyEdgeOut(graph, nodeId);
  if (!edge) return { graph, id: '' };
  const take = idTaker(graph);
  const [split, join, a, b] = [take('split'), take('join'), take('stage'), take('stage')];
  const [e1, e2, e3, e4, out] = [take('flow'), take('flow'), take('flow'), take('flow'), take('flow')];
  return {
    graph: {
      ...graph,
      nodes: placeAfter(graph.nodes, nodeId, [
        { kind: 'parallel', id: split },
        newStage(a, { zh: '并行审核一', en: 'Parallel review 1' }),
        newStage(b, { zh: '并行审核二', en: 'Parallel review 2' }),
        { kind: 'parallel', id: join },
      ]),
      edges: [
        ...graph.edges.map((e) => (e.id === edge.id ? { ...e, to: split } : e)),
        { id: e1, from: split, to: a },
        { id: e2, from: split, to: b },
        { id: e3, from: a, to: join },
        { id: e4, from: b, to: join },
        { id: out, from: join, to: edge.to },
      ],
    },
    id: split,
  };
}

/**
 * Removes a node. A node of one edge out is bridged: its incoming edges go where it led (keeping
 * their ids and conditions). Otherwise its edges go with it and the validation names what is left loose.
 */
export function removeNode(graph: FlowGraph, nodeId: string): FlowGraph {
  const out = graph.edges.filter((e) => e.from === nodeId);
  const next = out.length === 1 ? out[0]!.to : undefined;
  const edges = graph.edges
    .filter((e) => e.from !== nodeId)
    .flatMap((e) => {
      if (e.to !== nodeId) return [e];
      return next && next !== e.from ? [{ ...e, to: next }] : [];
    });
  return { ...graph, nodes: graph.nodes.filter((n) => n.id !== nodeId), edges };
}

/** Adds an edge from → to; out of a choice it carries a condition to fill in. */
export function connect(graph: FlowGraph, from: string, to: string): FlowGraph {
  if (from === to || graph.edges.some((e) => e.from === from && e.to === to)) return graph;
  const fromChoice = graph.nodes.find((n) => n.id === from)?.kind === 'choice';
  const edge: FlowEdge = { id: freeId(graph, 'flow'), from, to };
  if (fromChoice) edge.condition = { kind: 'unionKind', in: ['corp'] };
  return { ...graph, edges: [...graph.edges, edge] };
}

export function removeEdge(graph: FlowGraph, edgeId: string): FlowGraph {
  return { ...graph, edges: graph.edges.filter((e) => e.id !== edgeId) };
}

/** Replaces node `id` by `node` (which may carry a new id: the edges follow it). */
export function replaceNode(graph: FlowGraph, id: string, node: FlowNode): FlowGraph {
  const rename = (ref: string) => (ref === id ? node.id : ref);
  return {
    ...graph,
    nodes: graph.nodes.map((n) => (n.id === id ? node : n)),
    edges: node.id === id ? graph.edges : graph.edges.map((e) => ({ ...e, from: rename(e.from), to: rename(e.to) })),
  };
}

/** Sets a branch's condition, or makes it the choice's default (the other branches then lose that mark). */
export function setBranch(graph: FlowGraph, edgeId: string, branch: { condition: BranchCondition } | { isDefault: true }): FlowGraph {
  const edge = graph.edges.find((e) => e.id === edgeId);
  if (!edge) return graph;
  return {
    ...graph,
    edges: graph.edges.map((e) => {
      if (e.id === edgeId) {
        const { condition: _c, isDefault: _d, ...plain } = e;
        return 'isDefault' in branch ? { ...plain, isDefault: true } : { ...plain, condition: branch.condition };
      }
      if ('isDefault' in branch && e.from === edge.from && e.isDefault) {
        const { isDefault: _d, ...rest } = e;
        return { ...rest, condition: { kind: 'unionKind', in: ['corp'] } };
      }
      return e;
    }),
  };
}
