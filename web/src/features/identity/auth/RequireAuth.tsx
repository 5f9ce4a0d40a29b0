import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { getAccessToken } from '../../../api';
import type { SavedLanding } from './landing';
import { useSession } from './use-session';

/**
 * Renders its children for a logged-in user; anyone else goes to /login (`?code=unauthor` after a
 * 401). A kept user whose token is gone (an empty token) is forgotten first.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, endReason, ended, drop } = useSession();
  const location = useLocation();
  const emptyToken = user !== undefined && !getAccessToken();
  useEffect(() => {
    if (emptyToken) drop();
  }, [emptyToken, drop]);
  if (emptyToken) return null;
  if (!user) {
    const to = endReason ? `/login?code=${endReason}` : '/login';
    // After a logout no page is kept; after a session ended otherwise, the page is kept for that same user only.
    const saved: SavedLanding | undefined = ended?.loggedOut
      ? undefined
      : { from: location.pathname + location.search, ...(ended ? { savedFor: ended.userId } : {}) };
    return <Navigate to={to} replace state={saved} />;
  }
  return children;
}
