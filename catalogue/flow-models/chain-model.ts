import type { FlowModelDef } from '../types';
import type { FlowEdge, FlowGraph, FlowNode } from './graph';

/**
 * The graph of a catalogue chain (catalogue/flow/): start, its stages one after another (any one
 * candidate completes a stage; a reminder at the due time), end. A stage with `onlyWhen` has a
 * choice before it: its condition leads to the stage, the default past it. The chains become the
 * seeded models; a chain of no stages (publishOnly) goes from start to end.
 */
export function modelOfChain(chain: FlowModelDef): FlowGraph {
  const nodes: FlowNode[] = [{ kind: 'start', id: 'start' }];
  const edges: FlowEdge[] = [];
  const edge = (from: string, to: string, extra: Partial<FlowEdge> = {}) => edges.push({ id: `${from}_to_${to}`, from, to, ...extra });
  // Where the flow enters each stage (its choice, if it has one), then the end.
  const entries = [...chain.stages.map((s) => (s.onlyWhen ? `${s.key}_choice` : s.key)), 'end'];
  edge('start', entries[0]!);
  chain.stages.forEach((s, i) => {
    const next = entries[i + 1]!;
    if (s.onlyWhen) {
      nodes.push({ kind: 'choice', id: entries[i]!, name: s.name });
      edge(entries[i]!, s.key, { condition: s.onlyWhen });
      edge(entries[i]!, next, { isDefault: true });
    }
    nodes.push({
      kind: 'stage',
      id: s.key,
      name: s.name,
      candidates: [s.candidates],
      completion: 'any',
      dueHours: s.dueHours,
      ...(s.dueHoursWhen ? { dueHoursWhen: s.dueHoursWhen } : {}),
      onTimeout: 'remind',
      ...(s.decline ? { decline: true } : {}),
      ...(s.fields ? { fields: s.fields } : {}),
    });
    edge(s.key, next);
  });
  nodes.push({ kind: 'end', id: 'end' });
  return { key: chain.key, name: chain.name, nodes, edges };
}
