import { describe, expect, it } from 'vitest';
import { modelOfChain, validateModel, type FlowGraph, type StageNode } from '../../../../catalogue';
import { modules } from '../../../../catalogue';
import { connect, insertChoiceAfter, insertParallelAfter, insertStageAfter, removeNode, replaceNode, setBranch } from './graph-edit';
import { layoutGraph } from './layout';
import { diffModels, diffMarks } from './model-diff';
import { fenToYuan, yuanToFen } from './describe';

const setup1 = (): FlowGraph => modelOfChain(modules.setup1!.flowModel);
const path = (g: FlowGraph) => {
  const out: string[] = ['start'];
  for (let at = 'start'; ;) {
    const next = g.edges.find((e) => e.from === at);
    if (!next) return out;
    out.push(next.to);
    at = next.to;
  }
};

describe('the designer’s graph edits', () => {
  it('insert a stage after another, rewiring the edges so the model stays valid', () => {
    const { graph, id } = insertStageAfter(setup1(), 'launion');
    expect(path(graph)).toEqual(['start', 'launion', id, 'federation', 'end']);
    expect(validateModel(graph)).toEqual([]);
    // The new stage sits after its predecessor in the node list too.
    expect(graph.nodes.map((n) => n.id)).toEqual(['start', 'launion', id, 'federation', 'end']);
  });

  it('set the new stage to countersign with a 24-hour due time', () => {
    const { graph, id } = insertStageAfter(setup1(), 'launion');
    const stage = graph.nodes.find((n) => n.id === id) as StageNode;
    const edited = replaceNode(graph, id, { ...stage, completion: 'all', dueHours: 24 });
    expect(edited.nodes.find((n) => n.id === id)).toMatchObject({ completion: 'all', dueHours: 24 });
    expect(validateModel(edited)).toEqual([]);
  });

  it('insert a choice whose default goes on as before and whose condition passes a new stage', () => {
    const { graph, id } = insertChoiceAfter(setup1(), 'launion');
    expect(validateModel(graph)).toEqual([]);
    const out = graph.edges.filter((e) => e.from === id);
    expect(out.map((e) => (e.isDefault ? `default>${e.to}` : `${e.condition?.kind}>${e.to}`)).sort()).toEqual([
      'default>federation',
      'unionKind>stage_1',
    ]);
  });

  it('insert a parallel block of two stages that meet at a join', () => {
    const { graph } = insertParallelAfter(setup1(), 'launion');
    expect(validateModel(graph)).toEqual([]);
    expect(graph.nodes.filter((n) => n.kind === 'parallel')).toHaveLength(2);
  });

  it('remove a stage, its predecessor now leading where it led', () => {
    const graph = removeNode(setup1(), 'launion');
    expect(path(graph)).toEqual(['start', 'federation', 'end']);
    expect(validateModel(graph)).toEqual([]);
  });

  it('rename a node with its edges following', () => {
    const g = setup1();
    const stage = g.nodes.find((n) => n.id === 'launion') as StageNode;
    const graph = replaceNode(g, 'launion', { ...stage, id: 'parent' });
    expect(path(graph)).toEqual(['start', 'parent', 'federation', 'end']);
  });

  it('make a branch the default, the former default getting a condition', () => {
    const { graph, id } = insertChoiceAfter(setup1(), 'launion');
    const branch = graph.edges.find((e) => e.from === id && !e.isDefault)!;
    const next = setBranch(graph, branch.id, { isDefault: true });
    expect(next.edges.filter((e) => e.from === id && e.isDefault).map((e) => e.id)).toEqual([branch.id]);
    expect(validateModel(next)).toEqual([]);
  });

  it('connect two nodes, an edge out of a choice carrying a condition', () => {
    const { graph, id } = insertChoiceAfter(setup1(), 'launion');
    const next = connect(graph, id, 'end');
    expect(next.edges.at(-1)).toMatchObject({ from: id, to: 'end', condition: { kind: 'unionKind' } });
  });

  it('lay a model out left to right, branches in rows of one column', () => {
    const { graph } = insertParallelAfter(setup1(), 'launion');
    const cells = layoutGraph(graph);
    expect(cells.get('start')).toEqual({ column: 0, row: 0 });
    expect(cells.get('stage_1')!.column).toBe(cells.get('stage_2')!.column);
    expect(cells.get('stage_1')!.row).not.toBe(cells.get('stage_2')!.row);
    expect(cells.get('end')!.column).toBe(6);
  });
});

describe('the diff of two versions', () => {
  it('names the stage added, the stage changed with its attributes, and the edges', () => {
    const older = setup1();
    const { graph, id } = insertStageAfter(older, 'launion');
    const fed = graph.nodes.find((n) => n.id === 'federation') as StageNode;
    const newer = replaceNode(graph, 'federation', { ...fed, dueHours: 24, completion: 'all' });
    const changes = diffModels(older, newer);
    expect(changes.map((c) => `${c.element}:${c.id}:${c.change}:${c.attributes.join('+')}`)).toEqual([
      `node:${id}:added:`,
      'node:federation:changed:completion+dueHours',
      'edge:launion_to_federation:changed:to',
      `edge:flow_1:added:`,
    ]);
    expect(diffMarks(changes)).toEqual({ older: { federation: 'changed' }, newer: { [id]: 'added', federation: 'changed' } });
  });

  it('finds nothing between a version and itself', () => {
    expect(diffModels(setup1(), setup1())).toEqual([]);
  });
});

describe('amounts', () => {
  it('are typed in yuan and stored in fen', () => {
    expect(yuanToFen('50000')).toBe(5_000_000);
    expect(yuanToFen('12.34')).toBe(1234);
    expect(yuanToFen('abc')).toBeUndefined();
    expect(fenToYuan(5_000_000)).toBe('50000');
    expect(fenToYuan(1230)).toBe('12.3');
  });
});
