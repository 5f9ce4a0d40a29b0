import type { Lang } from '../../catalogue';
import { useI18n } from '../../i18n';

/** The words of the public answer page `/q` (kept beside it, as the questionnaire's are). */
const TEXTS = {
  pageTitle: { zh: '问卷填写', en: 'Questionnaire' },
  loading: { zh: '正在打开问卷…', en: 'Opening the questionnaire…' },
  from: { zh: '发起单位', en: 'Sent by' },
  addressee: { zh: '填写对象', en: 'Addressed to' },
  deadline: { zh: '截止日期', en: 'Answer by' },
  noticeTitle: { zh: '个人信息告知', en: 'About your personal data' },
  notice: {
    zh: '本问卷由{union}发起，用于工会工作调查统计。您的答复仅用于本次统计，手机号仅用于发送和提醒，问卷结束30天后删除。填写完全自愿，提交即表示同意上述处理。如有疑问请联系{union}。',
    en: '{union} asks these questions for its union work. Your answers are used for this survey only; your mobile number only to send and remind, and it is erased 30 days after the survey closes. Answering is voluntary; sending your answers is your consent to this. Ask {union} about anything here.',
  },
  submit: { zh: '提交', en: 'Send answers' },
  submitting: { zh: '正在提交…', en: 'Sending…' },
  fixErrors: { zh: '请按提示修改标出的题目', en: 'Please correct the questions marked' },
  thanks: { zh: '已提交，感谢参与', en: 'Sent. Thank you for taking part' },
  thanksAt: { zh: '提交时间：{time}', en: 'Sent at {time}' },
  used: { zh: '该问卷已于{time}提交，链接已失效', en: 'This questionnaire was answered at {time}; the link is no longer valid' },
  closed: { zh: '链接已过期或问卷已结束', en: 'This link has expired or the questionnaire has closed' },
  invalid: { zh: '链接无效', en: 'This link is not valid' },
  failed: { zh: '暂时无法打开问卷，请稍后再试', en: 'The questionnaire cannot be opened now; try again later' },
  switchLang: { zh: 'English', en: '中文' },
  required: { zh: '必答', en: 'Required' },
} as const satisfies Record<string, Record<Lang, string>>;

export type SendOutText = keyof typeof TEXTS;

/** The text `key` in the current language, with `{name}` placeholders filled. */
export function useSendOutText() {
  const { lang } = useI18n();
  return (key: SendOutText, vars: Record<string, string | number> = {}) => {
    let text: string = TEXTS[key][lang];
    for (const [k, v] of Object.entries(vars)) text = text.replaceAll(`{${k}}`, String(v));
    return text;
  };
}
