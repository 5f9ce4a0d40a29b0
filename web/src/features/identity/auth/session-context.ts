import { createContext } from 'react';
import type { SessionUser, TokenAnswer, UserInfo } from '../../../api';

/** The session as components see it. */
export interface SessionValue {
  user: SessionUser | undefined;
  /** Why the last session ended without a logout (`unauthor` after a 401), for the login page's URL. */
  endReason: string | undefined;
  /** The session that ended on this page: whose, and whether by logout (its page is then not kept for the next login). */
  ended: { userId: string; loggedOut: boolean } | undefined;
  signIn: (answer: TokenAnswer) => void;
  /** Logs out on the server (both tokens stop working), then forgets the session. */
  signOut: () => Promise<void>;
  /** Forgets the session without asking the server (after a 401, a failed renewal or an empty token). */
  drop: (reason?: string) => void;
  /** Merges a fresh user-info answer into the kept user. */
  updateInfo: (info: UserInfo) => void;
}

export const SessionContext = createContext<SessionValue | null>(null);
