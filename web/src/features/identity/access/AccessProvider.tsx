import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSession } from '../auth';
import { loadAccess, type Access } from './access';
import { AccessContext, type AccessValue } from './access-context';

interface Loaded {
  userId: string;
  access?: Access;
  error?: unknown;
}

/** Loads, for whoever is logged in, what the server lets them see; again whenever the user changes. */
export function AccessProvider({ children }: { children: ReactNode }) {
  const { user, updateInfo } = useSession();
  const [loaded, setLoaded] = useState<Loaded>();
  const [version, setVersion] = useState(0);
  const userId = user?.userId;

  useEffect(() => {
    if (!userId) {
      setLoaded(undefined);
      return;
    }
    let live = true;
    // A reload for the same user keeps showing what it had until the new answer is in.
    setLoaded((prev) => (prev?.userId === userId ? prev : { userId }));
    loadAccess().then(
      (access) => {
        if (!live) return;
        updateInfo(access.info);
        setLoaded({ userId, access });
      },
      (error: unknown) => live && setLoaded({ userId, error }),
    );
    return () => {
      live = false;
    };
  }, [userId, version, updateInfo]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const value = useMemo<AccessValue>(() => {
    // What was loaded for an earlier user never answers for the current one.
    const access = loaded?.userId === userId ? loaded?.access : undefined;
    return {
      access,
      error: loaded?.userId === userId ? loaded?.error : undefined,
      reload,
      hasMenu: (code) => access?.menuCodes.has(code) ?? false,
      hasButton: (code) => access?.buttons[code] === true,
    };
  }, [loaded, userId, reload]);
  return <AccessContext.Provider value={value}>{children}</AccessContext.Provider>;
}
