import { findLoginAccount, hashPassword, verifyPassword } from '../../../../db';
import { OAuthError } from '../auth-messages';
import { loadSessionUser, type SessionUser } from '../session-user';
import type { GrantContext } from './grant-context';
import { loginLock } from './login-lock';

let dummyHash: Promise<string> | undefined;

/**
 * The stored hash an unknown account is checked against: made by the same routine as a real
 * account's, so the slow hash runs for an unknown account as for a wrong password.
 */
export const unknownAccountHash = (): Promise<string> => (dummyHash ??= hashPassword('no such account'));

/**
 * Checks account and password with the lock of this account name from this source: a locked
 * source is refused before the password is looked at; an unknown account and a wrong password are
 * one answer, counted alike (and the attempt that reaches the limit is told the lock); a right one
 * clears this source's count.
 */
export async function passwordLogin(ctx: GrantContext, opts: { captchaChecked: boolean }): Promise<SessionUser> {
  const { username, password } = ctx.params;
  if (!username || !password) throw new OAuthError(400, 'missing');
  const lock = loginLock(ctx, username);
  await lock.check(opts);
  const account = await findLoginAccount(ctx.app.db, ctx.tenantId, username);
  const right = await verifyPassword(password.toLowerCase(), account?.password_hash ?? (await unknownAccountHash()));
  if (!account || !right) throw await lock.failed(new OAuthError(400, 'badCredentials'));
  await lock.succeeded();
  const user = await loadSessionUser(ctx.app.db, ctx.tenantId, String(account.id));
  if (!user) throw new OAuthError(400, 'disabled');
  return user;
}
