import { createContext } from 'react';
import type { Access } from './access';

/** The access of the logged-in user as components see it. */
export interface AccessValue {
  access: Access | undefined;
  /** Why loading failed, if it did. */
  error: unknown;
  reload: () => void;
  hasMenu: (code: string) => boolean;
  hasButton: (code: string) => boolean;
}

export const AccessContext = createContext<AccessValue | null>(null);
