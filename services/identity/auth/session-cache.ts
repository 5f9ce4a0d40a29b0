import type { SessionUser } from './session-user';
import type { InvalidationTarget } from './invalidation';

interface Entry {
  user: SessionUser;
  expiresAt: number;
}

/**
 * Checked sessions, kept a few seconds so a burst of requests reads the database once. Only used
 * while the invalidation listener is connected; every invalidation bumps a generation, so a read
 * that raced with a logout is not cached.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;
  private enabled = false;

  constructor(private readonly ttlMs: number) {}

  get active(): boolean {
    return this.enabled && this.ttlMs > 0;
  }

  /** Turns caching on (listener connected) or off (listener lost); either way drops everything. */
  setEnabled(enabled: boolean): void {
    this.enabled = enabled;
    this.drop({ kind: 'all' });
  }

  get(sid: string, now = Date.now()): SessionUser | undefined {
    const entry = this.entries.get(sid);
    if (!entry) return undefined;
    if (entry.expiresAt <= now) {
      this.entries.delete(sid);
      return undefined;
    }
    return entry.user;
  }

  /** A token for `put`: taken before the database read. */
  mark(): number {
    return this.generation;
  }

  /** Keeps `user` for `sid` unless something was invalidated since `mark`. */
  put(sid: string, user: SessionUser, mark: number, now = Date.now()): void {
    if (!this.active || mark !== this.generation) return;
    if (this.entries.size > 50_000) this.entries.clear();
    this.entries.set(sid, { user, expiresAt: now + this.ttlMs });
  }

  drop(target: InvalidationTarget): void {
    this.generation++;
    if (target.kind === 'all') this.entries.clear();
    else if (target.kind === 'session') this.entries.delete(target.id);
    else for (const [sid, entry] of this.entries) if (entry.user.id === target.id) this.entries.delete(sid);
  }

  get size(): number {
    return this.entries.size;
  }
}
