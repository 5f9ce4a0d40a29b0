import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useAccess } from './use-access';

/** Props of `RequireMenu`. */
export interface RequireMenuProps {
  /** The menu code the page needs (`setup`, `user`, a module key). */
  code: string;
  children: ReactNode;
}

/** Renders the page when the server granted its menu; otherwise the user goes to /403. */
export function RequireMenu({ code, children }: RequireMenuProps) {
  const { hasMenu } = useAccess();
  if (!hasMenu(code)) return <Navigate to="/403" replace />;
  return children;
}
