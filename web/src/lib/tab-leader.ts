import { STORE_PREFIX } from './storage';

/**
 * Makes one tab of the browser the leader for `name`: `onLeader` runs in the first tab that asks,
 * and when that tab closes, in the next one. A Web Lock held for the tab's life does it; the
 * browser hands it on. Without the Web Locks API every tab leads (and must serialise otherwise).
 * Returns the release.
 */
export function holdLeadership(name: string, onLeader: () => void): () => void {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) {
    onLeader();
    return () => undefined;
  }
  const controller = new AbortController();
  let release: (() => void) | undefined;
  locks
    .request(`${STORE_PREFIX}${name}`, { signal: controller.signal }, () => {
      onLeader();
      return new Promise<void>((resolve) => {
        release = resolve;
      });
    })
    .catch(() => undefined);
  return () => {
    controller.abort();
    release?.();
  };
}
