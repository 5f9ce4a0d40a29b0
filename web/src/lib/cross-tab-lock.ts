import { STORE_PREFIX } from './storage';

const POLL_MS = 100;
/** A lock whose holder vanished (a closed tab) is taken over after this long. */
const STALE_MS = 15_000;

interface Held {
  owner: string;
  until: number;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

function readHeld(key: string): Held | undefined {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as Held) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * localStorage fallback for browsers without the Web Locks API: write, wait, and check the write
 * survived, so that of two tabs writing at once exactly one goes ahead.
 */
async function withStorageLock<T>(name: string, run: () => Promise<T>): Promise<T> {
  const key = `${STORE_PREFIX}lock-${name}`;
  const owner = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  for (;;) {
    const held = readHeld(key);
    if (!held || held.until < Date.now()) {
      localStorage.setItem(key, JSON.stringify({ owner, until: Date.now() + STALE_MS }));
      await sleep(POLL_MS);
      if (readHeld(key)?.owner === owner) break;
    } else {
      await sleep(POLL_MS);
    }
  }
  try {
    return await run();
  } finally {
    if (readHeld(key)?.owner === owner) localStorage.removeItem(key);
  }
}

/**
 * Runs `run` while no other tab of this site runs something under the same `name`: the Web Locks
 * API where the browser has it, a localStorage lock otherwise.
 */
export function withCrossTabLock<T>(name: string, run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (locks) return locks.request(`${STORE_PREFIX}${name}`, { mode: 'exclusive' }, run) as Promise<T>;
  return withStorageLock(name, run);
}
