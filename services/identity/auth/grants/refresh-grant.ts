import { rotateRefreshToken } from '../../../../db';
import { OAuthError } from '../auth-messages';
import { loadSessionUser } from '../session-user';
import { jtiHash } from '../tokens';
import type { Grant } from './grant-context';

/**
 * `grant_type=refresh_token`: trades a refresh token for a new pair within the same session. The
 * old refresh token is used up; presenting it again revokes the whole session (someone has a
 * copy). An access token is not a refresh token.
 */
export const refreshGrant: Grant = async (ctx) => {
  const token = ctx.params.refresh_token;
  if (!token) throw new OAuthError(400, 'refreshMissing');
  const { tokens } = ctx.app.authState;
  const claims = tokens.verify(token);
  if (!claims || claims.typ !== 'refresh') throw new OAuthError(401, 'refreshInvalid');
  if (ctx.params.tenantId && ctx.params.tenantId !== claims.tid) throw new OAuthError(401, 'refreshInvalid');

  const next = tokens.refresh(claims.sub, claims.tid, claims.sid, ctx.client.refreshSeconds);
  const expireTime = new Date(Date.now() + ctx.client.refreshSeconds * 1000);
  const result = await rotateRefreshToken(
    ctx.app.db,
    jtiHash(claims.jti),
    { jtiHash: jtiHash(next.jti), expireTime },
    (s) => s.id === claims.sid && s.userId === claims.sub && s.tenantId === claims.tid && s.clientId === ctx.client.clientId,
  );
  if (result.kind === 'replayed') {
    ctx.app.authState.forget({ kind: 'session', id: result.sessionId });
    ctx.request.log.warn({ sessionId: result.sessionId }, 'refresh token replayed: session revoked');
    throw new OAuthError(401, 'refreshReplayed');
  }
  if (result.kind === 'unknown') throw new OAuthError(401, 'refreshInvalid');
  if (result.kind === 'ended') throw new OAuthError(401, 'sessionEnded');
  const user = await loadSessionUser(ctx.app.db, claims.tid, claims.sub);
  if (!user) throw new OAuthError(401, 'sessionEnded');
  return { user, sessionId: result.session.id, refresh: next };
};
