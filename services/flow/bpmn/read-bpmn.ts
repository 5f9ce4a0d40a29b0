import type { ModdleElement } from 'bpmn-moddle';
import { validateModel, type FlowEdge, type FlowGraph, type FlowNode } from '../../../catalogue';
import { bpmnError, named, type BpmnError } from './bpmn-errors';
import { parseCondition } from './condition-expressions';
import { idOf, list, nameOf, oneLine, ref, refuse } from './moddle-access';
import { readStage } from './read-stage';
import { readTimer, type Timer } from './read-timer';
import { UNION_NS, i18nName } from './union-attributes';
import { newModdle } from './moddle';

/** The supported process of the file, or why there is none. */
function theProcess(definitions: ModdleElement): ModdleElement | BpmnError[] {
  const roots = list(definitions, 'rootElements');
  const processes = roots.filter((r) => r.$type === 'bpmn:Process');
  const errors: BpmnError[] = [];
  const one = (el: ModdleElement) =>
    bpmnError(
      idOf(el),
      el.$type,
      'oneProcess',
      `文件须有且仅有一个流程，「${named(idOf(el), el.$type)}」多余`,
      `A file holds exactly one process; ${named(idOf(el), el.$type)} is one too many`,
    );
  if (processes.length === 0) {
    return [
      bpmnError(
        idOf(definitions),
        definitions.$type,
        'oneProcess',
        '文件中没有流程(bpmn:process)',
        'The file holds no process (bpmn:process)',
      ),
    ];
  }
  errors.push(...processes.slice(1).map(one));
  for (const c of roots.filter((r) => r.$type === 'bpmn:Collaboration')) {
    errors.push(
      ...list(c, 'participants')
        .filter((p) => ref(p, 'processRef') !== processes[0])
        .map(one),
    );
    errors.push(...list(c, 'messageFlows').map((m) => refuse(m, '不支持消息流', 'message flows are not supported')));
  }
  for (const lane of list(processes[0]!, 'laneSets').flatMap((s) => list(s, 'lanes'))) {
    errors.push(refuse(lane, '审核人由候选人表达式指定，不用泳道', 'candidates come from candidate expressions, not lanes'));
  }
  return errors.length > 0 ? errors : processes[0]!;
}

/** The union namespace's prefix the file declares (`union` when it declares none). */
function unionPrefix(definitions: ModdleElement): string {
  const decl = Object.entries(definitions.$attrs).find(([k, v]) => k.startsWith('xmlns:') && v === UNION_NS);
  return decl ? decl[0].slice('xmlns:'.length) : 'union';
}

const PLAIN_EVENTS = new Set(['bpmn:StartEvent', 'bpmn:EndEvent']);
const NODE_KINDS: Record<string, FlowNode['kind']> = {
  'bpmn:StartEvent': 'start',
  'bpmn:EndEvent': 'end',
  'bpmn:ExclusiveGateway': 'choice',
  'bpmn:ParallelGateway': 'parallel',
};

/**
 * Reads a BPMN 2.0 file of the subset we support into a model (see docs/FLOW-MODELS.md): one
 * process of plain start and end events, user tasks, exclusive and parallel gateways, sequence
 * flows and timer boundary events. Anything else, and anything the reader could not read, comes
 * back as errors naming the element; a file read whole is then checked by `validateModel` (with the
 * module's `fields` when given), whose errors come back the same way.
 */
export async function parseBpmn(
  xml: string,
  opts: { fields?: readonly string[] } = {},
): Promise<{ model: FlowGraph } | { errors: BpmnError[] }> {
  let read;
  try {
    read = await (await newModdle()).fromXML(xml);
  } catch (e) {
    const why = oneLine(e as Error);
    return {
      errors: [bpmnError('(file)', 'xml', 'notXml', `文件不是可读的BPMN 2.0 XML：${why}`, `The file is not readable BPMN 2.0 XML: ${why}`)],
    };
  }
  // The reader skips what it does not know with a warning; skipping part of a flow silently would deploy another flow.
  if (read.warnings.length > 0) {
    return {
      errors: read.warnings.map((w) => {
        const why = oneLine(w);
        const tag = w.message.split('\n')[0]!.match(/<(.+)>/)?.[1] ?? '(file)';
        return bpmnError(tag, tag, 'unreadable', `无法识别的BPMN内容「${tag}」：${why}`, `Unreadable BPMN content ${tag}: ${why}`);
      }),
    };
  }
  const definitions = read.rootElement;
  const process = theProcess(definitions);
  if (Array.isArray(process)) return { errors: process };
  const prefix = unionPrefix(definitions);
  const attr = (el: ModdleElement, name: string) => el.$attrs[`${prefix}:${name}`];

  const elements = list(process, 'flowElements');
  const flows = elements.filter((e) => e.$type === 'bpmn:SequenceFlow');
  const fromBoundary = (f: ModdleElement) => ref(f, 'sourceRef')?.$type === 'bpmn:BoundaryEvent';
  const errors: BpmnError[] = [];
  const timers = new Map<string, Timer>();
  for (const b of elements.filter((e) => e.$type === 'bpmn:BoundaryEvent')) {
    const timer = readTimer(
      b,
      flows.filter((f) => ref(f, 'sourceRef') === b),
      attr,
    );
    const task = idOf(ref(b, 'attachedToRef') ?? b);
    if ('rule' in timer) errors.push(timer);
    else if (timers.has(task))
      errors.push(bpmnError(idOf(b), b.$type, 'timer', `用户任务「${task}」只能有一个定时器`, `User task ${task} has one timer at most`));
    else timers.set(task, timer);
  }
  // An end event only a timer leads to draws the timer's auto-approve; it is no node of the model.
  const timerEnd = (e: ModdleElement) => {
    const into = flows.filter((f) => ref(f, 'targetRef') === e);
    return into.length > 0 && into.every(fromBoundary);
  };

  const nodes: FlowNode[] = [];
  for (const el of elements) {
    if (el.$type === 'bpmn:SequenceFlow' || el.$type === 'bpmn:BoundaryEvent') continue;
    if (el.$type === 'bpmn:UserTask') {
      const stage = readStage(el, timers.get(idOf(el)), attr);
      if ('rule' in stage) errors.push(stage);
      else nodes.push(stage);
    } else if (PLAIN_EVENTS.has(el.$type) && list(el, 'eventDefinitions').length > 0) {
      const defs = list(el, 'eventDefinitions')
        .map((d) => d.$type)
        .join(', ');
      errors.push(
        refuse(
          el,
          `只支持无事件定义的开始和结束事件(此处为 ${defs})`,
          `only plain start and end events are supported (this one has ${defs})`,
        ),
      );
    } else if (NODE_KINDS[el.$type] && !(el.$type === 'bpmn:EndEvent' && timerEnd(el))) {
      const name = el.$type === 'bpmn:ExclusiveGateway' ? nameOf(el) : undefined;
      nodes.push({ kind: NODE_KINDS[el.$type], id: idOf(el), ...(name ? { name } : {}) } as FlowNode);
    } else if (!NODE_KINDS[el.$type]) {
      errors.push(
        refuse(
          el,
          '只支持开始/结束事件、用户任务、排他/并行网关、顺序流和定时边界事件',
          'only start/end events, user tasks, exclusive/parallel gateways, sequence flows and timer boundary events are',
        ),
      );
    }
  }

  const edges: FlowEdge[] = [];
  for (const f of flows.filter((f) => !fromBoundary(f))) {
    const source = ref(f, 'sourceRef');
    const edge: FlowEdge = { id: idOf(f), from: source ? idOf(source) : '', to: idOf(ref(f, 'targetRef') ?? f) };
    const expression = ref(f, 'conditionExpression');
    if (expression) {
      const text = String(expression.body ?? '');
      const condition = parseCondition(text);
      if (!condition) {
        const at = named(idOf(f), f.$type);
        errors.push(
          bpmnError(
            idOf(f),
            f.$type,
            'condition',
            `顺序流「${at}」的条件「${text}」无法识别`,
            `Sequence flow ${at} has a condition that cannot be read: ${text}`,
          ),
        );
      } else edge.condition = condition;
    }
    if (source && ref(source, 'default') === f) edge.isDefault = true;
    edges.push(edge);
  }
  if (errors.length > 0) return { errors };

  const model: FlowGraph = { key: idOf(process), name: nameOf(process) ?? i18nName(idOf(process), undefined), nodes, edges };
  const invalid = validateModel(model, opts);
  return invalid.length > 0 ? { errors: invalid } : { model };
}
