import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { clearSession, getAccessToken, getSessionUser, logout, saveSession, type TokenAnswer } from '../../api';
import { SessionContext, type SessionValue } from './session-context';

function initialUser() {
  // A user without a token is no session: the guard then sends the person to /login.
  if (!getAccessToken()) {
    clearSession();
    return undefined;
  }
  return getSessionUser();
}

/** Holds who is logged in, from cookies and localStorage, for the whole app. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState(initialUser);
  const [endReason, setEndReason] = useState<string>();

  const signIn = useCallback((answer: TokenAnswer) => {
    setEndReason(undefined);
    setUser(saveSession(answer));
  }, []);
  const drop = useCallback((reason?: string) => {
    clearSession();
    setEndReason(reason);
    setUser(undefined);
  }, []);
  const signOut = useCallback(async () => {
    await logout();
    drop();
  }, [drop]);

  const value = useMemo<SessionValue>(() => ({ user, endReason, signIn, signOut, drop }), [user, endReason, signIn, signOut, drop]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
