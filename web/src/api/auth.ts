import { request, requestBody } from './http';
import type { TokenAnswer } from './types';

/** A captcha answer, sent once the login page shows one. */
export interface CaptchaAnswer {
  key: string;
  code: string;
}

/** What the login form sends; `passwordMd5` is the lower-case hex MD5 of the typed password. */
export interface LoginInput {
  tenantId: string;
  username: string;
  passwordMd5: string;
  captcha?: CaptchaAnswer;
}

/** Trades account and password for tokens. */
export function login(input: LoginInput): Promise<TokenAnswer> {
  const form = new URLSearchParams({
    grant_type: 'password',
    scope: 'all',
    type: 'account',
    tenantId: input.tenantId,
    username: input.username,
    password: input.passwordMd5,
  });
  const headers: Record<string, string> = { 'Tenant-Id': input.tenantId };
  if (input.captcha) {
    headers['Captcha-Key'] = input.captcha.key;
    headers['Captcha-Code'] = input.captcha.code;
  }
  return requestBody<TokenAnswer>('/api/blade-auth/oauth/token', { method: 'POST', form, headers });
}

/** Tells the server the session ends; a failure does not keep anyone logged in. */
export async function logout(): Promise<void> {
  await request<unknown>('/api/blade-auth/oauth/logout', { silent: true }).catch(() => undefined);
}
