import type { Lang } from '../../../catalogue';
import { useTableText, type TextOf } from '../../platform/local-texts';

/** The words of 知会, kept beside the page. */
const TEXTS = {
  title: { zh: '知会', en: 'For your information' },
  hint: {
    zh: '以下流程抄送给您知悉，无需审批；阅后点“已阅”即可。',
    en: 'These flows were copied to you for information: nothing to approve, mark them read.',
  },
  recordTitle: { zh: '标题', en: 'Title' },
  module: { zh: '业务', en: 'Module' },
  union: { zh: '申请单位', en: 'Union' },
  stage: { zh: '知会环节', en: 'Stage' },
  time: { zh: '知会时间', en: 'Sent' },
  open: { zh: '查看', en: 'Open' },
  read: { zh: '已阅', en: 'Mark read' },
  readOk: { zh: '已标记为已阅', en: 'Marked read' },
} as const satisfies Record<string, Record<Lang, string>>;

export type ReadflowText = keyof typeof TEXTS;

/** The text function of the current language. */
export function useReadflowText(): TextOf<ReadflowText> {
  return useTableText(TEXTS);
}
