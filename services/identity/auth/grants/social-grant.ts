import { findOauthBinding } from '../../../../db';
import { OAuthError } from '../auth-messages';
import { loadSessionUser } from '../session-user';
import type { Grant } from './grant-context';

/**
 * `grant_type=social`: `source` names a registered third-party provider, which trades `code` for
 * the person's identity; the account bound to that identity logs in. With no provider for the
 * source (none is configured by default) the answer is a plain 400.
 */
export const socialGrant: Grant = async (ctx) => {
  const source = ctx.params.source?.trim() ?? '';
  const provider = source ? ctx.app.authState.social.get(source) : undefined;
  if (!provider) throw new OAuthError(400, 'socialNotConfigured');
  let uuid: string;
  try {
    uuid = (await provider.authenticate({ code: ctx.params.code ?? '', ...(ctx.params.state ? { state: ctx.params.state } : {}) })).uuid;
  } catch (err) {
    ctx.request.log.info({ err, source }, 'third-party login refused');
    throw new OAuthError(400, 'socialFailed');
  }
  const userId = await findOauthBinding(ctx.app.db, ctx.tenantId, source, uuid);
  if (!userId) throw new OAuthError(400, 'socialUnbound');
  const user = await loadSessionUser(ctx.app.db, ctx.tenantId, userId);
  if (!user) throw new OAuthError(400, 'disabled');
  return { user };
};
