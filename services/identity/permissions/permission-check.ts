import type { FastifyInstance } from 'fastify';
import { forbidden, isGuardedRoute } from '../../platform/core';
import { createPermissionCache, type PermissionCache } from './permission-cache';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The API scope (`api_scope.resource_code`) a caller needs; every non-public /api route names one. */
    permission?: string;
  }
  interface FastifyInstance {
    permissions: PermissionCache;
    /** Every route registered after the permission check, with what it requires. */
    routeInventory: RouteEntry[];
    /** The permission codes the app's routes declare (an API scope in use must not disappear). */
    routePermissionCodes: Set<string>;
  }
}

/** One route and what it requires: nothing (`public`) or a permission code. */
export interface RouteEntry {
  method: string;
  url: string;
  public: boolean;
  permission: string | undefined;
}

/**
 * After the guard: the route's permission code must be among the caller's API scopes, else 403.
 * A route that names none is refused too, so a route added without a decision is closed, not open.
 * The caller's data scopes ride on `request.viewer` for the queries. Call after the guard and
 * before any route is registered: it also records every route in `app.routeInventory`.
 */
export function registerPermissionCheck(app: FastifyInstance): void {
  const cache = createPermissionCache(app.db, app.config.auth.cacheSeconds * 1000, () => app.authState.listening);
  app.decorate('permissions', cache);
  // Role, grant and account changes, from this process or another, reach the cache through the auth service.
  app.authState.onInvalidate((target) => {
    if (target.kind === 'all') cache.invalidate();
    else if (target.kind === 'user') cache.invalidate(target.id);
  });

  const codes = new Set<string>();
  const inventory: RouteEntry[] = [];
  app.decorate('routePermissionCodes', codes);
  app.decorate('routeInventory', inventory);
  app.addHook('onRoute', (route) => {
    const permission = route.config?.permission;
    if (permission) codes.add(permission);
    for (const method of [route.method].flat()) {
      inventory.push({ method, url: route.url ?? route.path, public: Boolean(route.config?.public), permission });
    }
  });

  app.addHook('onRequest', async (request) => {
    // The same decision as the guard's, on the matched route.
    if (!isGuardedRoute(request)) return;
    const code = request.routeOptions.config?.permission;
    if (!code) throw forbidden();
    const granted = await cache.of(request.viewer);
    if (!granted.apiCodes.has(code)) throw forbidden();
    request.viewer = { ...request.viewer, dataScopes: granted.dataScopes };
  });
}

/**
 * Forgets cached permissions (and sessions) of one account, or of everyone without an id, here at
 * once and in every other API process through `pg_notify('auth_invalidate', ...)`.
 */
export async function invalidatePermissions(app: FastifyInstance, userId?: string): Promise<void> {
  await app.authState.invalidate(userId === undefined ? { kind: 'all' } : { kind: 'user', id: userId });
}
