import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { landingPath, type SavedLanding } from './landing';
import { useSession } from './use-session';

/**
 * Renders its children for a visitor (/login, /verify); a logged-in user goes where the guard
 * stopped them (if it stopped this same user, `landingPath`), or home. This is also how a fresh login leaves /login: one redirect, made once the
 * session is set.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const location = useLocation();
  if (user) {
    return <Navigate to={landingPath(location.state as SavedLanding | null, user.userId)} replace />;
  }
  return children;
}
