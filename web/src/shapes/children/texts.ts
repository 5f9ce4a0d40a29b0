import type { Lang } from '../../catalogue';
import { tableText, useTableText, type TextOf, type TextVars } from '../../features/platform/local-texts';

/** The children screens' own words (kept beside them rather than in the shared tables). */
const TEXTS = {
  entries: { zh: '我的报名', en: 'Our entries' },
  begin: { zh: '报名参加', en: 'Enter' },
  beginTitle: { zh: '报名参加{activity}', en: 'Enter {activity}' },
  beginHint: {
    zh: '同一活动每个工会只有一个报名;已报名的将直接打开原报名。',
    en: 'A union has one entry per activity; entering again opens the existing one.',
  },
  begun: { zh: '报名成功', en: 'Entry opened' },
  progress: { zh: '作品进度', en: 'Works' },
  count_total: { zh: '共{n}件', en: '{n} in all' },
  count_draft: { zh: '待提交 {n}', en: '{n} to submit' },
  count_in_review: { zh: '审核中 {n}', en: '{n} in review' },
  count_returned: { zh: '已退回 {n}', en: '{n} returned' },
  count_approved: { zh: '已通过 {n}', en: '{n} approved' },
  count_removed: { zh: '已删除 {n}', en: '{n} removed' },
  works: { zh: '参赛作品', en: 'Works' },
  addWork: { zh: '添加作品', en: 'Add a work' },
  submitChosen: { zh: '提交所选', en: 'Submit chosen' },
  submitChosenNone: { zh: '请选择待提交的作品', en: 'Choose works waiting to be submitted' },
  submitChosenSkipped: { zh: '{n}件作品当前不可提交,已跳过', en: '{n} chosen works cannot be submitted now and were left out' },
  downloadAll: { zh: '下载全部文件', en: 'Download all files' },
  removeTitle: { zh: '删除作品', en: 'Remove the work' },
  removeHint: { zh: '删除后该作品不再参加本次活动。', en: 'A removed work no longer takes part in the activity.' },
  removeReason: { zh: '删除原因', en: 'Reason' },
  removeReasonRequired: { zh: '请填写删除原因', en: 'Please give the reason' },
  removed: { zh: '删除成功', en: 'Removed' },
  workForm: { zh: '作品信息', en: 'The work' },
  workView: { zh: '作品详情', en: 'Work' },
  entryDetail: { zh: '报名详情', en: 'Entry' },
  toEntry: { zh: '返回报名', en: 'Back to the entry' },
  noParent: { zh: '请先从报名详情中添加作品', en: 'Add works from an entry' },
  entryClosed: { zh: '报名当前状态不能添加作品', en: 'Works cannot be added to the entry in its current state' },
  code: { zh: '作者手机验证码', en: "Author's code" },
  codeHelp: { zh: '验证码发送到作者手机,作者同意后告知', en: "Texted to the author's mobile; the author gives it to consent" },
  codeSend: { zh: '发送验证码', en: 'Send code' },
  codeWait: { zh: '{n}秒后重发', en: 'Resend in {n}s' },
  codeSent: { zh: '验证码已发送', en: 'Code sent' },
  codePhoneFirst: { zh: '请先填写正确的作者手机', en: "Enter the author's mobile first" },
  codeRequired: { zh: '请填写作者手机验证码', en: "Enter the author's code" },
  importWorks: { zh: '从Excel导入', en: 'Import from Excel' },
  importTitle: { zh: '从Excel导入作品', en: 'Import works from Excel' },
  importHint: {
    zh: '第一行为表头,列名为作品的字段名称:{columns}。每行一件作品,导入后为草稿,补充作品图片和作者验证码后提交;有一行有误则全部不导入。',
    en: 'The first row names the columns by the work’s fields: {columns}. One work a row, imported as drafts to complete with the image and the author’s code; one broken row imports nothing.',
  },
  importFile: { zh: 'Excel文件(.xlsx)', en: 'Workbook (.xlsx)' },
  importFileRequired: { zh: '请选择Excel文件', en: 'Choose a workbook' },
  importConfirm: { zh: '导入', en: 'Import' },
  importRefused: { zh: '以下单元格有误,未导入任何作品:', en: 'These cells are wrong; no work was imported:' },
  importRow: { zh: '第{row}行', en: 'Row {row}' },
  imported: {
    zh: '已导入{n}件作品,均为草稿:补充作品图片和作者验证码后提交。',
    en: '{n} works imported as drafts: add the image and the author’s code, then submit.',
  },
  exportApproved: { zh: '导出已通过作品', en: 'Export approved works' },
  allWorks: { zh: '作品一览', en: 'All works' },
  activityFilterHelp: {
    zh: '填写活动编号查看该活动各单位报送的作品,并可导出已通过的作品交评委',
    en: 'Name a works call to see the works every union sent to it, and to export the approved ones for the judges',
  },
  anyState: { zh: '全部状态', en: 'Any state' },
} as const satisfies Record<string, Record<Lang, string>>;

export type ChildText = keyof typeof TEXTS;

/** `key` in `lang`, with `{name}` placeholders filled. */
export function childText(lang: Lang, key: ChildText, vars?: TextVars): string {
  return tableText(TEXTS, lang, key, vars);
}

/** The text `key` in the current language. */
export function useChildText(): TextOf<ChildText> {
  return useTableText(TEXTS);
}
