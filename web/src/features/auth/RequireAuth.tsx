import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { getAccessToken } from '../../api';
import { useSession } from './use-session';

/** Renders its children for a logged-in user; anyone else goes to /login (`?code=unauthor` after a 401). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, endReason } = useSession();
  const location = useLocation();
  if (!user || !getAccessToken()) {
    const to = endReason ? `/login?code=${endReason}` : '/login';
    return <Navigate to={to} replace state={{ from: location.pathname + location.search }} />;
  }
  return children;
}
