import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSession } from '../auth';
import { LockContext, type LockValue } from './lock-context';
import { clearLock, isLocked, lockScreen, unlockScreen } from './lock-state';

/** Keeps the lock state of this tab; logging out ends the lock. */
export function LockProvider({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const [locked, setLocked] = useState(isLocked);
  const loggedIn = user !== undefined;

  useEffect(() => {
    if (loggedIn) return;
    clearLock();
    setLocked(false);
  }, [loggedIn]);

  const lock = useCallback(async (password: string, from: string) => {
    await lockScreen(password, from);
    setLocked(true);
  }, []);
  const unlock = useCallback(async (password: string) => {
    const from = await unlockScreen(password);
    if (from !== undefined) setLocked(false);
    return from;
  }, []);

  const value = useMemo<LockValue>(() => ({ locked, lock, unlock }), [locked, lock, unlock]);
  return <LockContext.Provider value={value}>{children}</LockContext.Provider>;
}
