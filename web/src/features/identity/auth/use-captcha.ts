import { useCallback, useEffect, useState } from 'react';
import { ApiError, captcha, type CaptchaImage } from '../../../api';

/** What `useCaptcha` gives the login form. */
export interface CaptchaState {
  image: CaptchaImage | undefined;
  /** Seconds left before a new captcha may be asked for, after the server answered 429; 0 when none. */
  waitSeconds: number;
  /** The last captcha could not be fetched (network, server): a click asks again. */
  failed: boolean;
  /** Draws a new captcha (a failed login, or a click on the image); nothing while a wait runs. */
  refresh: () => void;
}

/**
 * The login form's captcha: one at mount, a new one on every refresh. Each is single use. When the
 * server says too many were asked for (429), the wait it names counts down, and the next captcha is
 * asked for when it is over.
 */
export function useCaptcha(): CaptchaState {
  const [image, setImage] = useState<CaptchaImage>();
  const [version, setVersion] = useState(0);
  const [waitSeconds, setWaitSeconds] = useState(0);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    setFailed(false);
    captcha().then(
      (next) => {
        if (!live) return;
        setImage(next);
        setWaitSeconds(0);
      },
      (err: unknown) => {
        if (!live) return;
        setImage(undefined);
        const wait = err instanceof ApiError && err.code === 429 ? (err.retryAfter ?? 60) : 0;
        setWaitSeconds(wait);
        setFailed(wait === 0);
      },
    );
    return () => {
      live = false;
    };
  }, [version]);

  // One tick a second; at zero the next captcha is asked for.
  useEffect(() => {
    if (waitSeconds <= 0) return;
    const timer = setTimeout(() => {
      if (waitSeconds === 1) setVersion((v) => v + 1);
      setWaitSeconds(waitSeconds - 1);
    }, 1000);
    return () => clearTimeout(timer);
  }, [waitSeconds]);

  const refresh = useCallback(() => {
    setWaitSeconds((left) => {
      if (left === 0) setVersion((v) => v + 1);
      return left;
    });
  }, []);
  return { image, waitSeconds, failed, refresh };
}
