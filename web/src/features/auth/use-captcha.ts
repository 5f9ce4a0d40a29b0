import { useCallback, useEffect, useState } from 'react';
import { captcha, type CaptchaImage } from '../../api';

/** What `useCaptcha` gives the login form. */
export interface CaptchaState {
  image: CaptchaImage | undefined;
  /** Draws a new captcha (a failed login, or a click on the image). */
  refresh: () => void;
}

/** The login form's captcha: one at mount, a new one on every refresh. Each is single use. */
export function useCaptcha(): CaptchaState {
  const [image, setImage] = useState<CaptchaImage>();
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    captcha().then(
      (next) => live && setImage(next),
      () => live && setImage(undefined),
    );
    return () => {
      live = false;
    };
  }, [version]);
  const refresh = useCallback(() => setVersion((v) => v + 1), []);
  return { image, refresh };
}
