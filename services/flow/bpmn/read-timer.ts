import type { ModdleElement } from 'bpmn-moddle';
import type { TimeoutAction } from '../../../catalogue';
import { bpmnError, named, type BpmnError } from './bpmn-errors';
import { hoursOf } from './durations';
import { idOf, list, ref, refuse } from './moddle-access';

const TIMEOUT_ACTIONS: TimeoutAction[] = ['remind', 'autoApprove', 'autoReturn', 'escalate'];

export interface Timer {
  dueHours: number;
  onTimeout: TimeoutAction;
}

/** A timer boundary event's due time and action, or why it is refused. */
export function readTimer(
  b: ModdleElement,
  flowsOut: ModdleElement[],
  attr: (el: ModdleElement, name: string) => string | undefined,
): Timer | BpmnError {
  const defs = list(b, 'eventDefinitions');
  const at = named(idOf(b), b.$type);
  const timerError = (zh: string, en: string) =>
    bpmnError(idOf(b), b.$type, 'timer', `边界事件「${at}」${zh}`, `Boundary event ${at} ${en}`);
  if (defs.length !== 1 || defs[0]!.$type !== 'bpmn:TimerEventDefinition') {
    return refuse(b, '边界事件只支持定时器', 'only timer boundary events are supported');
  }
  if (ref(b, 'attachedToRef')?.$type !== 'bpmn:UserTask') return timerError('须附在用户任务上', 'must be attached to a user task');
  const duration = ref(defs[0]!, 'timeDuration')?.body as string | undefined;
  const hours = duration === undefined ? undefined : hoursOf(duration);
  if (hours === undefined) {
    return timerError('须用 timeDuration 给出 ISO 8601 时长(如 PT24H、P3D)', 'needs a timeDuration in ISO 8601 (e.g. PT24H, P3D)');
  }
  const stated = attr(b, 'onTimeout');
  if (stated !== undefined) {
    if (!TIMEOUT_ACTIONS.includes(stated as TimeoutAction))
      return timerError(`的超时处理「${stated}」未知`, `names an unknown timeout action ${stated}`);
    return { dueHours: hours, onTimeout: stated as TimeoutAction };
  }
  if (b.cancelActivity === false) return { dueHours: hours, onTimeout: 'remind' };
  const target = flowsOut.length === 1 ? ref(flowsOut[0]!, 'targetRef') : undefined;
  if (target?.$type === 'bpmn:EndEvent') return { dueHours: hours, onTimeout: 'autoApprove' };
  if (target?.$type === 'bpmn:UserTask') return { dueHours: hours, onTimeout: 'escalate' };
  return timerError(
    '为中断型，须有一条出线指向结束事件(超时自动通过)或用户任务(超时上报)',
    'interrupts its task, so it needs one flow out to an end event (auto-approve) or a user task (escalate)',
  );
}
