import type { ModdleElement } from 'bpmn-moddle';
import type { CandidateRule, StageNode } from '../../../catalogue';
import { bpmnError, named, type BpmnError } from './bpmn-errors';
import { parseCandidates } from './candidate-expressions';
import { idOf, list, nameOf, ref, refuse } from './moddle-access';
import type { Timer } from './read-timer';
import { i18nName, parseDueHoursWhen } from './union-attributes';

export function readStage(
  task: ModdleElement,
  timer: Timer | undefined,
  attr: (el: ModdleElement, name: string) => string | undefined,
): StageNode | BpmnError {
  const at = named(idOf(task), task.$type);
  const candidateError = (zh: string, en: string) =>
    bpmnError(idOf(task), task.$type, 'candidates', `用户任务「${at}」${zh}`, `User task ${at} ${en}`);
  const candidates: CandidateRule[] = [];
  for (const role of list(task, 'resources')) {
    if (role.$type !== 'bpmn:PotentialOwner')
      return candidateError(`的 ${role.$type} 不受支持，请用 potentialOwner`, `has ${role.$type}; use potentialOwner`);
    const assignment = ref(role, 'resourceAssignmentExpression');
    const body = assignment && ref(assignment, 'expression')?.body;
    if (typeof body !== 'string')
      return candidateError('的 potentialOwner 须有 formalExpression', 'has a potentialOwner without a formalExpression');
    const parsed = parseCandidates(body);
    if ('bad' in parsed)
      return candidateError(`的候选人表达式「${parsed.bad}」无法识别`, `has a candidate expression that cannot be read: ${parsed.bad}`);
    candidates.push(...parsed.rules);
  }
  const loop = ref(task, 'loopCharacteristics');
  if (loop && loop.$type !== 'bpmn:MultiInstanceLoopCharacteristics')
    return refuse(loop, '只支持多实例(会签)', 'only multi-instance (countersign) loops are supported');
  // A completion condition or a count would make "all" mean something else: say so rather than drop it.
  if (loop && (loop.completionCondition || loop.loopCardinality)) {
    return refuse(
      task,
      '会签不支持完成条件或实例数，须全部或依次通过',
      'a countersign completes when all approve, without a completion condition or a count',
    );
  }
  const stage: StageNode = {
    kind: 'stage',
    id: idOf(task),
    name: nameOf(task) ?? i18nName(idOf(task), undefined),
    candidates,
    completion: !loop ? 'any' : loop.isSequential === true ? 'sequence' : 'all',
    // No timer: no due time, which validateModel refuses naming the stage.
    dueHours: timer?.dueHours ?? 0,
    onTimeout: timer?.onTimeout ?? 'remind',
  };
  const cc = attr(task, 'cc');
  if (cc !== undefined) {
    const parsed = parseCandidates(cc);
    if ('bad' in parsed)
      return candidateError(`的知会表达式「${parsed.bad}」无法识别`, `has a cc expression that cannot be read: ${parsed.bad}`);
    stage.cc = parsed.rules;
  }
  const split = (s: string | undefined) =>
    s
      ?.split(',')
      .map((f) => f.trim())
      .filter(Boolean);
  const [visible, editable, requiredOnApprove] = [
    split(attr(task, 'visible')),
    split(attr(task, 'editable')),
    split(attr(task, 'requiredOnApprove')),
  ];
  if (visible || editable || requiredOnApprove)
    stage.fields = {
      ...(visible ? { visible } : {}),
      ...(editable ? { editable } : {}),
      ...(requiredOnApprove ? { requiredOnApprove } : {}),
    };
  if (attr(task, 'decline') === 'true') stage.decline = true;
  const dueWhen = attr(task, 'dueHoursWhen');
  if (dueWhen !== undefined) {
    const parsed = parseDueHoursWhen(dueWhen);
    if (!parsed) return candidateError(`的条件时限「${dueWhen}」无法识别`, `has a conditional due time that cannot be read: ${dueWhen}`);
    stage.dueHoursWhen = parsed;
  }
  return stage;
}
