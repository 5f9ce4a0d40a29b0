import { describe, expect, it } from 'vitest';
import { modules } from '../modules';
import type { FlowGraph, StageNode } from './graph';
import { modelOfChain } from './chain-model';
import { validateModel } from './validate-model';

const stage = (id: string, extra: Partial<StageNode> = {}): StageNode => ({
  kind: 'stage',
  id,
  name: { zh: `环节${id}`, en: `Stage ${id}` },
  candidates: [{ kind: 'applicantParent' }],
  completion: 'any',
  dueHours: 24,
  onTimeout: 'remind',
  ...extra,
});

/** start → a → b → end, with `edit` applied to the model. */
function model(edit: (m: FlowGraph) => void = () => {}): FlowGraph {
  const m: FlowGraph = {
    key: 'test',
    name: { zh: '测试', en: 'Test' },
    nodes: [{ kind: 'start', id: 'start' }, stage('a'), stage('b'), { kind: 'end', id: 'end' }],
    edges: [
      { id: 'e1', from: 'start', to: 'a' },
      { id: 'e2', from: 'a', to: 'b' },
      { id: 'e3', from: 'b', to: 'end' },
    ],
  };
  edit(m);
  return m;
}

const rulesOf = (m: FlowGraph, fields?: string[]) => validateModel(m, fields ? { fields } : {}).map((e) => `${e.element}:${e.rule}`);

describe('a flow model', () => {
  it('made from each catalogue chain is valid, the chain of no stages going from start to end', () => {
    const invalid = Object.values(modules).flatMap((m) =>
      validateModel(modelOfChain(m.flowModel)).map((e) => `${m.key}: ${e.element} ${e.rule}`),
    );
    expect(invalid).toEqual([]);
    expect(modelOfChain(modules.activity!.flowModel).edges).toEqual([{ id: 'start_to_end', from: 'start', to: 'end' }]);
  });

  it('keeps the chain’s stages in order with their candidates and due hours', () => {
    const m = modelOfChain(modules.setup1!.flowModel);
    expect(m.edges.map((e) => `${e.from}>${e.to}`)).toEqual(['start>launion', 'launion>federation', 'federation>end']);
    expect(m.nodes[1]).toMatchObject({ kind: 'stage', candidates: [{ kind: 'applicantParent' }], dueHours: 72, completion: 'any' });
  });

  it('is refused with a stage nobody can take, naming the stage', () => {
    expect(rulesOf(model((m) => ((m.nodes[1] as StageNode).candidates = [])))).toEqual(['a:noCandidates']);
    expect(rulesOf(model((m) => ((m.nodes[2] as StageNode).candidates = [{ kind: 'users', userIds: [] }])))).toEqual(['b:noCandidates']);
  });

  it('is refused with a stage the start never reaches, naming it', () => {
    const m = model((g) => {
      g.nodes.push(stage('orphan'));
      g.edges.push({ id: 'e4', from: 'orphan', to: 'end' });
    });
    expect(rulesOf(m)).toEqual(['orphan:unreachable']);
  });

  it('is refused with a cycle that has no way out, naming each node caught in it and the end it never reaches', () => {
    const m = model((g) => {
      g.edges = [
        { id: 'e1', from: 'start', to: 'a' },
        { id: 'e2', from: 'a', to: 'b' },
        { id: 'e3', from: 'b', to: 'a' },
      ];
    });
    expect(rulesOf(m)).toEqual(['a:noExit', 'b:noExit', 'end:unreachable']);
  });

  it('may loop back to an earlier stage through a choice that also leads out', () => {
    const m = model((g) => {
      g.nodes.push({ kind: 'choice', id: 'check' });
      g.edges = [
        { id: 'e1', from: 'start', to: 'a' },
        { id: 'e2', from: 'a', to: 'b' },
        { id: 'e3', from: 'b', to: 'check' },
        { id: 'again', from: 'check', to: 'a', condition: { kind: 'amount', field: 'amount', op: 'gt', value: 5_000_000 } },
        { id: 'done', from: 'check', to: 'end', isDefault: true },
      ];
    });
    expect(rulesOf(m)).toEqual([]);
  });

  it('is refused with a choice whose branch has neither a condition nor the default', () => {
    const m = model((g) => {
      g.nodes.push({ kind: 'choice', id: 'kind' });
      g.edges = [
        { id: 'e1', from: 'start', to: 'kind' },
        { id: 'toA', from: 'kind', to: 'a', condition: { kind: 'unionKind', in: ['corp'] } },
        { id: 'toB', from: 'kind', to: 'b' },
        { id: 'e2', from: 'a', to: 'end' },
        { id: 'e3', from: 'b', to: 'end' },
      ];
    });
    expect(rulesOf(m)).toEqual(['kind:choiceBranches']);
  });

  it('is refused with a condition on an edge that leaves a stage, and with a stage of two ways out', () => {
    const m = model((g) => {
      g.edges[1] = { id: 'e2', from: 'a', to: 'b', condition: { kind: 'field', field: 'unionKind', op: 'eq', value: '1' } };
      g.edges.push({ id: 'e4', from: 'a', to: 'end' });
    });
    expect(rulesOf(m)).toEqual(['a:stageEdges', 'e2:conditionOutsideChoice']);
  });

  it('is refused with an edge to a node that does not exist, naming the edge', () => {
    expect(rulesOf(model((g) => (g.edges[2] = { id: 'e3', from: 'b', to: 'nowhere' })))).toContain('e3:unknownNode');
  });

  it('is refused with field permissions naming a field the module does not have', () => {
    const m = model((g) => ((g.nodes[1] as StageNode).fields = { visible: ['unionName'], editable: ['salary'] }));
    expect(rulesOf(m, ['unionName', 'uscc'])).toEqual(['a:unknownField']);
  });

  it('is refused with a due time that is not a whole number of hours, or two starts', () => {
    const m = model((g) => {
      (g.nodes[2] as StageNode).dueHours = 0.5;
      g.nodes.push({ kind: 'start', id: 'start2' });
      g.edges.push({ id: 'e4', from: 'start2', to: 'b' });
    });
    expect(rulesOf(m)).toEqual(['start2:oneStart', 'b:dueHours']);
  });

  it('says what is wrong in Chinese by default, with the stage’s name', () => {
    const [error] = validateModel(model((m) => ((m.nodes[1] as StageNode).candidates = [])));
    expect(error!.message.zh).toBe('审核环节「环节a」没有审核人');
  });

  describe('with parallel branches', () => {
    /** start → split → (a | b) → join → end, with `edit` applied. */
    const block = (edit: (m: FlowGraph) => void = () => {}) =>
      model((m) => {
        m.nodes = [
          { kind: 'start', id: 'start' },
          { kind: 'parallel', id: 'split' },
          stage('a'),
          stage('b'),
          { kind: 'parallel', id: 'join' },
          { kind: 'end', id: 'end' },
        ];
        m.edges = [
          { id: 'e1', from: 'start', to: 'split' },
          { id: 'e2', from: 'split', to: 'a' },
          { id: 'e3', from: 'split', to: 'b' },
          { id: 'e4', from: 'a', to: 'join' },
          { id: 'e5', from: 'b', to: 'join' },
          { id: 'e6', from: 'join', to: 'end' },
        ];
        edit(m);
      });

    it('is valid when every split meets one join', () => {
      expect(rulesOf(block())).toEqual([]);
    });

    it('names a split whose branch reaches an end before the join', () => {
      expect(rulesOf(block((m) => (m.edges[4] = { id: 'e5', from: 'b', to: 'end' })))).toContain('split:parallelBlock');
    });

    it('names a join that closes no split', () => {
      const m = model((m) => {
        m.nodes.push({ kind: 'choice', id: 'c' }, { kind: 'parallel', id: 'join' });
        m.edges = [
          { id: 'e1', from: 'start', to: 'c' },
          { id: 'e2', from: 'c', to: 'a', isDefault: true },
          { id: 'e3', from: 'c', to: 'b', condition: { kind: 'unionKind', in: ['corp'] } },
          { id: 'e4', from: 'a', to: 'join' },
          { id: 'e5', from: 'b', to: 'join' },
          { id: 'e6', from: 'join', to: 'end' },
        ];
      });
      expect(rulesOf(m)).toContain('join:parallelBlock');
    });
  });
});
