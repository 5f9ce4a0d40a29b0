import type { Lang } from '../../../catalogue';
import { useTableText, type TextOf } from '../../platform/local-texts';

/** The words of 流程跟踪, kept beside its screens. */
const TEXTS = {
  title: { zh: '流程跟踪', en: 'Running flows' },
  progressTitle: { zh: '流程进度', en: 'Flow progress' },
  module: { zh: '业务', en: 'Module' },
  union: { zh: '申请单位', en: 'Union' },
  stage: { zh: '当前环节', en: 'Stage' },
  stageKey: { zh: '环节标识', en: 'Stage key' },
  version: { zh: '流程版本', en: 'Version' },
  recordTitle: { zh: '标题', en: 'Title' },
  applicant: { zh: '申请人', en: 'Applicant' },
  state: { zh: '状态', en: 'State' },
  assignees: { zh: '待办人', en: 'Waiting for' },
  waiting: { zh: '已等待', en: 'Waiting' },
  hours: { zh: '{n}小时', en: '{n} h' },
  days: { zh: '{d}天{h}小时', en: '{d} d {h} h' },
  dueTime: { zh: '办理期限', en: 'Due' },
  overdue: { zh: '已超时', en: 'Overdue' },
  stuck: { zh: '无人可办', en: 'Stuck' },
  builtIn: { zh: '内置审核链', en: 'Built-in chain' },
  noVersion: { zh: '—', en: '—' },
  versionN: { zh: '{key} V{n}', en: '{key} v{n}' },
  progress: { zh: '进度', en: 'Progress' },
  temporal: { zh: 'Temporal 运行记录', en: 'Temporal run' },
  terminate: { zh: '终止', en: 'Terminate' },
  terminateTitle: { zh: '终止流程', en: 'Terminate the flow' },
  terminateHint: {
    zh: '终止后流程结束、记录作废，原因会写入流程历史，申请人可以看到。',
    en: 'The flow ends and the record is cancelled; the reason goes into the history, where the applicant reads it.',
  },
  terminateReason: { zh: '终止原因', en: 'Reason' },
  reasonRequired: { zh: '请填写终止原因', en: 'Give a reason' },
  terminated: { zh: '流程已终止', en: 'Flow terminated' },
  current: { zh: '当前环节', en: 'Now at' },
  next: { zh: '下一步审核', en: 'Who reviews next' },
  noNext: { zh: '没有后续审核环节', en: 'No stage ahead' },
  history: { zh: '流程历史', en: 'History' },
  back: { zh: '返回流程跟踪', en: 'Back to running flows' },
  openRecord: { zh: '查看记录', en: 'Open the record' },
  allModules: { zh: '全部业务', en: 'Every module' },
} as const satisfies Record<string, Record<Lang, string>>;

export type FollowText = keyof typeof TEXTS;
export type FollowTexts = TextOf<FollowText>;

/** The text function of the current language, `{name}` placeholders filled. */
export function useFollowText(): FollowTexts {
  return useTableText(TEXTS);
}

/** Hours waited as the list shows them: 5.5小时, or 3天2小时 past a day. */
export function waitingText(hours: number, ft: FollowTexts): string {
  if (hours < 24) return ft('hours', { n: hours });
  return ft('days', { d: Math.floor(hours / 24), h: Math.floor(hours % 24) });
}
