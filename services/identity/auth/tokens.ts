import { createHash, randomBytes } from 'node:crypto';
import type {} from '@fastify/jwt';
import type { FastifyInstance } from 'fastify';

export interface TokenClaims {
  /** The account id. */
  sub: string;
  /** The tenant id. */
  tid: string;
  typ: 'access' | 'refresh';
  /** The login session: revoking it ends every token of the family. */
  sid: string;
  /** This token's own id; a refresh token is stored by its hash. */
  jti: string;
  iat?: number;
  exp?: number;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenClaims;
    user: TokenClaims;
  }
}

export interface IssuedToken {
  token: string;
  jti: string;
}

/** sha256 of a jti, as `refresh_token.jti_hash` keeps it. */
export function jtiHash(jti: string): string {
  return createHash('sha256').update(jti, 'utf8').digest('hex');
}

const newJti = () => randomBytes(16).toString('base64url');

/**
 * Signs and checks the portal's tokens through @fastify/jwt, which the app registers with the
 * configured key and HS256 only (so `alg: none` and other algorithms never pass). The claims only
 * name the account and the session: roles and permissions are read from the database.
 */
export function tokenService(app: FastifyInstance, accessSeconds: number) {
  const sign = (claims: Omit<TokenClaims, 'jti'>, seconds: number): IssuedToken => {
    const jti = newJti();
    return { token: app.jwt.sign({ ...claims, jti }, { expiresIn: seconds }), jti };
  };
  return {
    accessSeconds,
    access: (sub: string, tid: string, sid: string) => sign({ sub, tid, sid, typ: 'access' }, accessSeconds),
    refresh: (sub: string, tid: string, sid: string, seconds: number) => sign({ sub, tid, sid, typ: 'refresh' }, seconds),
    /** The claims of a valid token, or null for anything expired, forged or malformed. */
    verify(token: string): TokenClaims | null {
      try {
        const claims = app.jwt.verify<Partial<TokenClaims>>(token);
        for (const key of ['sub', 'tid', 'sid', 'jti'] as const) if (typeof claims[key] !== 'string' || !claims[key]) return null;
        if (claims.typ !== 'access' && claims.typ !== 'refresh') return null;
        // Every token we sign expires; one without `exp` was not made here.
        if (typeof claims.exp !== 'number') return null;
        return claims as TokenClaims;
      } catch {
        return null;
      }
    },
  };
}

export type TokenService = ReturnType<typeof tokenService>;
