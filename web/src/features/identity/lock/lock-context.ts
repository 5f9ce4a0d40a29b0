import { createContext } from 'react';

/** The lock screen as components see it. */
export interface LockValue {
  locked: boolean;
  lock: (password: string, from: string) => Promise<void>;
  /** Answers where to return to when `password` was right, undefined otherwise. */
  unlock: (password: string) => Promise<string | undefined>;
}

export const LockContext = createContext<LockValue | null>(null);
