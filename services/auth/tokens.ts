import type {} from '@fastify/jwt';
import type { FastifyInstance } from 'fastify';

export interface TokenClaims {
  sub: string;
  tid: string;
  typ: 'access' | 'refresh';
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenClaims;
    user: TokenClaims;
  }
}

const REFRESH_SECONDS = 7 * 24 * 3600;

/**
 * Signs and checks the portal's tokens through @fastify/jwt, which the app registers with the
 * configured key and HS256 only (so `alg: none` and other algorithms never pass).
 */
export function tokenService(app: FastifyInstance, accessSeconds: number) {
  return {
    accessSeconds,
    access: (sub: string, tid: string) => app.jwt.sign({ sub, tid, typ: 'access' }, { expiresIn: accessSeconds }),
    refresh: (sub: string, tid: string) => app.jwt.sign({ sub, tid, typ: 'refresh' }, { expiresIn: REFRESH_SECONDS }),
    /** The claims of a valid token, or null for anything expired, forged or malformed. */
    verify(token: string): TokenClaims | null {
      try {
        const claims = app.jwt.verify<Partial<TokenClaims>>(token);
        if (typeof claims.sub !== 'string' || typeof claims.tid !== 'string') return null;
        if (claims.typ !== 'access' && claims.typ !== 'refresh') return null;
        return claims as TokenClaims;
      } catch {
        return null;
      }
    },
  };
}
