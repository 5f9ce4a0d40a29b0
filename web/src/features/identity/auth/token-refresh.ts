import { ApiError, getRefreshToken, getTokenTime, refreshToken, saveTokens } from '../../../api';
import { isPageLeaving, withCrossTabLock } from '../../../lib';
import { refreshDue } from './refresh-due';

/** What a renewal check came to. */
export type RenewOutcome = 'renewed' | 'not-due' | 'ended' | 'offline';

/**
 * Renews the access token when it is due. Serialised across tabs: the server revokes a whole
 * session when a refresh token is presented twice, so one tab renews and the others, once they get
 * the lock, find a fresh token time and do nothing.
 *
 * `ended`: the server refused (the session is over; log out). `offline`: no answer came; the
 * next check tries again while the access token still lives.
 */
export function renewIfDue(tenantId: string): Promise<RenewOutcome> {
  return withCrossTabLock('token-refresh', async () => {
    const time = getTokenTime();
    const refresh = getRefreshToken();
    if (!time || !refresh) return 'ended';
    if (!refreshDue(time.issuedAt, time.expiresIn)) return 'not-due';
    // A page on its way out would spend the refresh token and never keep the new one.
    if (isPageLeaving()) return 'not-due';
    try {
      saveTokens(await refreshToken(refresh, tenantId));
      return 'renewed';
    } catch (err) {
      return err instanceof ApiError && err.code === 0 ? 'offline' : 'ended';
    }
  });
}
