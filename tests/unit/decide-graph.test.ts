import { describe, expect, it } from 'vitest';
import { modelOfChain, type FlowGraph, type PinnedFlow, type StageNode } from '../../catalogue';
import {
  decide,
  evolve,
  initialState,
  type Actor,
  type Command,
  type FlowState,
  type LifecycleInput,
  type StagePlan,
} from '../../workflows';
import type { NewFlowEvent } from '../../db';

const corp1: Actor = { id: '2005', name: '智联科技工会', unionId: '1101', unionName: '智联', ident: 'corp', roles: ['corp'] };
const launion1: Actor = { id: '2003', name: '中关村街道工会', unionId: '1100', unionName: '中关村', ident: 'launion', roles: ['launion'] };
const fed = (id: string): Actor => ({
  id,
  name: `审核员${id}`,
  unionId: '1000',
  unionName: '总工会',
  ident: 'federation',
  roles: ['federation'],
});
const admin: Actor = { ...fed('1'), roles: ['administrator'], operator: true };

const stage = (id: string, more: Partial<StageNode> = {}): StageNode => ({
  kind: 'stage',
  id,
  name: { zh: id, en: id },
  candidates: [{ kind: 'role', role: 'federation' }],
  completion: 'any',
  dueHours: 24,
  onTimeout: 'remind',
  ...more,
});
const plan = (id: string, candidates: string[], more: Partial<StagePlan> = {}): StagePlan => ({
  key: id,
  name: id,
  candidates,
  dueHours: 24,
  completion: 'any',
  onTimeout: 'remind',
  ...more,
});
/** start → the stage → end. */
const oneStage = (node: StageNode): FlowGraph => ({
  key: 'm',
  name: { zh: 'm', en: 'm' },
  nodes: [{ kind: 'start', id: 's' }, node, { kind: 'end', id: 'e' }],
  edges: [
    { id: `s_to_${node.id}`, from: 's', to: node.id },
    { id: `${node.id}_to_e`, from: node.id, to: 'e' },
  ],
});
const line = (...ids: string[]) => ids.slice(1).map((to, i) => ({ id: `${ids[i]}_to_${to}`, from: ids[i]!, to }));

function inputOf(graph: FlowGraph, stages: StagePlan[], more: Partial<LifecycleInput> = {}): LifecycleInput {
  const flow: PinnedFlow = { modelKey: graph.key, versionId: '9', version: 2, graph };
  return {
    tenantId: '000000',
    module: 'setup1',
    recordId: '42',
    processInstanceId: 'setup1-42',
    applicant: { id: '2005', name: '智联科技工会' },
    union: { id: '1101', name: '智联工会', path: '/1000/1100/1101/' },
    unionKind: 'corp',
    model: graph.key,
    stages,
    draftTtlMs: 1000,
    flow,
    ...more,
  };
}

/** Runs commands in order, failing on a refusal; answers the state and every event. */
function run(
  input: LifecycleInput,
  steps: [Command, Actor | null][],
  from: { state: FlowState; events: NewFlowEvent[] } = { state: initialState, events: [] },
) {
  let { state } = from;
  const events = [...from.events];
  steps.forEach(([cmd, actor], i) => {
    const d = decide(state, input, cmd, actor, 1_700_000_000_000 + i * 1000);
    if (!d.ok) throw new Error(`step ${i} ${cmd.kind} refused: ${JSON.stringify(d.rejection)}`);
    for (const e of d.events) {
      state = evolve(state, e);
      events.push(e);
    }
  });
  return { state, events };
}

const submit: Command = { kind: 'submit', form: { amount: 600000 }, title: 'x' };
const approve = (taskId: string): Command => ({ kind: 'complete', taskId, flag: 'ok', comment: '' });
const types = (events: NewFlowEvent[]) => events.map((e) => e.type);

describe('a flow walking a deployed model', () => {
  it('walks a catalogue chain exactly as the stage list does', () => {
    const chain = {
      key: 'parent-then-federation',
      name: { zh: '上级工会、总工会审核', en: 'x' },
      stages: [
        { key: 'launion', name: { zh: '上级工会审核', en: 'x' }, candidates: { kind: 'applicantParent' as const }, dueHours: 72 },
        {
          key: 'federation',
          name: { zh: '总工会审核', en: 'x' },
          candidates: { kind: 'role' as const, role: 'federation' },
          dueHours: 120,
        },
      ],
    };
    const stages = [
      plan('launion', ['union:1100'], { dueHours: 72, name: '上级工会审核' }),
      plan('federation', ['role:federation'], { dueHours: 120, name: '总工会审核' }),
    ];
    const graphRun = run(inputOf(modelOfChain(chain), stages), [
      [submit, corp1],
      [approve('42-1'), launion1],
      [approve('42-2'), fed('7')],
    ]);
    const listStages = stages.map(({ key, name, candidates, dueHours }) => ({ key, name, candidates, dueHours }));
    const listRun = run(inputOf(modelOfChain(chain), listStages, { flow: undefined }), [
      [submit, corp1],
      [approve('42-1'), launion1],
      [approve('42-2'), fed('7')],
    ]);
    const strip = (es: NewFlowEvent[]) =>
      es.map((e) => (e.type === 'flow.started' ? { ...e, payload: { ...e.payload, stages: [], flow: undefined } } : e));
    expect(strip(graphRun.events)).toEqual(strip(listRun.events));
    expect(graphRun.state.status).toBe('approved');
  });

  it('opens one task per reviewer on a countersign stage and moves on only when all approved', () => {
    const graph: FlowGraph = oneStage(stage('sign', { completion: 'all' }));
    const input = inputOf(graph, [plan('sign', ['user:7', 'user:8'], { completion: 'all' })]);
    const opened = run(input, [[submit, corp1]]);
    expect(opened.state.openTasks.map((t) => t.candidates)).toEqual([['user:7'], ['user:8']]);
    const half = run(input, [[approve('42-1'), fed('7')]], opened);
    expect(half.state.status).toBe('in_review');
    expect(half.state.openTasks.map((t) => t.taskId)).toEqual(['42-2']);
    expect(run(input, [[approve('42-2'), fed('8')]], half).state.status).toBe('approved');
  });

  it('refuses a countersign reviewer the task of another reviewer', () => {
    const graph: FlowGraph = oneStage(stage('sign', { completion: 'all' }));
    const input = inputOf(graph, [plan('sign', ['user:7', 'user:8'], { completion: 'all' })]);
    const opened = run(input, [[submit, corp1]]);
    const d = decide(opened.state, input, approve('42-2'), fed('7'), 0);
    expect(!d.ok && d.rejection.reason).toBe('notCandidate');
  });

  it('opens a sequence stage’s reviewers one after another', () => {
    const graph: FlowGraph = oneStage(stage('seq', { completion: 'sequence' }));
    const input = inputOf(graph, [plan('seq', ['user:7', 'user:8'], { completion: 'sequence' })]);
    const first = run(input, [[submit, corp1]]);
    expect(first.state.openTasks.map((t) => t.candidates)).toEqual([['user:7']]);
    const second = run(input, [[approve('42-1'), fed('7')]], first);
    expect(second.state.openTasks.map((t) => t.candidates)).toEqual([['user:8']]);
    expect(run(input, [[approve('42-2'), fed('8')]], second).state.status).toBe('approved');
  });

  it('takes the branch whose amount condition holds, else the default', () => {
    const graph: FlowGraph = {
      key: 'm',
      name: { zh: 'm', en: 'm' },
      nodes: [{ kind: 'start', id: 's' }, { kind: 'choice', id: 'c' }, stage('big'), stage('small'), { kind: 'end', id: 'e' }],
      edges: [
        ...line('s', 'c'),
        { id: 'c_big', from: 'c', to: 'big', condition: { kind: 'amount', field: 'amount', op: 'gt', value: 500000 } },
        { id: 'c_small', from: 'c', to: 'small', isDefault: true },
        ...line('big', 'e'),
        ...line('small', 'e'),
      ],
    };
    const input = inputOf(graph, [plan('big', ['role:federation']), plan('small', ['union:1100'])]);
    expect(run(input, [[submit, corp1]]).state.openTask?.stageKey).toBe('big');
    expect(run(input, [[{ kind: 'submit', form: { amount: 100 }, title: 'x' }, corp1]]).state.openTask?.stageKey).toBe('small');
  });

  it('opens parallel branches together and joins when both are approved', () => {
    const graph: FlowGraph = {
      key: 'm',
      name: { zh: 'm', en: 'm' },
      nodes: [
        { kind: 'start', id: 's' },
        { kind: 'parallel', id: 'split' },
        stage('a'),
        stage('b'),
        { kind: 'parallel', id: 'join' },
        stage('after'),
        { kind: 'end', id: 'e' },
      ],
      edges: [...line('s', 'split'), ...line('split', 'a', 'join'), ...line('split', 'b', 'join'), ...line('join', 'after', 'e')],
    };
    const input = inputOf(graph, [plan('a', ['user:7']), plan('b', ['user:8']), plan('after', ['user:9'])]);
    const both = run(input, [[submit, corp1]]);
    expect(both.state.openTasks.map((t) => t.stageKey)).toEqual(['a', 'b']);
    const oneDone = run(input, [[approve('42-1'), fed('7')]], both);
    expect(oneDone.state.openTasks.map((t) => t.stageKey)).toEqual(['b']);
    const joined = run(input, [[approve('42-2'), fed('8')]], oneDone);
    expect(joined.state.openTasks.map((t) => t.stageKey)).toEqual(['after']);
  });

  it('closes every open task when one reviewer returns the record', () => {
    const graph: FlowGraph = oneStage(stage('sign', { completion: 'all' }));
    const input = inputOf(graph, [plan('sign', ['user:7', 'user:8'], { completion: 'all' })]);
    const returned = run(input, [
      [submit, corp1],
      [{ kind: 'complete', taskId: '42-1', flag: 'no', comment: '材料不全' }, fed('7')],
    ]);
    expect(returned.state.status).toBe('returned');
    expect(returned.state.openTasks).toEqual([]);
  });

  describe('at a task’s due time', () => {
    const graphWith = (onTimeout: StageNode['onTimeout']): FlowGraph => oneStage(stage('one', { onTimeout }));
    const timeout: Command = { kind: 'timeout', taskId: '42-1' };

    it('reminds once and keeps the task open', () => {
      const input = inputOf(graphWith('remind'), [plan('one', ['user:7'])]);
      const after = run(input, [
        [submit, corp1],
        [timeout, null],
      ]);
      expect(types(after.events).at(-1)).toBe('task.overdue');
      expect(after.state.openTasks).toHaveLength(1);
      expect(decide(after.state, input, timeout, null, 0).ok).toBe(false);
    });

    it('approves on the stage’s behalf', () => {
      const input = inputOf(graphWith('autoApprove'), [plan('one', ['user:7'], { onTimeout: 'autoApprove' })]);
      expect(
        run(input, [
          [submit, corp1],
          [timeout, null],
        ]).state.status,
      ).toBe('approved');
    });

    it('returns the record with the reason', () => {
      const input = inputOf(graphWith('autoReturn'), [plan('one', ['user:7'], { onTimeout: 'autoReturn' })]);
      const after = run(input, [
        [submit, corp1],
        [timeout, null],
      ]);
      expect(after.state.status).toBe('returned');
      expect(after.events.at(-1)).toMatchObject({ type: 'returned', payload: { comment: '办理超时，系统自动退回' } });
    });

    it('escalates to the union above, which only reminds when late again', () => {
      const input = inputOf(graphWith('escalate'), [plan('one', ['union:1100'], { onTimeout: 'escalate', escalateTo: ['union:1000'] })]);
      const after = run(input, [
        [submit, corp1],
        [timeout, null],
      ]);
      expect(after.state.openTasks.map((t) => t.candidates)).toEqual([['union:1000']]);
      expect(types(run(input, [[{ kind: 'timeout', taskId: '42-2' }, null]], after).events).at(-1)).toBe('task.overdue');
    });

    it('is the flow’s own: a person cannot time a task out', () => {
      const input = inputOf(graphWith('autoApprove'), [plan('one', ['user:7'], { onTimeout: 'autoApprove' })]);
      const open = run(input, [[submit, corp1]]);
      expect(decide(open.state, input, timeout, fed('7'), 0).ok).toBe(false);
    });
  });

  describe('moved to a new version', () => {
    const v1: FlowGraph = {
      key: 'm',
      name: { zh: 'm', en: 'm' },
      nodes: [{ kind: 'start', id: 's' }, stage('old'), stage('last'), { kind: 'end', id: 'e' }],
      edges: line('s', 'old', 'last', 'e'),
    };
    const v2: FlowGraph = {
      key: 'm',
      name: { zh: 'm', en: 'm' },
      nodes: [{ kind: 'start', id: 's' }, stage('fresh'), stage('last'), { kind: 'end', id: 'e' }],
      edges: line('s', 'fresh', 'last', 'e'),
    };
    const input = inputOf(v1, [plan('old', ['user:7']), plan('last', ['user:9'])]);
    const order = {
      flow: { modelKey: 'm', versionId: '10', version: 3, graph: v2 },
      stages: [plan('fresh', ['user:8']), plan('last', ['user:9'])],
      targets: {},
    };

    it('moves a task on a stage the new version lacks to the stage standing in its place, recording the move', () => {
      const moved = run(input, [
        [submit, corp1],
        [{ kind: 'migrate', order }, admin],
      ]);
      const event = moved.events.find((e) => e.type === 'flow.migrated');
      expect(event?.payload).toMatchObject({
        from: { version: 2 },
        to: { version: 3 },
        moves: [{ taskId: '42-1', from: 'old', to: 'fresh' }],
      });
      expect(moved.state.openTasks.map((t) => t.stageKey)).toEqual(['fresh']);
    });

    it('moves it where the administrator chose', () => {
      const moved = run(input, [
        [submit, corp1],
        [{ kind: 'migrate', order: { ...order, targets: { old: 'last' } } }, admin],
      ]);
      expect(moved.state.openTasks.map((t) => [t.stageKey, t.candidates])).toEqual([['last', ['user:9']]]);
    });

    it('moves a flow started before deployments (its stage list, no version pinned) and walks the new version after', () => {
      const listInput = inputOf(v1, [plan('old', ['user:7']), plan('last', ['user:9'])], { flow: undefined });
      const moved = run(listInput, [
        [submit, corp1],
        [{ kind: 'migrate', order }, admin],
      ]);
      expect(moved.events.find((e) => e.type === 'flow.migrated')?.payload).toMatchObject({
        from: { versionId: '', version: 0 },
        to: { versionId: '10', version: 3 },
        moves: [{ taskId: '42-1', from: 'old', to: 'fresh' }],
      });
      const fresh = moved.state.openTasks[0]!;
      expect([fresh.stageKey, fresh.candidates]).toEqual(['fresh', ['user:8']]);
      const next = run(listInput, [[approve(fresh.taskId), fed('8')]], moved);
      expect(next.state.openTasks.map((t) => [t.stageKey, t.candidates])).toEqual([['last', ['user:9']]]);
    });

    it('refuses anyone but a flow administrator', () => {
      const open = run(input, [[submit, corp1]]);
      expect(decide(open.state, input, { kind: 'migrate', order }, { ...admin, operator: false }, 0).ok).toBe(false);
    });
  });

  it('ends with the reason when an administrator terminates it, and refuses a blank reason', () => {
    const graph: FlowGraph = oneStage(stage('one'));
    const input = inputOf(graph, [plan('one', ['user:7'])]);
    const open = run(input, [[submit, corp1]]);
    expect(decide(open.state, input, { kind: 'terminate', reason: ' ' }, admin, 0).ok).toBe(false);
    const ended = run(input, [[{ kind: 'terminate', reason: '重复申报' }, admin]], open);
    expect(ended.state.status).toBe('cancelled');
    expect(ended.events.at(-1)).toMatchObject({ type: 'terminated', payload: { reason: '重复申报', taskIds: ['42-1'] } });
  });

  it('tells a stage’s CC recipients', () => {
    const graph: FlowGraph = oneStage(stage('one'));
    const input = inputOf(graph, [plan('one', ['user:7'], { cc: ['user:5'] })]);
    const open = run(input, [[submit, corp1]]);
    expect(open.events.find((e) => e.type === 'cc.sent')?.payload).toMatchObject({ stageKey: 'one', candidates: ['user:5'] });
  });

  describe('a reviewer’s changes with its approval', () => {
    const graph: FlowGraph = oneStage(stage('one'));
    const input = inputOf(graph, [plan('one', ['user:7'], { fields: { editable: ['remark'] } })]);

    it('are recorded with the approval and become the form under review', () => {
      const open = run(input, [[submit, corp1]]);
      const done = run(
        input,
        [[{ kind: 'complete', taskId: '42-1', flag: 'ok', comment: '', edits: { remark: '已核实' } }, fed('7')]],
        open,
      );
      expect(done.events.find((e) => e.type === 'task.completed')?.payload).toMatchObject({ edits: { remark: '已核实' } });
      expect(done.state.submittedForm).toMatchObject({ amount: 600000, remark: '已核实' });
    });

    it('are refused for a field the stage does not let its reviewer edit', () => {
      const open = run(input, [[submit, corp1]]);
      const d = decide(open.state, input, { kind: 'complete', taskId: '42-1', flag: 'ok', comment: '', edits: { amount: 1 } }, fed('7'), 0);
      expect(!d.ok && d.rejection).toMatchObject({ code: 'Invalid', reason: 'edits' });
    });
  });

  describe('a stage due sooner while the form holds a value (dueHoursWhen)', () => {
    const graph: FlowGraph = oneStage(stage('one'));
    const input = inputOf(graph, [plan('one', ['user:7'], { dueHours: 168, dueHoursWhen: { field: 'urgent', equals: ['1'], hours: 24 } })]);
    const dueOf = (urgent: string) =>
      run(input, [[{ ...submit, form: { amount: 1, urgent } }, corp1]]).events.find((e) => e.type === 'task.created')?.payload;

    it('opens its task due in the shorter time when the condition holds', () => {
      expect(dueOf('1')).toMatchObject({ dueAt: new Date(1_700_000_000_000 + 24 * 3_600_000).toISOString() });
    });

    it('keeps the stage’s own due time otherwise', () => {
      expect(dueOf('0')).toMatchObject({ dueAt: new Date(1_700_000_000_000 + 168 * 3_600_000).toISOString() });
    });
  });

  describe('a stage requiring a field to approve', () => {
    const graph: FlowGraph = oneStage(stage('one'));
    const input = inputOf(graph, [plan('one', ['user:7'], { fields: { editable: ['remark'], requiredOnApprove: ['remark'] } })]);
    const approve = (edits?: Record<string, unknown>): Command => ({ kind: 'complete', taskId: '42-1', flag: 'ok', comment: '', edits });

    it('refuses an approval leaving it empty, as it refuses a reviewer’s edits', () => {
      const open = run(input, [[submit, corp1]]);
      const d = decide(open.state, input, approve(), fed('7'), 0);
      expect(!d.ok && d.rejection).toMatchObject({ code: 'Invalid', reason: 'requiredOnApprove' });
    });

    it('approves when the reviewer fills it with the approval, and lets a return go without it', () => {
      const open = run(input, [[submit, corp1]]);
      expect(run(input, [[approve({ remark: '已核实' }), fed('7')]], open).state.status).toBe('approved');
      const back: Command = { kind: 'complete', taskId: '42-1', flag: 'back', comment: '请补充' };
      expect(run(input, [[back, fed('7')]], open).state.status).toBe('returned');
    });

    it('decides as before for a flow whose pinned plan required nothing', () => {
      const before = inputOf(graph, [plan('one', ['user:7'])]);
      const open = run(before, [[submit, corp1]]);
      expect(run(before, [[approve(), fed('7')]], open).state.status).toBe('approved');
    });
  });
});
