/**
 * The dictionaries read so far, per database (a test process may hold several) and per key. A
 * change anywhere in this process empties every cache at once; other processes see it when their
 * entries age out (TTL_MS), which bounds how stale a form's options can be there.
 */
const TTL_MS = 60_000;

interface Entry<T> {
  value: T;
  generation: number;
  at: number;
}

let generation = 0;
const caches = new WeakMap<object, Map<string, Entry<unknown>>>();

/** `load()`'s answer for `key`, from the cache while it is fresh. */
export async function cached<T>(owner: object, key: string, load: () => Promise<T>): Promise<T> {
  let cache = caches.get(owner);
  if (!cache) caches.set(owner, (cache = new Map()));
  const hit = cache.get(key);
  if (hit && hit.generation === generation && Date.now() - hit.at < TTL_MS) return hit.value as T;
  const seenGeneration = generation;
  const value = await load();
  // A change while this read ran may have made it stale: keep it only if none happened.
  if (seenGeneration === generation) cache.set(key, { value, generation, at: Date.now() });
  return value;
}

/** Forgets every cached dictionary: called on each submit and remove. */
export function invalidateDictionaries(): void {
  generation += 1;
}
