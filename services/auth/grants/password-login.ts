import { findLoginAccount, hashPassword, recordFailedLogin, recordSuccessfulLogin, verifyPassword } from '../../../db';
import { OAuthError } from '../auth-messages';
import { loadSessionUser, type SessionUser } from '../session-user';
import type { GrantContext } from './grant-context';

let dummyHash: Promise<string> | undefined;

/**
 * Checks account and password with the lockout: a locked account is refused before its password
 * is looked at; a wrong password is counted (and the attempt that reaches the limit is told the
 * account is now locked); a right one clears the count.
 */
export async function passwordLogin(ctx: GrantContext): Promise<SessionUser> {
  const { username, password } = ctx.params;
  if (!username || !password) throw new OAuthError(400, 'missing');
  const { lockAttempts, lockMinutes } = ctx.app.config.auth;
  const locked = () => new OAuthError(429, 'locked', { minutes: String(lockMinutes) });
  const digest = password.toLowerCase();

  const account = await findLoginAccount(ctx.app.db, ctx.tenantId, username);
  if (!account) {
    // The same slow hash as for a real account, so timing does not tell which accounts exist.
    await verifyPassword(digest, await (dummyHash ??= hashPassword('no such account')));
    throw new OAuthError(400, 'badCredentials');
  }
  if (account.locked) throw locked();
  const id = String(account.id);
  if (!(await verifyPassword(digest, account.password_hash))) {
    const after = await recordFailedLogin(ctx.app.db, id, { attempts: lockAttempts, lockSeconds: lockMinutes * 60 });
    throw after.locked ? locked() : new OAuthError(400, 'badCredentials');
  }
  if (!(await recordSuccessfulLogin(ctx.app.db, id))) throw locked();
  const user = await loadSessionUser(ctx.app.db, ctx.tenantId, id);
  if (!user) throw new OAuthError(400, 'disabled');
  return user;
}
