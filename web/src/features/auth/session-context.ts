import { createContext } from 'react';
import type { SessionUser, TokenAnswer } from '../../api';

/** The session as components see it. */
export interface SessionValue {
  user: SessionUser | undefined;
  /** Why the last session ended without a logout (`unauthor` after a 401), for the login page's URL. */
  endReason: string | undefined;
  signIn: (answer: TokenAnswer) => void;
  signOut: () => Promise<void>;
  /** Forgets the session without asking the server (after a 401 or an empty token). */
  drop: (reason?: string) => void;
}

export const SessionContext = createContext<SessionValue | null>(null);
