import { getCookie, getStore, removeCookie, removeStore, setCookie, setStore } from '../lib';
import type { Ident, TokenAnswer } from './types';

/** Who is logged in, as the console keeps it. */
export interface SessionUser {
  userId: string;
  account: string;
  userName: string;
  nickName: string;
  roleName: string;
  avatar: string;
  tenantId: string;
  ident?: Ident;
  unionId?: string;
  unionName?: string;
}

const ACCESS = 'access_token';
const REFRESH = 'refresh_token';
const USER = 'userInfo';

/** The access token, if one is kept. */
export function getAccessToken(): string | undefined {
  return getCookie(ACCESS) || undefined;
}

/** The user kept from the last login, if any. */
export function getSessionUser(): SessionUser | undefined {
  return getStore<SessionUser>(USER);
}

/** Keeps the tokens in cookies and the user in localStorage. */
export function saveSession(answer: TokenAnswer): SessionUser {
  setCookie(ACCESS, answer.access_token, answer.expires_in);
  setCookie(REFRESH, answer.refresh_token);
  const user: SessionUser = {
    userId: answer.user_id,
    account: answer.account,
    userName: answer.user_name,
    nickName: answer.nick_name,
    roleName: answer.role_name,
    avatar: answer.avatar,
    tenantId: answer.tenant_id,
    ident: answer.detail?.ident,
    unionId: answer.detail?.unionId,
    unionName: answer.detail?.unionName,
  };
  setStore(USER, user);
  return user;
}

/** Forgets tokens and user. */
export function clearSession(): void {
  removeCookie(ACCESS);
  removeCookie(REFRESH);
  removeStore(USER);
}

let unauthorizedHandler: () => void = () => {
  clearSession();
  window.location.assign('/login?code=unauthor');
};

/** Replaces what happens on a 401 (the app routes instead of reloading). */
export function setUnauthorizedHandler(handler: () => void): void {
  unauthorizedHandler = handler;
}

/** Runs the 401 handler. */
export function notifyUnauthorized(): void {
  unauthorizedHandler();
}
