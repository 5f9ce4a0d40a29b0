import type { Lang } from '../../catalogue';
import { useTableText, type TextOf } from '../../features/platform/local-texts';

/** The words of a record's 问卷链接 panel (survey's `sendSms`, 采用企业答复). */
const TEXTS = {
  title: { zh: '问卷链接', en: 'Questionnaire link' },
  help: {
    zh: '向企业联系人手机发送问卷链接，由其免登录填写；答复后可采用到本表，核对后提交',
    en: 'Text the enterprise contact a link to answer without an account; once answered, take the answer into this form, check it and submit',
  },
  saveFirst: {
    zh: '请先填写联系人手机并暂存，再发送问卷链接',
    en: "Fill in the contact's mobile and save the draft before sending the link",
  },
  to: { zh: '发送至 {phone}', en: 'To {phone}' },
  noPhone: { zh: '尚未填写联系人手机', en: 'No contact mobile on file' },
  none: { zh: '未发送', en: 'Not sent' },
  sent: { zh: '已发送 {time}', en: 'Sent {time}' },
  reminded: { zh: '已提醒{n}次 {time}', en: 'Reminded {n}× {time}' },
  opened: { zh: '已打开 {time}', en: 'Opened {time}' },
  answered: { zh: '已答复 {time}', en: 'Answered {time}' },
  expired: { zh: '已过期', en: 'Expired' },
  validUntil: { zh: '{time}前有效', en: 'Valid until {time}' },
  sentAt: { zh: '发送于 {time}', en: 'Sent at {time}' },
  remindedAt: { zh: '第{n}次提醒于 {time}', en: 'Reminder {n} at {time}' },
  openedAt: { zh: '打开于 {time}', en: 'Opened at {time}' },
  answeredAt: { zh: '答复于 {time}', en: 'Answered at {time}' },
  send: { zh: '发送问卷链接', en: 'Send the link' },
  resend: { zh: '重新发送链接', en: 'Send a new link' },
  remind: { zh: '提醒填写', en: 'Remind' },
  sentOk: { zh: '问卷链接已发送至{phone}', en: 'Link texted to {phone}' },
  remindedOk: { zh: '已再次发送问卷链接至{phone}', en: 'Link texted again to {phone}' },
  answer: { zh: '企业联系人于{time}通过链接答复', en: 'The enterprise contact answered through the link at {time}' },
  adopt: { zh: '采用企业答复', en: "Take the enterprise's answer" },
  adopted: { zh: '已采用企业答复，可修改后提交', en: "The enterprise's answer is in the form; correct it if need be and submit" },
  adoptedOk: { zh: '已将企业答复填入问卷', en: "The enterprise's answer was put into the questionnaire" },
} as const satisfies Record<string, Record<Lang, string>>;

export type LinkText = keyof typeof TEXTS;

/** The text `key` in the current language. */
export function useLinkText(): TextOf<LinkText> {
  return useTableText(TEXTS);
}
