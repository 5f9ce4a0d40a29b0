/** Prefix of every key the console writes to localStorage. */
export const STORE_PREFIX = 'union-';

interface Stored<T> {
  dataType: string;
  content: T;
  datetime: number;
}

/** Saves `content` under `union-<name>` with its type and the time it was written. */
export function setStore(name: string, content: unknown): void {
  const item: Stored<unknown> = { dataType: typeof content, content, datetime: Date.now() };
  try {
    localStorage.setItem(STORE_PREFIX + name, JSON.stringify(item));
  } catch {
    // Private mode or a full quota: the console still works, it just forgets.
  }
}

/** The content saved under `union-<name>`, or undefined. */
export function getStore<T>(name: string): T | undefined {
  try {
    const raw = localStorage.getItem(STORE_PREFIX + name);
    if (!raw) return undefined;
    return (JSON.parse(raw) as Stored<T>).content;
  } catch {
    return undefined;
  }
}

/** When `union-<name>` was written (ms since the epoch), or undefined. */
export function getStoreTime(name: string): number | undefined {
  try {
    const raw = localStorage.getItem(STORE_PREFIX + name);
    if (!raw) return undefined;
    const time = (JSON.parse(raw) as Stored<unknown>).datetime;
    return typeof time === 'number' ? time : undefined;
  } catch {
    return undefined;
  }
}

/** Forgets `union-<name>`. */
export function removeStore(name: string): void {
  try {
    localStorage.removeItem(STORE_PREFIX + name);
  } catch {
    // nothing to forget
  }
}
