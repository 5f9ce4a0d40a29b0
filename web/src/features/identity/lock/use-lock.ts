import { useContext } from 'react';
import { LockContext, type LockValue } from './lock-context';

/** The lock screen's state. */
export function useLock(): LockValue {
  const value = useContext(LockContext);
  if (!value) throw new Error('useLock needs a LockProvider above it');
  return value;
}
