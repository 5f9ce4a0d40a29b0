import { STORE_PREFIX } from './storage';

// sessionStorage: per tab and per browser session, which is what the lock screen's state must be.

/** The value kept under `union-<name>` for this tab's session, or undefined. */
export function getSession(name: string): string | undefined {
  try {
    return sessionStorage.getItem(STORE_PREFIX + name) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Keeps `value` under `union-<name>` for this tab's session. */
export function setSession(name: string, value: string): void {
  try {
    sessionStorage.setItem(STORE_PREFIX + name, value);
  } catch {
    // Storage refused: the state lives only as long as the page.
  }
}

/** Forgets `union-<name>` of this tab's session. */
export function removeSession(name: string): void {
  try {
    sessionStorage.removeItem(STORE_PREFIX + name);
  } catch {
    // nothing to forget
  }
}
