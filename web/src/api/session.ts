import { getCookie, getStore, getStoreTime, removeCookie, removeStore, setCookie, setStore } from '../lib';
import type { UserInfo } from './identity-types';
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
  /** A sub-account: sees only what its main account granted. */
  isSub?: boolean;
  /** Role aliases, once user-info has answered. */
  roles?: string[];
}

/** When the access token was issued and how long it lives, for the renewal check. */
export interface TokenTime {
  issuedAt: number;
  expiresIn: number;
}

const ACCESS = 'access_token';
const REFRESH = 'refresh_token';
const USER = 'userInfo';
const TOKEN_TIME = 'token-time';

/** The access token, if one is kept. */
export function getAccessToken(): string | undefined {
  return getCookie(ACCESS) || undefined;
}

/** The refresh token, if one is kept. */
export function getRefreshToken(): string | undefined {
  return getCookie(REFRESH) || undefined;
}

/** The user kept from the last login, if any. */
export function getSessionUser(): SessionUser | undefined {
  return getStore<SessionUser>(USER);
}

/** When the kept access token was issued (written by whichever tab saved it last). */
export function getTokenTime(): TokenTime | undefined {
  const issuedAt = getStoreTime(TOKEN_TIME);
  const stored = getStore<{ expiresIn: number }>(TOKEN_TIME);
  if (issuedAt === undefined || !stored || typeof stored.expiresIn !== 'number') return undefined;
  return { issuedAt, expiresIn: stored.expiresIn };
}

/** Keeps a new token pair in cookies and notes when it was issued; every tab reads them from there. */
export function saveTokens(answer: Pick<TokenAnswer, 'access_token' | 'refresh_token' | 'expires_in'>): void {
  setCookie(ACCESS, answer.access_token, answer.expires_in);
  setCookie(REFRESH, answer.refresh_token);
  setStore(TOKEN_TIME, { expiresIn: answer.expires_in });
}

/** The user a token answer names, as the console keeps it. */
export function sessionUserOf(answer: TokenAnswer): SessionUser {
  return {
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
    isSub: answer.detail?.isSub,
  };
}

/** Keeps the tokens in cookies and the user in localStorage. */
export function saveSession(answer: TokenAnswer): SessionUser {
  saveTokens(answer);
  const user = sessionUserOf(answer);
  setStore(USER, user);
  return user;
}

/** Where the console keeps a session: cookie and storage names (the browser tests sign in by writing them). */
export const SESSION_KEYS = { access: ACCESS, refresh: REFRESH, user: USER, tokenTime: TOKEN_TIME } as const;

/** Merges what user-info answered into the kept user. */
export function saveUserInfo(user: SessionUser, info: UserInfo): SessionUser {
  const next: SessionUser = {
    ...user,
    userName: info.user_name,
    nickName: info.nick_name,
    avatar: info.avatar,
    roles: info.roles,
    roleName: info.role_name,
    ident: info.detail.ident,
    unionId: info.detail.unionId,
    unionName: info.detail.unionName,
    isSub: info.detail.isSub,
  };
  setStore(USER, next);
  return next;
}

/** Forgets tokens and user. */
export function clearSession(): void {
  removeCookie(ACCESS);
  removeCookie(REFRESH);
  removeStore(USER);
  removeStore(TOKEN_TIME);
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
