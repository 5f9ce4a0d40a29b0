import type { Lang } from '../../catalogue';
import { useTableText, type TextOf } from '../../features/platform/local-texts';

/** The sender's words: the send dialog, the campaigns, one campaign's invitations and results. */
const TEXTS = {
  pageTitle: { zh: '问卷发放', en: 'Questionnaires sent out' },
  send: { zh: '发放问卷', en: 'Send out' },
  sendTitle: { zh: '发放问卷', en: 'Send the questionnaire out' },
  title: { zh: '标题', en: 'Title' },
  note: { zh: '附言', en: 'Message' },
  deadline: { zh: '截止日期', en: 'Answer by' },
  year: { zh: '调查年度', en: 'Year asked about' },
  audience: { zh: '发放对象', en: 'Sent to' },
  audience_unions: { zh: '下级工会', en: 'Unions below' },
  audience_mobiles: { zh: '手机号', en: 'Mobiles' },
  audience_records: { zh: '记录联系人', en: 'Records’ contacts' },
  unions: { zh: '选择工会', en: 'Unions' },
  mobiles: { zh: '手机号（每行一个，或以逗号分隔）', en: 'Mobiles (one a line, or separated by commas)' },
  mobilesCount: { zh: '共{n}个号码', en: '{n} numbers' },
  sms: { zh: '同时短信通知工会联系人', en: 'Also text each union’s contact' },
  required: { zh: '必填', en: 'Required' },
  noneChosen: { zh: '请至少选择一个工会', en: 'Choose at least one union' },
  noMobiles: { zh: '请至少填写一个手机号', en: 'Paste at least one mobile' },
  notPublished: { zh: '问卷尚未发布，无法发放', en: 'The questionnaire is not published: nothing to send' },
  sent: { zh: '已发放{n}份', en: '{n} sent' },
  notReached: { zh: '未送达：{list}', en: 'Not reached: {list}' },
  version: { zh: '第{n}版', en: 'version {n}' },
  state_open: { zh: '进行中', en: 'Open' },
  state_closed: { zh: '已结束', en: 'Closed' },
  sentAt: { zh: '发放时间', en: 'Sent' },
  counts: { zh: '已答{answered}/{invited}（{rate}%）', en: '{answered} of {invited} answered ({rate}%)' },
  none: { zh: '尚未发放问卷', en: 'Nothing sent yet' },
  open: { zh: '查看', en: 'Open' },
  back: { zh: '返回列表', en: 'Back to the list' },
  tabInvitations: { zh: '发放情况', en: 'Invitations' },
  tabResults: { zh: '统计结果', en: 'Results' },
  addressee: { zh: '发放对象', en: 'Addressee' },
  invitationState: { zh: '状态', en: 'State' },
  inv_sent: { zh: '未打开', en: 'Not opened' },
  inv_opened: { zh: '已打开', en: 'Opened' },
  inv_answered: { zh: '已填写', en: 'Answered' },
  inv_expired: { zh: '已过期', en: 'Expired' },
  inv_revoked: { zh: '已作废', en: 'Revoked' },
  reminders: { zh: '提醒次数', en: 'Reminders' },
  remind: { zh: '提醒未填写', en: 'Remind those who have not answered' },
  reminded: { zh: '已提醒{n}个，跳过{m}个', en: '{n} reminded, {m} skipped' },
  close: { zh: '结束发放', en: 'Close' },
  closeConfirm: { zh: '结束后链接失效，不能再填写。确定结束？', en: 'Once closed, the links no longer open. Close it?' },
  closed: { zh: '已结束发放', en: 'Closed' },
  responseRate: {
    zh: '回收率 {rate}%（已答{answered}/共{invited}，已打开{opened}，已过期{expired}）',
    en: 'Response rate {rate}% ({answered} of {invited} answered, {opened} opened, {expired} expired)',
  },
  answered: { zh: '{n}人作答', en: '{n} answered' },
  exportExcel: { zh: '导出Excel', en: 'Export to Excel' },
  // A call for reports (sendOut.withoutQuestions: finance7's 决算通知): the unions file records, not answers.
  callsTitle: { zh: '报表征集', en: 'Calls for reports' },
  sendCall: { zh: '发出报表征集', en: 'Send a call' },
  sendCallTitle: { zh: '发出报表征集', en: 'Send a call for reports' },
  callYear: { zh: '报表年度', en: 'Year reported' },
  callCounts: { zh: '已报送{answered}/{invited}（{rate}%）', en: '{answered} of {invited} filed ({rate}%)' },
  noCalls: { zh: '尚未发出报表征集', en: 'No call sent yet' },
  tabFilings: { zh: '报送情况', en: 'Filings' },
  union: { zh: '工会', en: 'Union' },
  filing: { zh: '报送', en: 'Filed' },
  filed: { zh: '已报送', en: 'Filed' },
  notFiled: { zh: '未报送', en: 'Not filed' },
  drafting: { zh: '填报中', en: 'Being prepared' },
  filedAt: { zh: '报送时间', en: 'Filed at' },
  remindCall: { zh: '提醒未报送', en: 'Remind those who have not filed' },
} as const satisfies Record<string, Record<Lang, string>>;

export type CampaignText = keyof typeof TEXTS;

/** The text `key` in the current language. */
export function useCampaignText(): TextOf<CampaignText> {
  return useTableText(TEXTS);
}
