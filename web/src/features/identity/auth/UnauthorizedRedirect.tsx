import { useEffect } from 'react';
import { setUnauthorizedHandler } from '../../../api';
import { useSession } from './use-session';

/**
 * Makes any 401 answer end the session; the guard then routes to /login?code=unauthor. Routing from
 * here as well would race the guard's own redirect.
 */
export function UnauthorizedRedirect() {
  const { drop } = useSession();
  useEffect(() => {
    setUnauthorizedHandler(() => drop('unauthor'));
  }, [drop]);
  return null;
}
