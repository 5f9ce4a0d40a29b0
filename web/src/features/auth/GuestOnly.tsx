import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from './use-session';

/**
 * Renders its children for a visitor (/login, /verify); a logged-in user goes where the guard
 * stopped them, or home. This is also how a fresh login leaves /login: one redirect, made once the
 * session is set.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const location = useLocation();
  if (user) {
    const from = (location.state as { from?: string } | null)?.from;
    return <Navigate to={from && !from.startsWith('/login') && !from.startsWith('/verify') ? from : '/'} replace />;
  }
  return children;
}
