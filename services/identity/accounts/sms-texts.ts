import type { SmsPurpose } from '../../../db';
import type { SmsMessage } from '../auth';

const TEXT: Record<Exclude<SmsPurpose, 'login'>, string> = {
  forget: '您正在找回密码,验证码为{code},{minutes}分钟内有效。如非本人操作,请忽略本短信。',
  register: '您正在申请工会账号,验证码为{code},{minutes}分钟内有效。如非本人操作,请忽略本短信。',
  workAuthor: '工会正在为您报送参赛作品,确认验证码为{code},{minutes}分钟内有效。如非本人作品,请勿告知他人。',
  boostConsent:
    '工会拟推荐您参加职工创新助力推荐并向上级工会报送您的个人信息,同意请将验证码{code}告知经办人,{minutes}分钟内有效。如不同意,请勿告知他人。',
};

/** The text message carrying a verification code. */
export function codeMessage(
  purpose: Exclude<SmsPurpose, 'login'>,
  tenantId: string | null,
  phone: string,
  code: string,
  minutes: number,
): SmsMessage {
  return {
    tenantId,
    phone,
    template: `${purpose}-code`,
    params: { code, minutes: String(minutes) },
    content: TEXT[purpose].replace('{code}', code).replace('{minutes}', String(minutes)),
  };
}
