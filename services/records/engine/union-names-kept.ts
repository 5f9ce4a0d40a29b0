import type { FastifyInstance } from 'fastify';
import { UnionNameCache } from '../documents';

const caches = new WeakMap<FastifyInstance, UnionNameCache>();

/**
 * The app's cache of the union names its record rows show (`UnionNameCache`): kept as long as the
 * sessions are (`auth.cacheSeconds`) and only while the auth service hears the change notices, and
 * forgotten at each notice that concerns everyone (a union renamed in the tree says so).
 */
export function unionNamesKept(app: FastifyInstance): UnionNameCache {
  let cache = caches.get(app);
  if (!cache) {
    const made = new UnionNameCache(app.config.auth.cacheSeconds * 1000, () => app.authState.listening);
    app.authState.onInvalidate((target) => {
      if (target.kind === 'all') made.drop();
    });
    caches.set(app, made);
    cache = made;
  }
  return cache;
}
