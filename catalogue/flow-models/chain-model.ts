import type { FlowModelDef } from '../types';
import type { FlowEdge, FlowGraph, FlowNode } from './graph';

/**
 * The graph of a catalogue chain (catalogue/flow/): start, its stages one after another (any one
 * candidate completes a stage; a reminder at the due time), end. The chains become the seeded
 * models; a chain of no stages (publishOnly) goes from start to end.
 */
export function modelOfChain(chain: FlowModelDef): FlowGraph {
  const stages: FlowNode[] = chain.stages.map((s) => ({
    kind: 'stage',
    id: s.key,
    name: s.name,
    candidates: [s.candidates],
    completion: 'any',
    dueHours: s.dueHours,
    onTimeout: 'remind',
  }));
  const ids = ['start', ...stages.map((s) => s.id), 'end'];
  const edges: FlowEdge[] = ids.slice(1).map((to, i) => ({ id: `${ids[i]}_to_${to}`, from: ids[i]!, to }));
  return { key: chain.key, name: chain.name, nodes: [{ kind: 'start', id: 'start' }, ...stages, { kind: 'end', id: 'end' }], edges };
}
