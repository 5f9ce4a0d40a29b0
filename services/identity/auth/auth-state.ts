import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readSessionState } from '../../../db';
import { InvalidationListener, notifyAuthInvalidate, type InvalidationTarget } from './invalidation';
import { SessionCache } from './session-cache';
import { loadSessionUser, type SessionUser } from './session-user';
import { SocialProviders } from './social';
import { tokenService, type TokenClaims, type TokenService } from './tokens';

/** The token machinery every auth route and the guard share; `app.authState`. */
export interface AuthState {
  tokens: TokenService;
  social: SocialProviders;
  /**
   * The account behind an access token, or null: bad signature or algorithm, expired, not an
   * access token, or its session revoked, begun before the last password change, or of an
   * account that is disabled or gone. Sets `request.authClaims` on success.
   */
  authenticate(request: FastifyRequest, token: string): Promise<SessionUser | null>;
  /** Drops cached state here at once and tells every other API process through Postgres. */
  invalidate(target: InvalidationTarget): Promise<void>;
  /** Drops cached state here only: for changes whose table trigger already tells the others. */
  forget(target: InvalidationTarget): void;
  /** Called for every invalidation, from this process or another (for caches of other parts). */
  onInvalidate(listener: (target: InvalidationTarget) => void): void;
  /** True while the LISTEN connection is up (and so while sessions may be cached). */
  readonly listening: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    authState: AuthState;
  }
  interface FastifyRequest {
    /** The claims of the request's access token, once the guard accepted it. */
    authClaims: TokenClaims | null;
  }
}

/**
 * Decorates the app with `authState` and, when the database URL is known and caching is on,
 * keeps a LISTEN connection on `auth_invalidate` for the app's lifetime.
 */
export function registerAuthState(app: FastifyInstance, accessSeconds: number): AuthState {
  const tokens = tokenService(app, accessSeconds);
  const cache = new SessionCache(app.config.auth.cacheSeconds * 1000);
  const listeners: ((target: InvalidationTarget) => void)[] = [];
  let listening = false;

  const drop = (target: InvalidationTarget) => {
    cache.drop(target);
    for (const listener of listeners) listener(target);
  };

  const state: AuthState = {
    tokens,
    social: new SocialProviders(),
    get listening() {
      return listening;
    },
    async authenticate(request, token) {
      const claims = tokens.verify(token);
      if (!claims || claims.typ !== 'access') return null;
      let user: SessionUser | null | undefined = cache.get(claims.sid);
      if (!user) {
        const mark = cache.mark();
        const session = await readSessionState(app.db, claims.sid);
        if (!session || session.ended || session.userId !== claims.sub || session.tenantId !== claims.tid) return null;
        user = await loadSessionUser(app.db, claims.tid, claims.sub);
        if (!user) return null;
        cache.put(claims.sid, user, mark);
      }
      if (user.id !== claims.sub || user.tenantId !== claims.tid) return null;
      request.authClaims = claims;
      // A copy per request: later hooks set per-request fields (data scopes) on the viewer.
      return { ...user };
    },
    async invalidate(target) {
      drop(target);
      await notifyAuthInvalidate(app.db, target);
    },
    forget: drop,
    onInvalidate(listener) {
      listeners.push(listener);
    },
  };

  app.decorate('authState', state);
  app.decorateRequest('authClaims', null);

  const url = app.config.databaseUrl;
  if (url && app.config.auth.cacheSeconds > 0) {
    const listener = new InvalidationListener(
      url,
      {
        onTarget: drop,
        onChange: (up) => {
          listening = up;
          cache.setEnabled(up);
          // Whatever was said while the connection was down is lost: other caches start over too.
          for (const listener of listeners) listener({ kind: 'all' });
        },
      },
      app.log,
    );
    app.addHook('onReady', async () => {
      await listener.start();
    });
    app.addHook('onClose', async () => {
      await listener.stop();
    });
  }
  return state;
}
