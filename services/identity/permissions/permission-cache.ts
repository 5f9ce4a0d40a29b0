import type { Kysely } from 'kysely';
import type { Database } from '../../../db';
import type { SessionUser } from '../auth';
import { loadPermissions, type Permissions } from './load-permissions';

/** The permissions of the accounts that called in the last seconds, per app. */
export interface PermissionCache {
  of(viewer: SessionUser): Promise<Permissions>;
  /** Forgets one account's permissions, or everyone's without an id. */
  invalidate(userId?: string): void;
}

/**
 * Keeps each account's permissions `ttlMs`, and only while `active()` says invalidations are heard
 * (the auth service's LISTEN connection is up): a role change in another process then reaches this
 * one within milliseconds, and while it could not, nothing is cached.
 */
export function createPermissionCache(db: Kysely<Database>, ttlMs: number, active: () => boolean): PermissionCache {
  const entries = new Map<string, { at: number; value: Promise<Permissions> }>();
  return {
    of(viewer) {
      if (ttlMs <= 0 || !active()) return loadPermissions(db, viewer);
      const key = `${viewer.tenantId}:${viewer.id}`;
      const hit = entries.get(key);
      if (hit && Date.now() - hit.at < ttlMs) return hit.value;
      if (entries.size > 50_000) entries.clear();
      const value = loadPermissions(db, viewer);
      entries.set(key, { at: Date.now(), value });
      // A failed load is not remembered.
      value.catch(() => entries.get(key)?.value === value && entries.delete(key));
      return value;
    },
    invalidate(userId) {
      if (userId === undefined) entries.clear();
      else for (const key of entries.keys()) if (key.endsWith(`:${userId}`)) entries.delete(key);
    },
  };
}
