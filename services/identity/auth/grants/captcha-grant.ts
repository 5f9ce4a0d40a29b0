import { OAuthError } from '../auth-messages';
import { captchaSolved } from '../captcha';
import type { Grant } from './grant-context';
import { passwordLogin } from './password-login';

const header = (value: string | string[] | undefined) => (typeof value === 'string' ? value.trim() : '');

/**
 * `grant_type=captcha`: the image captcha of `Captcha-Key` / `Captcha-Code` first (taken out of
 * the table whatever the outcome, so each captcha is checked once), then account and password.
 * A wrong captcha does not count against the account.
 */
export const captchaGrant: Grant = async (ctx) => {
  const key = header(ctx.request.headers['captcha-key']);
  const code = header(ctx.request.headers['captcha-code']);
  if (!key || !code) throw new OAuthError(400, 'captchaMissing');
  if (!(await captchaSolved(ctx.app.db, ctx.app.config.jwtSecret, key, code))) throw new OAuthError(400, 'captchaWrong');
  return { user: await passwordLogin(ctx, { captchaChecked: true }) };
};
