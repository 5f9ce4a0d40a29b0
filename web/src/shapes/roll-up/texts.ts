import type { Lang } from '../../catalogue';
import { useI18n } from '../../i18n';

/** The roll-up screens' own words (kept beside them rather than in the shared tables). */
const TEXTS = {
  gatherTitle: { zh: '下级工会推荐汇总', en: "The unions' nominations" },
  gatherHint: {
    zh: '勾选下级工会审核通过的推荐，汇总后报送上级；未申报的单位一并列出。',
    en: 'Choose the approved nominations of the unions below to send upward in one summary; the unions that have not applied are listed too.',
  },
  kind: { zh: '评选类别', en: 'Selection' },
  union: { zh: '下级工会', en: 'Union' },
  status: { zh: '申报情况', en: 'Status' },
  applied: { zh: '已申报 {n} 人', en: '{n} nominated' },
  notApplied: { zh: '未申报', en: 'Not applied' },
  nominations: { zh: '审核通过的推荐', en: 'Approved nominations' },
  approvedOn: { zh: '通过时间', en: 'Approved' },
  gather: { zh: '汇总上报', en: 'Gather and report' },
  gatherNone: { zh: '请勾选要汇总的推荐', en: 'Choose the nominations to gather' },
  listSheet: { zh: '导出推荐名单', en: 'Export the list' },
  summarySheet: { zh: '导出汇总表', en: 'Export the summary sheet' },
  existing: { zh: '本单位已有该类别的汇总（{state}）', en: 'Your union has a summary of this kind ({state})' },
  openSummary: { zh: '查看汇总', en: 'Open the summary' },
  gathered: { zh: '汇总的推荐记录', en: 'Gathered nominations' },
  gatheredNone: { zh: '尚未汇总任何推荐', en: 'No nomination gathered yet' },
  nominee: { zh: '被推荐人', en: 'Nominee' },
  backToGather: { zh: '返回汇总', en: 'Back to the nominations' },
  summaryDetail: { zh: '汇总详情', en: 'Summary' },
} as const;

export type RollUpText = keyof typeof TEXTS;

/** `key` in `lang`, with `{name}` placeholders filled. */
export function rollUpText(lang: Lang, key: RollUpText, vars: Record<string, string | number> = {}): string {
  let text: string = TEXTS[key][lang];
  for (const [k, v] of Object.entries(vars)) text = text.replaceAll(`{${k}}`, String(v));
  return text;
}

/** The text `key` in the current language. */
export function useRollUpText() {
  const { lang } = useI18n();
  return (key: RollUpText, vars?: Record<string, string | number>) => rollUpText(lang, key, vars);
}
