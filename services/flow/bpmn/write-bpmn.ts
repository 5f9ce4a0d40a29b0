import type { ModdleElement } from 'bpmn-moddle';
import type { FlowGraph, FlowNode, I18nText, StageNode } from '../../../catalogue';
import { formatCandidates } from './candidate-expressions';
import { formatCondition } from './condition-expressions';
import { durationOf } from './durations';
import { layout, waypoints, type Box } from './layout';
import { EN_PREFIX, UNION_NS, formatDueHoursWhen } from './union-attributes';
import { encodeId } from './xml-ids';
import { newModdle } from './moddle';

const TYPES: Record<FlowNode['kind'], string> = {
  start: 'bpmn:StartEvent',
  end: 'bpmn:EndEvent',
  stage: 'bpmn:UserTask',
  choice: 'bpmn:ExclusiveGateway',
  parallel: 'bpmn:ParallelGateway',
};

/**
 * Writes a model as BPMN 2.0 XML of the subset `parseBpmn` reads, so that reading it back gives the
 * same model, with a diagram laid out left to right for external modellers. Async because the
 * library's writer is.
 */
export async function toBpmn(model: FlowGraph): Promise<string> {
  const moddle = await newModdle();
  const make = (type: string, props: Record<string, unknown> = {}) => moddle.create(type, props);
  const expression = (body: string) => make('bpmn:FormalExpression', { body });
  const naming = (name: I18nText) => ({
    name: name.zh,
    ...(name.en !== name.zh ? { documentation: [make('bpmn:Documentation', { text: `${EN_PREFIX} ${name.en}` })] } : {}),
  });

  const elements = new Map<string, ModdleElement>();
  for (const n of model.nodes) {
    const el = make(TYPES[n.kind], {
      id: encodeId(n.id),
      incoming: [],
      outgoing: [],
      ...(n.kind === 'stage' || (n.kind === 'choice' && n.name) ? naming(n.name!) : {}),
    });
    if (n.kind === 'stage') describeStage(el, n, make, expression);
    elements.set(n.id, el);
  }
  const flows = model.edges.map((e) => {
    const [source, target] = [elements.get(e.from), elements.get(e.to)];
    const flow = make('bpmn:SequenceFlow', {
      id: encodeId(e.id),
      sourceRef: source,
      targetRef: target,
      ...(e.condition ? { conditionExpression: expression(formatCondition(e.condition)) } : {}),
    });
    (source?.outgoing as ModdleElement[] | undefined)?.push(flow);
    (target?.incoming as ModdleElement[] | undefined)?.push(flow);
    if (e.isDefault && source) source.default = flow;
    return flow;
  });

  const boxes = layout(model);
  const timerShapes: ModdleElement[] = [];
  const di: ModdleElement[] = [];
  const bounds = (b: Box) => make('dc:Bounds', { ...b });
  const shape = (el: ModdleElement, b: Box) =>
    make('bpmndi:BPMNShape', {
      id: `${el.id}_di`,
      bpmnElement: el,
      bounds: bounds(b),
      ...(el.$type === 'bpmn:ExclusiveGateway' ? { isMarkerVisible: true } : {}),
    });
  const edge = (flow: ModdleElement, a: Box, b: Box) =>
    make('bpmndi:BPMNEdge', { id: `${flow.id}_di`, bpmnElement: flow, waypoint: waypoints(a, b).map((p) => make('dc:Point', p)) });

  for (const n of model.nodes.filter((n): n is StageNode => n.kind === 'stage' && n.dueHours > 0)) {
    const task = elements.get(n.id)!;
    const id = encodeId(n.id);
    const box = boxes.get(n.id)!;
    const timer = make('bpmn:BoundaryEvent', {
      id: `${id}_timer`,
      attachedToRef: task,
      ...(n.onTimeout === 'remind' ? { cancelActivity: false } : {}),
      eventDefinitions: [make('bpmn:TimerEventDefinition', { timeDuration: expression(durationOf(n.dueHours)) })],
    });
    // Auto-approve is drawn (the timer leads to an end); escalate and auto-return are stated.
    if (n.onTimeout === 'escalate' || n.onTimeout === 'autoReturn') timer.$attrs['union:onTimeout'] = n.onTimeout;
    const timerBox = { x: box.x + box.width - 30, y: box.y + box.height - 18, width: 36, height: 36 };
    timerShapes.push(timer);
    di.push(shape(timer, timerBox));
    if (n.onTimeout === 'autoApprove') {
      const end = make('bpmn:EndEvent', {
        id: `${id}_timeout_end`,
        name: '超时自动通过',
        documentation: [make('bpmn:Documentation', { text: `${EN_PREFIX} Approved at the due time` })],
      });
      const flow = make('bpmn:SequenceFlow', { id: `${id}_timeout`, sourceRef: timer, targetRef: end });
      timer.outgoing = [flow];
      end.incoming = [flow];
      const endBox = { x: timerBox.x + 80, y: timerBox.y + 60, width: 36, height: 36 };
      timerShapes.push(end, flow);
      di.push(shape(end, endBox), edge(flow, timerBox, endBox));
    }
  }

  const process = make('bpmn:Process', { id: encodeId(model.key), isExecutable: true, ...naming(model.name) });
  process.flowElements = [...elements.values(), ...flows, ...timerShapes];
  for (const [id, el] of elements) di.unshift(shape(el, boxes.get(id)!));
  for (const [i, e] of model.edges.entries()) {
    const [a, b] = [boxes.get(e.from), boxes.get(e.to)];
    if (a && b) di.push(edge(flows[i]!, a, b));
  }
  const plane = make('bpmndi:BPMNPlane', { id: `${encodeId(model.key)}_plane`, bpmnElement: process, planeElement: di });
  const definitions = make('bpmn:Definitions', {
    id: `${encodeId(model.key)}_definitions`,
    targetNamespace: UNION_NS,
    exporter: 'union-portal',
    rootElements: [process],
    diagrams: [make('bpmndi:BPMNDiagram', { id: `${encodeId(model.key)}_diagram`, plane })],
  });
  definitions.$attrs['xmlns:union'] = UNION_NS;
  return (await moddle.toXML(definitions, { format: true })).xml;
}

/** A stage's candidates, completion, 知会 and field permissions on its user task. */
function describeStage(
  task: ModdleElement,
  n: StageNode,
  make: (type: string, props?: Record<string, unknown>) => ModdleElement,
  expression: (body: string) => ModdleElement,
): void {
  if (n.candidates.length > 0) {
    task.resources = [
      make('bpmn:PotentialOwner', {
        resourceAssignmentExpression: make('bpmn:ResourceAssignmentExpression', { expression: expression(formatCandidates(n.candidates)) }),
      }),
    ];
  }
  if (n.completion !== 'any')
    task.loopCharacteristics = make('bpmn:MultiInstanceLoopCharacteristics', { isSequential: n.completion === 'sequence' });
  if (n.cc) task.$attrs['union:cc'] = formatCandidates(n.cc);
  if (n.fields?.visible) task.$attrs['union:visible'] = n.fields.visible.join(',');
  if (n.fields?.editable) task.$attrs['union:editable'] = n.fields.editable.join(',');
  if (n.fields?.requiredOnApprove) task.$attrs['union:requiredOnApprove'] = n.fields.requiredOnApprove.join(',');
  if (n.decline) task.$attrs['union:decline'] = 'true';
  if (n.dueHoursWhen) task.$attrs['union:dueHoursWhen'] = formatDueHoursWhen(n.dueHoursWhen);
}
