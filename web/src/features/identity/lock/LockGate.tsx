import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useLock } from './use-lock';

/** While the screen is locked every route shows /lock instead. */
export function LockGate({ children }: { children: ReactNode }) {
  const { locked } = useLock();
  if (locked) return <Navigate to="/lock" replace />;
  return children;
}
