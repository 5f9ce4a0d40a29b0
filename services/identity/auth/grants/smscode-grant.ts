import { accountsByPhone, consumeLoginCode } from '../../../../db';
import { OAuthError } from '../auth-messages';
import { loadSessionUser } from '../session-user';
import type { Grant } from './grant-context';
import { loginLock } from './login-lock';

/**
 * `grant_type=smscode`: the phone and the code `sendLoginCode` sent to it. When several accounts of
 * the tenant use the phone, `username` says which. The code is single use and dies after five
 * wrong tries. A wrong code counts towards the account's failed-login lock from this source, as a
 * wrong password does; a number no account uses is counted under the number, so it locks alike.
 */
export const smscodeGrant: Grant = async (ctx) => {
  const phone = ctx.params.phone?.trim();
  const code = ctx.params.code?.trim();
  if (!phone || !code) throw new OAuthError(400, 'smsMissing');
  const accounts = await accountsByPhone(ctx.app.db, ctx.tenantId, phone);
  const candidates = ctx.params.username ? accounts.filter((a) => a.account === ctx.params.username) : accounts;
  if (candidates.length > 1) throw new OAuthError(400, 'phoneAmbiguous');
  const account = candidates[0];
  const lock = loginLock(ctx, account ? account.account : `sms:${phone}`);
  await lock.check(null);
  if (!account) throw await lock.failed(new OAuthError(400, 'smsWrong'));
  const check = await consumeLoginCode(ctx.app.db, phone, code);
  if (!check.ok) throw await lock.failed(new OAuthError(400, check.reason === 'tries' ? 'smsTries' : 'smsWrong'));
  await lock.succeeded();
  const user = await loadSessionUser(ctx.app.db, ctx.tenantId, String(account.id));
  if (!user) throw new OAuthError(400, 'disabled');
  return { user };
};
