import { getSession, removeSession, setSession } from '../../../lib';
import { hashPassword } from '../auth/password-hash';

const LOCKED = 'isLock';
const PASSWORD = 'lockPasswd';
const FROM = 'lockFrom';

// Per browser tab and session (sessionStorage), as the specification keeps the lock state; the lock
// password is kept as a hash, never as typed.

/** True while this tab's screen is locked. */
export function isLocked(): boolean {
  return getSession(LOCKED) === 'true';
}

/** Locks the screen with `password`; `from` is where unlocking returns to. */
export async function lockScreen(password: string, from: string): Promise<void> {
  setSession(PASSWORD, await hashPassword(password));
  setSession(FROM, from);
  setSession(LOCKED, 'true');
}

/** Unlocks when `password` is the lock password; answers where to go back to, or undefined. */
export async function unlockScreen(password: string): Promise<string | undefined> {
  if (!isLocked() || getSession(PASSWORD) !== (await hashPassword(password))) return undefined;
  const from = getSession(FROM) || '/';
  clearLock();
  return from;
}

/** Forgets the lock (logging out ends it). */
export function clearLock(): void {
  removeSession(LOCKED);
  removeSession(PASSWORD);
  removeSession(FROM);
}
