import { takeCaptcha } from '../../../../db';
import { OAuthError } from '../auth-messages';
import { captchaCodeMatches } from '../captcha';
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
  if (key.length > 64 || code.length > 16) throw new OAuthError(400, 'captchaWrong');
  const stored = await takeCaptcha(ctx.app.db, key);
  if (!stored || !captchaCodeMatches(ctx.app.config.jwtSecret, key, code, stored)) throw new OAuthError(400, 'captchaWrong');
  return { user: await passwordLogin(ctx, { captchaChecked: true }) };
};
