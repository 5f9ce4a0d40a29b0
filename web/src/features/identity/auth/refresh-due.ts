import { website } from '../../../website';

/**
 * The age (seconds) at which an access token is renewed: the configured token time, or earlier
 * when the server's tokens live shorter than that, keeping a margin before `expires_in` (but never
 * less than half the token's life).
 */
export function renewAt(expiresIn: number, tokenTime: number = website.tokenTime, margin: number = website.tokenMarginSeconds): number {
  return Math.min(tokenTime, Math.max(expiresIn - margin, expiresIn / 2));
}

/** True when a token issued at `issuedAt` (ms) and living `expiresIn` seconds is due for renewal at `now`. */
export function refreshDue(issuedAt: number, expiresIn: number, now: number = Date.now()): boolean {
  return (now - issuedAt) / 1000 >= renewAt(expiresIn);
}
