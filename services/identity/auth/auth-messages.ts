import type { FastifyRequest } from 'fastify';
import { langOf } from '../../platform/core';

/** What the token endpoint says when it refuses, as `error_description` (Chinese unless asked for English). */
const TEXT = {
  badClient: { zh: '客户端认证失败', en: 'Client authentication failed' },
  grantNotAllowed: { zh: '该客户端不允许使用此授权类型', en: 'This client may not use that grant type' },
  badParam: { zh: '参数{field}不符合规则', en: 'Parameter {field} is not valid' },
  badRequest: { zh: '请求参数有误', en: 'Invalid request' },
  missing: { zh: '请输入账号和密码', en: 'Account and password are required' },
  badCredentials: { zh: '用户名或密码不正确', en: 'Wrong account or password' },
  locked: { zh: '账号已锁定,请{minutes}分钟后再试', en: 'The account is locked; try again in {minutes} minutes' },
  disabled: { zh: '账号已停用,请联系管理员', en: 'The account is disabled; ask an administrator' },
  captchaMissing: { zh: '请输入验证码', en: 'Enter the captcha' },
  captchaWrong: { zh: '验证码不正确或已过期', en: 'The captcha is wrong or has expired' },
  refreshMissing: { zh: '请提供刷新令牌', en: 'The refresh token is missing' },
  refreshInvalid: { zh: '刷新令牌无效或已过期', en: 'The refresh token is invalid or has expired' },
  refreshReplayed: {
    zh: '刷新令牌已被使用,登录已失效,请重新登录',
    en: 'That refresh token was already used; the session has ended, log in again',
  },
  sessionEnded: { zh: '登录已失效,请重新登录', en: 'The session has ended; log in again' },
  smsMissing: { zh: '请输入手机号和短信验证码', en: 'Enter the mobile number and the SMS code' },
  smsWrong: { zh: '短信验证码不正确或已过期', en: 'The SMS code is wrong or has expired' },
  smsTries: { zh: '短信验证码错误次数过多,请重新获取', en: 'Too many wrong codes; request a new one' },
  phoneAmbiguous: { zh: '该手机号绑定了多个账号,请同时输入账号', en: 'Several accounts use that number; give the account too' },
  socialNotConfigured: { zh: '未配置第三方登录', en: 'Third-party login is not configured' },
  socialFailed: { zh: '第三方登录失败', en: 'Third-party login failed' },
  socialUnbound: { zh: '该第三方账号未绑定本系统账号', en: 'That third-party account is not linked to an account here' },
  tooMany: { zh: '请求过于频繁,请稍后再试', en: 'Too many attempts; try again later' },
  internal: { zh: '系统繁忙,请稍后再试', en: 'Something went wrong; try again later' },
} as const;

export type AuthTextKey = keyof typeof TEXT;

/** A refusal of the token endpoint: answered as `{ error_code, error_description }` with `status`. */
export class OAuthError extends Error {
  constructor(
    readonly status: number,
    readonly key: AuthTextKey,
    readonly vars: Record<string, string> = {},
  ) {
    super(key);
    this.name = 'OAuthError';
  }
}

export function authText(request: FastifyRequest, key: AuthTextKey, vars: Record<string, string> = {}): string {
  let text: string = TEXT[key][langOf(request)];
  for (const [k, v] of Object.entries(vars)) text = text.replaceAll(`{${k}}`, v);
  return text;
}
