import { loginLockState, recordFailedLogin, recordSuccessfulLogin, type LockoutPolicy, type LoginKey } from '../../../../db';
import { OAuthError } from '../auth-messages';
import type { GrantContext } from './grant-context';

/** How many times the per-source limit of failures, from all sources together, makes the captcha necessary. */
const CAPTCHA_AFTER_SOURCES = 4;

const lockedError = (seconds: number) => new OAuthError(429, 'locked', { minutes: String(Math.max(1, Math.ceil(seconds / 60))) });

/**
 * The failed-login lock of one account name as seen from the caller's source, for every grant that
 * guesses at an account (password, captcha, smscode). Refuses a locked source before anything is
 * checked, counts a failure, and forgets this source's failures after a success.
 */
export function loginLock(ctx: GrantContext, account: string) {
  const { lockAttempts, lockMinutes } = ctx.app.config.auth;
  const policy: LockoutPolicy = {
    attempts: lockAttempts,
    lockSeconds: lockMinutes * 60,
    captchaAfter: lockAttempts * CAPTCHA_AFTER_SOURCES,
  };
  const key: LoginKey = { tenantId: ctx.tenantId, account, source: ctx.request.ip };
  return {
    /** Throws while this source is locked; `captchaChecked` says whether the caller solved a captcha. */
    async check(opts: { captchaChecked: boolean } | null): Promise<void> {
      const state = await loginLockState(ctx.app.db, key, policy);
      if (state.lockedSeconds > 0) throw lockedError(state.lockedSeconds);
      // Many sources failing at one account: never a lock (a stranger could lock the owner out), but the captcha.
      if (opts && !opts.captchaChecked && state.captchaNeeded) throw new OAuthError(400, 'captchaMissing');
    },
    /** Counts the failure; answers the error to throw (the lock once it is reached). */
    async failed(error: OAuthError): Promise<OAuthError> {
      const after = await recordFailedLogin(ctx.app.db, key, policy);
      return after.lockedSeconds > 0 ? lockedError(after.lockedSeconds) : error;
    },
    /** Forgets this source's failures; throws when a parallel failure locked it meanwhile. */
    async succeeded(): Promise<void> {
      if (!(await recordSuccessfulLogin(ctx.app.db, key))) throw lockedError(policy.lockSeconds);
    },
  };
}
