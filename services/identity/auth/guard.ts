import type { FastifyInstance } from 'fastify';
import { withTenant } from '../../../db';
import { isGuardedRoute, unauthorized } from '../../platform/core';
import { registerAuthState } from './auth-state';
import type { SessionUser } from './session-user';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without a token (login, health, public area). */
    public?: boolean;
  }
  interface FastifyRequest {
    viewer: SessionUser;
  }
}

const TOKEN_PARAMS = /(?:^|[?&])(access_token|token|blade-auth|miidc-auth)=/i;

/**
 * Every `/api` route the router matched needs a valid access token in `Miidc-Auth: bearer <token>`
 * unless it is flagged public (deny by default); the account behind it is read from the database
 * (see auth-state.ts for the few-second cache that logout, password and role changes invalidate on
 * every replica).
 */
export function registerGuard(app: FastifyInstance, accessSeconds: number): void {
  const auth = registerAuthState(app, accessSeconds);
  app.decorateRequest('viewer', null as unknown as SessionUser);
  app.addHook('onRequest', async (request) => {
    // The matched route decides, not the raw URL (which may spell the same route `/%61pi/...`).
    if (!isGuardedRoute(request)) return;
    // A token in a URL ends up in logs and browser history: refused even when valid.
    if (TOKEN_PARAMS.test(request.url.split('#')[0] ?? '')) throw unauthorized('tokenInQuery');
    const header = request.headers['miidc-auth'];
    const match = typeof header === 'string' ? /^bearer\s+(\S+)$/i.exec(header.trim()) : null;
    if (!match?.[1]) throw unauthorized();
    // Signature (HS256 only), expiry and token type, then the session: revoked, begun before the
    // last password change, or of a disabled account all answer 401.
    const token = match[1];
    // The session is read in the token's tenant (unverified here; authenticate verifies it), since
    // row-level security shows no rows outside a tenant's scope.
    const claimed = app.jwt.decode<{ tid?: unknown }>(token);
    const tenantId = typeof claimed?.tid === 'string' ? claimed.tid : '';
    const user = await withTenant(tenantId, () => auth.authenticate(request, token));
    if (!user) throw unauthorized();
    request.viewer = user;
  });
}
