import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  clearSession,
  getAccessToken,
  getSessionUser,
  logout,
  saveSession,
  saveUserInfo,
  type SessionUser,
  type TokenAnswer,
  type UserInfo,
} from '../../../api';
import { holdLeadership, isPageLeaving, onSessionMessage, postSessionMessage } from '../../../lib';
import { website } from '../../../website';
import { SessionContext, type SessionValue } from './session-context';
import { renewIfDue } from './token-refresh';

/** How long a tab that was just handed the renewal waits before it acts. */
const LEADER_SETTLE_MS = 1500;

function initialUser() {
  // A user without a token is no session: the guard then sends the person to /login.
  if (!getAccessToken()) {
    clearSession();
    return undefined;
  }
  return getSessionUser();
}

/**
 * Holds who is logged in (tokens in cookies, the user in localStorage) for the whole app; renews
 * the access token on the configured schedule and keeps the tabs of one browser in step.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<SessionUser | undefined>(initialUser);
  const [endReason, setEndReason] = useState<string>();
  const [ended, setEnded] = useState<SessionValue['ended']>();
  const userRef = useRef(user);
  userRef.current = user;

  const forget = useCallback((reason?: string, loggedOut = false) => {
    const current = userRef.current;
    clearSession();
    // A second, reasonless drop of a session already ended (the token check finding the cookie the
    // first drop cleared, before React re-rendered) must not erase why it ended.
    if (!current && reason === undefined) return;
    userRef.current = undefined;
    if (current) setEnded({ userId: current.userId, loggedOut });
    setEndReason(reason);
    setUser(undefined);
  }, []);
  const drop = useCallback(
    (reason?: string, loggedOut = false) => {
      const had = userRef.current !== undefined;
      forget(reason, loggedOut);
      if (had) postSessionMessage({ type: 'logout' });
    },
    [forget],
  );
  const signIn = useCallback((answer: TokenAnswer) => {
    setEndReason(undefined);
    const next = saveSession(answer);
    setUser(next);
    postSessionMessage({ type: 'login', userId: next.userId });
  }, []);
  const signOut = useCallback(async () => {
    await logout();
    drop(undefined, true);
  }, [drop]);
  const updateInfo = useCallback((info: UserInfo) => {
    setUser((current) => (current && current.userId === info.user_id ? saveUserInfo(current, info) : current));
  }, []);

  // The renewal, every 60 seconds while someone is logged in, by one tab of the browser only: tabs
  // in other processes see each other's cookies and storage only after a while, so two tabs could
  // both find the token due and present one refresh token twice, which ends the session. The
  // other tabs read the renewed cookies when they next call.
  const tenantId = user?.tenantId;
  const [leader, setLeader] = useState(false);
  useEffect(() => {
    if (!tenantId) return;
    // A tab may be handed the lead while it is itself closing or reloading (all tabs reloading at
    // once): it waits a moment before acting, so that a dying page does not spend the refresh token.
    let settle: ReturnType<typeof setTimeout> | undefined;
    const release = holdLeadership('token-renewal', () => {
      settle = setTimeout(() => setLeader(true), LEADER_SETTLE_MS);
    });
    return () => {
      clearTimeout(settle);
      release();
      setLeader(false);
    };
  }, [tenantId]);
  useEffect(() => {
    if (!tenantId) return;
    let live = true;
    const check = async () => {
      // An empty token (the cookie expired, or another tab logged out) ends the session here too.
      if (!getAccessToken()) return live && drop();
      if (!leader || isPageLeaving()) return;
      const outcome = await renewIfDue(tenantId);
      if (live && outcome === 'ended') drop('unauthor');
    };
    void check();
    const timer = setInterval(() => void check(), website.tokenCheckMs);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [tenantId, leader, drop]);

  // Another tab logged in or out: the cookies are shared, so this tab follows.
  useEffect(
    () =>
      onSessionMessage((message) => {
        if (message.type === 'logout') {
          // The other tab cleared the shared storage already; clearing here could race its next login.
          setEndReason(undefined);
          setUser(undefined);
        } else if (message.userId !== userRef.current?.userId) {
          setEndReason(undefined);
          setUser(getSessionUser());
        }
      }),
    [],
  );

  const value = useMemo<SessionValue>(
    () => ({ user, endReason, ended, signIn, signOut, drop, updateInfo }),
    [user, endReason, ended, signIn, signOut, drop, updateInfo],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
