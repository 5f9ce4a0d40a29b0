import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { getAccessToken } from '../../../api';

const POLL_MS = 60_000;

/**
 * A header count read now, every minute, on every page change (a submission elsewhere may have
 * changed it) and whenever `subscribe` says it changed. Without an access token nothing is read: the
 * session is over and the guard sends the page to /login, which a 401 from here would race.
 */
export function usePolledCount<T>(read: () => Promise<T>, subscribe: (changed: () => void) => () => void): T | undefined {
  const { pathname } = useLocation();
  const [value, setValue] = useState<T>();
  useEffect(() => {
    let live = true;
    const load = () => {
      if (!getAccessToken()) return;
      read().then(
        (v) => live && setValue(v),
        () => undefined,
      );
    };
    load();
    const timer = setInterval(load, POLL_MS);
    const unsubscribe = subscribe(load);
    return () => {
      live = false;
      clearInterval(timer);
      unsubscribe();
    };
    // `read` and `subscribe` are module functions: the page is what changes.
  }, [pathname]);
  return value;
}
