import type { Lang } from '../../catalogue';
import { useTableText, type TextOf } from '../../features/platform/local-texts';

/** The follow-up part's own words (跟进记录 on an approved record's detail). */
const TEXTS = {
  title: { zh: '跟进记录', en: 'Follow-up' },
  none: { zh: '暂无跟进记录', en: 'No follow-up rows yet' },
  open: { zh: '跟进中', en: 'Open' },
  closed: { zh: '已结案', en: 'Closed' },
  due: { zh: '待{kind}（{day}前）', en: '{kind} due by {day}' },
  overdue: { zh: '逾期：{kind}（应于{day}前）', en: 'Overdue: {kind} (due by {day})' },
  add: { zh: '添加跟进', en: 'Add a row' },
  addTitle: { zh: '添加跟进记录', en: 'Add a follow-up row' },
  added: { zh: '跟进记录已添加', en: 'Row added' },
  kind: { zh: '跟进类型', en: 'Kind' },
  date: { zh: '日期', en: 'Date' },
  amount: { zh: '金额（元）', en: 'Amount (yuan)' },
  outcome: { zh: '结果', en: 'Outcome' },
  note: { zh: '说明', en: 'Note' },
  file: { zh: '附件', en: 'Files' },
  corrects: { zh: '更正的记录', en: 'Row corrected' },
  member: { zh: '人员身份证号', en: "Member's ID number" },
  by: { zh: '填写', en: 'By' },
  byOf: { zh: '{name}（{union}）', en: '{name} ({union})' },
  required: { zh: '必填', en: 'Required' },
  badAmount: { zh: '请输入不小于0的金额，最多两位小数', en: 'An amount of 0 or more, to the fen' },
  uploading: { zh: '上传中…', en: 'Uploading…' },
  voided: { zh: '已更正', en: 'Corrected' },
} as const satisfies Record<string, Record<Lang, string>>;

export type FollowUpText = keyof typeof TEXTS;

/** The text `key` in the current language. */
export function useFollowUpText(): TextOf<FollowUpText> {
  return useTableText(TEXTS);
}
