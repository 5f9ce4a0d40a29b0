import type { Lang } from '../../../catalogue';
import { useI18n } from '../../../i18n';
import { tableText, type TextOf } from '../../platform/local-texts';

/** The words of 消息中心, kept beside its screen. */
const TEXTS = {
  title: { zh: '消息中心', en: 'Messages' },
  intro: {
    zh: '上级工会的提醒和公示期间对本单位推荐人选的异议；未读消息排在前面，打开即为已读。',
    en: 'Reminders of the higher union and objections to your nominees during a publicity; unread messages come first and are read once opened.',
  },
  unread: { zh: '未读', en: 'Unread' },
  read: { zh: '已读', en: 'Read' },
  state: { zh: '状态', en: 'State' },
  subject: { zh: '标题', en: 'Title' },
  kind: { zh: '类别', en: 'Kind' },
  sentAt: { zh: '发送时间', en: 'Sent' },
  kindRemind: { zh: '填报提醒', en: 'Reminder' },
  kindObjection: { zh: '公示异议', en: 'Objection' },
  kindQuestionnaire: { zh: '问卷', en: 'Questionnaire' },
  answerCampaign: { zh: '填写问卷', en: 'Fill in the questionnaire' },
  // A call for reports' message (sendOut.withoutQuestions: finance7's 决算通知) opens the report.
  fileReport: { zh: '填报', en: 'File the report' },
  close: { zh: '关闭', en: 'Close' },
  verify: { zh: '核查', en: 'Verify' },
  verifyTitle: { zh: '异议核查 {refNo}', en: 'Verification of objection {refNo}' },
  nominee: { zh: '被反映人选', en: 'Nominee' },
  objection: { zh: '异议内容', en: 'The objection' },
  finding: { zh: '核查情况', en: 'What the check found' },
  files: { zh: '核查材料', en: 'Evidence' },
  chooseFile: { zh: '选择文件…', en: 'Choose a file…' },
  submit: { zh: '提交核查情况', en: 'Send the verification' },
  verified: { zh: '已提交核查情况', en: 'Verification sent' },
  closed: {
    zh: '该异议已答复或已作出表彰决定，不再接收核查情况。',
    en: 'The objection has been answered or decided; no verification is taken.',
  },
  findingShort: { zh: '核查情况不少于4个字', en: 'Say at least 4 characters' },
} as const satisfies Record<string, Record<Lang, string>>;

export type MessageText = keyof typeof TEXTS;
export type MessageTexts = TextOf<MessageText>;

/** The text function of `lang`. */
export const messageText =
  (lang: Lang): MessageTexts =>
  (key, vars) =>
    tableText(TEXTS, lang, key, vars);

/** The text function of the current language. */
export function useMessageText(): MessageTexts {
  return messageText(useI18n().lang);
}
