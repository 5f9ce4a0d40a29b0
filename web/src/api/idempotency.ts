import { COMMAND_CALLS } from './command-calls.gen';

const COMMANDS = new Set(COMMAND_CALLS);

/** True when `method path` sends a command to a record's flow: the server honours an Idempotency-Key there. */
export function isCommandCall(method: string, path: string): boolean {
  return COMMANDS.has(`${method} ${path}`);
}

/**
 * A new key for one user action: a random (version 4) UUID. Made with getRandomValues, which browsers
 * offer on plain HTTP too (randomUUID only in secure contexts, and the portal may be served on an intranet).
 */
export function newIdempotencyKey(): string {
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** How often a command is sent again after an answer that never came or a passing failure. */
export const COMMAND_RETRIES = 4;

/**
 * No answer (status 0: the network, a timeout) or a 5xx: the server under pressure (503), a proxy
 * whose API is restarting (502, 504), or a part that died mid-command (500 while PostgreSQL restarts),
 * after which the command may have been applied or not. The key makes sending it again safe.
 */
export const isPassingFailure = (status: number) => status === 0 || status >= 500;

/** The wait before retry `n` (0-based): what `Retry-After` asks, up to 30 s, else 1, 2, 4, 8 s. */
export function retryWaitMs(n: number, retryAfterSeconds?: number): number {
  return retryAfterSeconds !== undefined ? Math.min(retryAfterSeconds, 30) * 1000 : 1000 * 2 ** n;
}
