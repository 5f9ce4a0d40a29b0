import { accountsByPhone, consumeLoginCode } from '../../../db';
import { OAuthError } from '../auth-messages';
import { loadSessionUser } from '../session-user';
import type { Grant } from './grant-context';

/**
 * `grant_type=smscode`: the phone and the code `sendLoginCode` sent to it. When several accounts of
 * the tenant use the phone, `username` says which. The code is single use and dies after five
 * wrong tries; the password lockout does not apply (the code proves the phone, not a password).
 */
export const smscodeGrant: Grant = async (ctx) => {
  const phone = ctx.params.phone?.trim();
  const code = ctx.params.code?.trim();
  if (!phone || !code) throw new OAuthError(400, 'smsMissing');
  const accounts = await accountsByPhone(ctx.app.db, ctx.tenantId, phone);
  const candidates = ctx.params.username ? accounts.filter((a) => a.account === ctx.params.username) : accounts;
  if (candidates.length === 0) throw new OAuthError(400, 'smsWrong');
  if (candidates.length > 1) throw new OAuthError(400, 'phoneAmbiguous');
  const check = await consumeLoginCode(ctx.app.db, phone, code);
  if (!check.ok) throw new OAuthError(400, check.reason === 'tries' ? 'smsTries' : 'smsWrong');
  const user = await loadSessionUser(ctx.app.db, ctx.tenantId, String(candidates[0]!.id));
  if (!user) throw new OAuthError(400, 'disabled');
  return { user };
};
