import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { modelOfChain, modules, type FlowGraph, type StageNode } from '../../catalogue';
import { parseBpmn, toBpmn, type BpmnError } from '../../services/flow/bpmn';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/bpmn/${name}`, import.meta.url), 'utf8');

/** A file of one process holding `body`, as a modeller writes it. */
const processFile = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" id="Definitions_1" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="Process_1" name="补助申请">${body}</bpmn:process>
</bpmn:definitions>`;

/** A user task `id` with candidates and a timer, between a start and an end unless `wired` is false. */
const task = (id: string, candidates = 'applicantParent', timer = '<bpmn:timeDuration>P3D</bpmn:timeDuration>', cancel = 'false') => `
  <bpmn:userTask id="${id}" name="审核">
    <bpmn:potentialOwner><bpmn:resourceAssignmentExpression><bpmn:formalExpression>${candidates}</bpmn:formalExpression></bpmn:resourceAssignmentExpression></bpmn:potentialOwner>
  </bpmn:userTask>
  <bpmn:boundaryEvent id="${id}_due" cancelActivity="${cancel}" attachedToRef="${id}"><bpmn:timerEventDefinition>${timer}</bpmn:timerEventDefinition></bpmn:boundaryEvent>`;

const oneTask = (candidates?: string, extra = '') =>
  processFile(`<bpmn:startEvent id="S" />${task('T', candidates)}<bpmn:endEvent id="E" />
    <bpmn:sequenceFlow id="F1" sourceRef="S" targetRef="T" /><bpmn:sequenceFlow id="F2" sourceRef="T" targetRef="E" />${extra}`);

async function modelOf(xml: string): Promise<FlowGraph> {
  const read = await parseBpmn(xml);
  if ('errors' in read) throw new Error(JSON.stringify(read.errors));
  return read.model;
}

async function errorsOf(xml: string): Promise<BpmnError[]> {
  const read = await parseBpmn(xml);
  if ('model' in read) throw new Error('the file was accepted');
  return read.errors;
}

const stageOf = (m: FlowGraph, id: string) => m.nodes.find((n): n is StageNode => n.id === id && n.kind === 'stage')!;

/** A stage of the written models: the parent union reviews within a day, reminded when late, unless `extra` says otherwise. */
function stage(id: string, extra: Partial<StageNode> = {}): StageNode {
  const name = { zh: `${id}审核`, en: `${id} review` };
  return {
    kind: 'stage',
    id,
    name,
    candidates: [{ kind: 'applicantParent' }],
    completion: 'any',
    dueHours: 24,
    onTimeout: 'remind',
    ...extra,
  };
}

describe('a BPMN file saved by an external modeller', () => {
  it('reads into the federation flow it draws, vendor attributes and the diagram ignored', async () => {
    expect(await modelOf(fixture('federation-grant.bpmn'))).toEqual({
      key: 'Process_FederationGrant',
      name: { zh: '会员单位补助申请', en: 'Member union grant application' },
      nodes: [
        { kind: 'start', id: 'StartEvent_1' },
        {
          kind: 'stage',
          id: 'Activity_ParentReview',
          name: { zh: '上级工会审核', en: 'Parent union review' },
          candidates: [{ kind: 'applicantParent' }],
          completion: 'any',
          dueHours: 72,
          onTimeout: 'remind',
        },
        { kind: 'choice', id: 'Gateway_Amount', name: { zh: '补助金额', en: '补助金额' } },
        {
          kind: 'stage',
          id: 'Activity_Countersign',
          name: { zh: '总工会会签', en: 'Federation countersign' },
          candidates: [{ kind: 'role', role: 'federation' }],
          completion: 'all',
          dueHours: 24,
          onTimeout: 'autoApprove',
        },
        { kind: 'end', id: 'Event_Done' },
      ],
      edges: [
        { id: 'Flow_0submit', from: 'StartEvent_1', to: 'Activity_ParentReview' },
        { id: 'Flow_1toGateway', from: 'Activity_ParentReview', to: 'Gateway_Amount' },
        {
          id: 'Flow_Large',
          from: 'Gateway_Amount',
          to: 'Activity_Countersign',
          condition: { kind: 'amount', field: 'amount', op: 'gt', value: 5000000 },
        },
        { id: 'Flow_Small', from: 'Gateway_Amount', to: 'Event_Done', isDefault: true },
        { id: 'Flow_1signed', from: 'Activity_Countersign', to: 'Event_Done' },
      ],
    });
  });

  it('is refused when it holds a script task, naming it with its BPMN type', async () => {
    const errors = await errorsOf(fixture('script-task.bpmn'));
    expect(errors.map((e) => [e.element, e.rule])).toEqual([['ScriptTask_1', 'unsupported']]);
    expect(errors[0]!.message.en).toContain('ScriptTask_1 (bpmn:ScriptTask)');
    expect(errors[0]!.message.zh).toContain('ScriptTask_1 (bpmn:ScriptTask)');
  });

  it('is refused when it holds a sub-process, naming it', async () => {
    const errors = await errorsOf(fixture('sub-process.bpmn'));
    expect(errors.map((e) => [e.element, e.rule])).toEqual([['SubProcess_1', 'unsupported']]);
    expect(errors[0]!.message.en).toContain('SubProcess_1 (bpmn:SubProcess)');
  });

  it('is refused by the model checks when a user task has no candidates, naming the task', async () => {
    const errors = await errorsOf(fixture('no-candidates.bpmn'));
    expect(errors.map((e) => [e.element, e.rule])).toEqual([['Activity_Nobody', 'noCandidates']]);
  });

  it('is refused when it is not XML', async () => {
    const errors = await errorsOf(fixture('not-xml.bpmn'));
    expect(errors.map((e) => e.rule)).toEqual(['notXml']);
  });

  it('is refused when the reader had to skip an element it does not know, naming it', async () => {
    const errors = await errorsOf(fixture('unknown-element.bpmn'));
    expect(errors.map((e) => [e.element, e.rule])).toEqual([['bpmn:userTaks', 'unreadable']]);
    expect(errors[0]!.message.en).toContain('unknown type <bpmn:UserTaks>');
  });
});

describe('reading BPMN', () => {
  it('reads every kind of candidate rule, several separated by semicolons', async () => {
    const m = await modelOf(
      oneTask('applicantParent; role(federation) ;role(launion)@launion; users(1001, 1002); formUnion(newHigher); dataScope(record)'),
    );
    expect(stageOf(m, 'T').candidates).toEqual([
      { kind: 'applicantParent' },
      { kind: 'role', role: 'federation' },
      { kind: 'roleAtLevel', role: 'launion', level: 'launion' },
      { kind: 'users', userIds: ['1001', '1002'] },
      { kind: 'formUnion', field: 'newHigher' },
      { kind: 'dataScope', resource: 'record' },
    ]);
  });

  it('refuses a candidate expression it cannot read, naming the task', async () => {
    const errors = await errorsOf(oneTask('applicantParent; manager of applicant'));
    expect(errors.map((e) => [e.element, e.rule])).toEqual([['T', 'candidates']]);
    expect(errors[0]!.message.en).toContain('manager of applicant');
  });

  const choiceFile = (condition: string) =>
    processFile(`<bpmn:startEvent id="S" /><bpmn:exclusiveGateway id="G" default="Else" />${task('A')}${task('B')}<bpmn:endEvent id="E" />
      <bpmn:sequenceFlow id="F1" sourceRef="S" targetRef="G" />
      <bpmn:sequenceFlow id="If" sourceRef="G" targetRef="A"><bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">${condition}</bpmn:conditionExpression></bpmn:sequenceFlow>
      <bpmn:sequenceFlow id="Else" sourceRef="G" targetRef="B" />
      <bpmn:sequenceFlow id="F2" sourceRef="A" targetRef="E" /><bpmn:sequenceFlow id="F3" sourceRef="B" targetRef="E" />`);

  it.each([
    ['unionKind in (corp, launion)', { kind: 'unionKind', in: ['corp', 'launion'] }],
    ["form.category == 'sports'", { kind: 'field', field: 'category', op: 'eq', value: 'sports' }],
    ['form.category != "culture"', { kind: 'field', field: 'category', op: 'ne', value: 'culture' }],
    ["form.category in ('sports', 'culture')", { kind: 'field', field: 'category', op: 'in', value: ['sports', 'culture'] }],
    ['form.amount &gt; 5000000', { kind: 'amount', field: 'amount', op: 'gt', value: 5000000 }],
    ['form.amount &gt;= 100', { kind: 'amount', field: 'amount', op: 'ge', value: 100 }],
    ['form.amount &lt; 100', { kind: 'amount', field: 'amount', op: 'lt', value: 100 }],
    ['form.amount &lt;= 100', { kind: 'amount', field: 'amount', op: 'le', value: 100 }],
  ])('reads the condition %s, the gateway default being the default edge', async (text, condition) => {
    const edges = (await modelOf(choiceFile(text))).edges;
    expect(edges.find((e) => e.id === 'If')!.condition).toEqual(condition);
    expect(edges.find((e) => e.id === 'Else')!.isDefault).toBe(true);
  });

  it('refuses a condition it cannot read, naming the flow', async () => {
    const errors = await errorsOf(choiceFile('${amount > 50000}'));
    expect(errors.map((e) => [e.element, e.rule])).toEqual([['If', 'condition']]);
    expect(errors[0]!.message.en).toContain('If (bpmn:SequenceFlow)');
  });

  it('reads completion from the multi-instance marker: parallel is all, sequential is in sequence', async () => {
    const file = (marker: string) => oneTask().replace('</bpmn:potentialOwner>', `</bpmn:potentialOwner>${marker}`);
    expect(stageOf(await modelOf(file('')), 'T').completion).toBe('any');
    expect(stageOf(await modelOf(file('<bpmn:multiInstanceLoopCharacteristics />')), 'T').completion).toBe('all');
    expect(stageOf(await modelOf(file('<bpmn:multiInstanceLoopCharacteristics isSequential="true" />')), 'T').completion).toBe('sequence');
  });

  it('refuses a countersign with a completion condition, naming the task', async () => {
    const file = oneTask().replace(
      '</bpmn:potentialOwner>',
      '</bpmn:potentialOwner><bpmn:multiInstanceLoopCharacteristics><bpmn:completionCondition>${nrOfCompletedInstances >= 2}</bpmn:completionCondition></bpmn:multiInstanceLoopCharacteristics>',
    );
    expect((await errorsOf(file)).map((e) => [e.element, e.rule])).toEqual([['T', 'unsupported']]);
  });

  it("checks the model against the module's fields when given them", async () => {
    const file = oneTask().replace(
      '<bpmn:userTask id="T"',
      '<bpmn:userTask xmlns:union="urn:union-portal:flow-models" union:editable="amount" id="T"',
    );
    expect(stageOf(await modelOf(file), 'T').fields).toEqual({ editable: ['amount'] });
    const read = await parseBpmn(file, { fields: ['reason'] });
    expect('errors' in read && read.errors.map((e) => [e.element, e.rule])).toEqual([['T', 'unknownField']]);
  });

  it('reads an interrupting timer leading to another user task as an escalation', async () => {
    const m = await modelOf(
      processFile(`<bpmn:startEvent id="S" />${task('A', 'applicantParent', '<bpmn:timeDuration>P1DT12H</bpmn:timeDuration>', 'true')}${task('B')}<bpmn:endEvent id="E" />
        <bpmn:sequenceFlow id="F1" sourceRef="S" targetRef="A" /><bpmn:sequenceFlow id="F2" sourceRef="A" targetRef="B" />
        <bpmn:sequenceFlow id="F3" sourceRef="B" targetRef="E" /><bpmn:sequenceFlow id="Up" sourceRef="A_due" targetRef="B" />`),
    );
    expect(stageOf(m, 'A')).toMatchObject({ dueHours: 36, onTimeout: 'escalate' });
    expect(m.edges.map((e) => e.id)).toEqual(['F1', 'F2', 'F3']);
  });

  it('refuses an interrupting timer that leads nowhere, a date timer, and a task with two timers, naming each', async () => {
    const nowhere = oneTask().replace('cancelActivity="false"', 'cancelActivity="true"');
    expect((await errorsOf(nowhere)).map((e) => [e.element, e.rule])).toEqual([['T_due', 'timer']]);
    const date = oneTask().replace('<bpmn:timeDuration>P3D</bpmn:timeDuration>', '<bpmn:timeDate>2026-12-01T00:00:00Z</bpmn:timeDate>');
    expect((await errorsOf(date)).map((e) => [e.element, e.rule])).toEqual([['T_due', 'timer']]);
    const twice = oneTask(
      undefined,
      '<bpmn:boundaryEvent id="Again" cancelActivity="false" attachedToRef="T"><bpmn:timerEventDefinition><bpmn:timeDuration>PT1H</bpmn:timeDuration></bpmn:timerEventDefinition></bpmn:boundaryEvent>',
    );
    expect((await errorsOf(twice)).map((e) => [e.element, e.rule])).toEqual([['Again', 'timer']]);
  });

  it('refuses a message start event, an intermediate event and an inclusive gateway, naming each', async () => {
    const file = processFile(`<bpmn:startEvent id="S"><bpmn:messageEventDefinition /></bpmn:startEvent>${task('T')}
      <bpmn:intermediateCatchEvent id="Wait"><bpmn:timerEventDefinition><bpmn:timeDuration>PT1H</bpmn:timeDuration></bpmn:timerEventDefinition></bpmn:intermediateCatchEvent>
      <bpmn:inclusiveGateway id="Or" /><bpmn:endEvent id="E" />
      <bpmn:sequenceFlow id="F1" sourceRef="S" targetRef="T" /><bpmn:sequenceFlow id="F2" sourceRef="T" targetRef="Wait" />
      <bpmn:sequenceFlow id="F3" sourceRef="Wait" targetRef="Or" /><bpmn:sequenceFlow id="F4" sourceRef="Or" targetRef="E" />`);
    const errors = await errorsOf(file);
    expect(errors.map((e) => [e.element, e.bpmnType, e.rule])).toEqual([
      ['S', 'bpmn:StartEvent', 'unsupported'],
      ['Wait', 'bpmn:IntermediateCatchEvent', 'unsupported'],
      ['Or', 'bpmn:InclusiveGateway', 'unsupported'],
    ]);
    expect(errors[0]!.message.en).toContain('bpmn:MessageEventDefinition');
  });

  it('accepts a pool around its one process and refuses a second process, naming it', async () => {
    const pooled = oneTask().replace(
      '<bpmn:process',
      '<bpmn:collaboration id="Collab"><bpmn:participant id="Pool" name="工会" processRef="Process_1" /></bpmn:collaboration><bpmn:process',
    );
    expect((await modelOf(pooled)).key).toBe('Process_1');
    const two = oneTask().replace('</bpmn:definitions>', '<bpmn:process id="Process_2" /></bpmn:definitions>');
    expect((await errorsOf(two)).map((e) => [e.element, e.rule])).toEqual([['Process_2', 'oneProcess']]);
  });

  it('takes the English name from a documentation starting "en:", else the name itself', async () => {
    const m = await modelOf(oneTask().replace('name="审核">', 'name="审核"><bpmn:documentation>en: Review</bpmn:documentation>'));
    expect(stageOf(m, 'T').name).toEqual({ zh: '审核', en: 'Review' });
    expect(m.name).toEqual({ zh: '补助申请', en: '补助申请' });
  });
});

describe('writing BPMN', () => {
  it.each(Object.values(modules).map((m) => [m.key, m.flowModel] as const))('gives back the chain of %s when read', async (_, chain) => {
    const model = modelOfChain(chain);
    expect(await modelOf(await toBpmn(model))).toEqual(model);
  });

  const rich: FlowGraph = {
    key: 'grant',
    name: { zh: '补助申请', en: 'Grant' },
    nodes: [
      { kind: 'start', id: 'start' },
      stage('parent', {
        dueHours: 72,
        cc: [{ kind: 'role', role: 'finance' }],
        fields: { visible: ['amount', 'reason'], editable: ['amount'], requiredOnApprove: ['amount'] },
        dueHoursWhen: { field: 'urgent', equals: ['1'], hours: 24 },
      }),
      { kind: 'choice', id: 'byKind', name: { zh: '单位类型', en: 'Union kind' } },
      { kind: 'parallel', id: 'split' },
      stage('finance', {
        candidates: [{ kind: 'roleAtLevel', role: 'finance', level: 'federation' }],
        completion: 'all',
        onTimeout: 'autoApprove',
      }),
      stage('legal', {
        candidates: [{ kind: 'users', userIds: ['1001', '1002'] }],
        completion: 'sequence',
        onTimeout: 'escalate',
        dueHours: 36,
      }),
      { kind: 'parallel', id: 'join' },
      stage('receiver', {
        candidates: [
          { kind: 'formUnion', field: 'newHigher' },
          { kind: 'dataScope', resource: 'record' },
        ],
        onTimeout: 'autoReturn',
        decline: true,
      }),
      { kind: 'end', id: 'end' },
    ],
    edges: [
      { id: 'start->parent', from: 'start', to: 'parent' },
      { id: 'parent->byKind', from: 'parent', to: 'byKind' },
      { id: 'corp', from: 'byKind', to: 'split', condition: { kind: 'unionKind', in: ['corp', 'launion'] } },
      { id: 'big', from: 'byKind', to: 'receiver', condition: { kind: 'amount', field: 'amount', op: 'ge', value: 5000000 } },
      {
        id: 'sports',
        from: 'byKind',
        to: 'receiver',
        condition: { kind: 'field', field: 'category', op: 'in', value: ["it's", 'culture'] },
      },
      { id: 'other', from: 'byKind', to: 'end', isDefault: true },
      { id: 'split->finance', from: 'split', to: 'finance' },
      { id: 'split->legal', from: 'split', to: 'legal' },
      { id: 'finance->join', from: 'finance', to: 'join' },
      { id: 'legal->join', from: 'legal', to: 'join' },
      { id: 'join->receiver', from: 'join', to: 'receiver' },
      { id: 'receiver->end', from: 'receiver', to: 'end' },
    ],
  };

  it('gives back a model with a choice, a parallel split and join, every timeout action, 知会 and CC-less stages, a declining stage', async () => {
    expect(await modelOf(await toBpmn(rich))).toEqual(rich);
  });

  it('lays every node and edge out in a diagram, left to right from the start', async () => {
    const xml = await toBpmn(rich);
    const shapeX = (id: string) => Number(xml.match(new RegExp(`bpmnElement="${id}"[^>]*>\\s*<dc:Bounds x="(\\d+)"`))?.[1]);
    for (const n of rich.nodes) expect(shapeX(n.id), n.id).toBeGreaterThan(0);
    expect(xml.match(/<bpmndi:BPMNEdge /g)).toHaveLength(rich.edges.length + 1); // and the auto-approve timer's flow
    expect(shapeX('start')).toBeLessThan(shapeX('parent'));
    expect(shapeX('parent')).toBeLessThan(shapeX('byKind'));
    expect(shapeX('split')).toBeLessThan(shapeX('finance'));
    expect(shapeX('finance')).toBeLessThan(shapeX('join'));
  });
});
