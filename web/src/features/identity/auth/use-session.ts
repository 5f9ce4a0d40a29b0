import { useContext } from 'react';
import { SessionContext, type SessionValue } from './session-context';

/** The current session. */
export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession needs a SessionProvider above it');
  return value;
}
