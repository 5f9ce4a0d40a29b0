import type { Lang } from '../../catalogue';
import { useTableText, type TextOf } from '../../features/platform/local-texts';

/** The consent-by-code part's own words. */
const TEXTS = {
  title: { zh: '短信确认', en: 'Confirm by SMS' },
  help: {
    zh: '未上传授权同意书的，可向被推荐人手机发送验证码，由本人告知后填入，随暂存或提交一并确认',
    en: "Without the signed consent, text the nominee's mobile a code; the nominee reads it out, and it is confirmed with the next save or submit",
  },
  send: { zh: '发送验证码', en: 'Send the code' },
  wait: { zh: '{n}秒后重发', en: 'Resend in {n}s' },
  sent: { zh: '验证码已发送至{phone}，{minutes}分钟内有效', en: 'Code texted to {phone}, valid for {minutes} minutes' },
  saveFirst: { zh: '请先填写被推荐人手机号码并暂存', en: "Fill in the nominee's mobile and save the draft first" },
  code: { zh: '验证码', en: 'Code' },
  confirmed: { zh: '已确认', en: 'Confirmed' },
  confirmedAt: { zh: '{phone} 于 {time} 确认', en: '{phone}, at {time}' },
} as const satisfies Record<string, Record<Lang, string>>;

export type ConsentText = keyof typeof TEXTS;

/** The text `key` in the current language. */
export function useConsentText(): TextOf<ConsentText> {
  return useTableText(TEXTS);
}
