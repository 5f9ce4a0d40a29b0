import { request, requestBody } from './http';
import type { CaptchaImage, UserInfo } from './identity-types';
import type { TokenAnswer } from './types';

/** A captcha answer: the key of the image shown and the code typed. */
export interface CaptchaAnswer {
  key: string;
  code: string;
}

/** What the login form sends; `passwordMd5` is the lower-case hex MD5 of the typed password. */
export interface LoginInput {
  tenantId: string;
  username: string;
  passwordMd5: string;
  /** With a captcha the grant is `captcha`; without, `password` (tests and tools). */
  captcha?: CaptchaAnswer;
}

const TOKEN_PATH = '/api/blade-auth/oauth/token';

/** A new image captcha; its key goes back with the login. */
export function captcha(): Promise<CaptchaImage> {
  return request<CaptchaImage>('/api/blade-auth/oauth/captcha', { silent: true });
}

/**
 * Trades account, password and captcha for tokens. Silent: the login page shows
 * `error_description` itself and draws a new captcha.
 */
export function login(input: LoginInput): Promise<TokenAnswer> {
  const form = new URLSearchParams({
    grant_type: input.captcha ? 'captcha' : 'password',
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
  return requestBody<TokenAnswer>(TOKEN_PATH, { method: 'POST', form, headers, silent: true, ignoreUnauthorized: true });
}

/** Logs in the account `username` chosen among those of a phone that the SMS `code` proved. */
export function loginBySms(input: { tenantId: string; phone: string; code: string; username: string }): Promise<TokenAnswer> {
  const form = new URLSearchParams({ grant_type: 'smscode', scope: 'all', type: 'phone', ...input });
  return requestBody<TokenAnswer>(TOKEN_PATH, {
    method: 'POST',
    form,
    headers: { 'Tenant-Id': input.tenantId },
    silent: true,
    ignoreUnauthorized: true,
  });
}

/**
 * Trades the refresh token for a new pair. Silent and without the 401 handler: the caller decides
 * what a failure means (a lost network is not a lost session).
 */
export function refreshToken(refresh: string, tenantId: string): Promise<TokenAnswer> {
  const form = new URLSearchParams({ grant_type: 'refresh_token', scope: 'all', refresh_token: refresh, tenantId });
  return requestBody<TokenAnswer>(TOKEN_PATH, {
    method: 'POST',
    form,
    headers: { 'Tenant-Id': tenantId },
    silent: true,
    ignoreUnauthorized: true,
  });
}

/** The logged-in account, its roles and its union. */
export function userInfo(): Promise<UserInfo> {
  return request<UserInfo>('/api/blade-auth/oauth/user-info', { silent: true });
}

/** Tells the server the session ends; a failure does not keep anyone logged in. */
export async function logout(): Promise<void> {
  await request<unknown>('/api/blade-auth/oauth/logout', { silent: true, ignoreUnauthorized: true }).catch(() => undefined);
}
