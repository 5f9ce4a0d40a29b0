import { useCallback, useEffect, useState } from 'react';
import { retryWaitOf } from './retry-wait';

/**
 * A countdown after a call the server was too busy for (429 with Retry-After): `seconds` left to
 * wait, 0 when the caller may try again. `start(err)` starts it and says whether `err` was such a
 * refusal; the server's message (which names the wait) has been shown as a toast already.
 */
export function useRetryWait(): { seconds: number; start: (err: unknown) => boolean } {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (seconds <= 0) return;
    const timer = setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [seconds]);
  const start = useCallback((err: unknown) => {
    const wait = retryWaitOf(err);
    if (wait !== undefined) setSeconds(wait);
    return wait !== undefined;
  }, []);
  return { seconds, start };
}
