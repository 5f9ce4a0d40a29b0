import type { Kysely } from 'kysely';
import { takeCaptcha, type Database } from '../../../../db';
import { captchaCodeMatches } from './captcha-code';

/**
 * Whether `code` answers the image captcha `key` (`/oauth/captcha`): the captcha is taken out of
 * the table whatever the outcome, so each is checked once; an expired or unknown key is wrong.
 */
export async function captchaSolved(db: Kysely<Database>, secret: string, key: string, code: string): Promise<boolean> {
  if (!key || !code || key.length > 64 || code.length > 16) return false;
  const stored = await takeCaptcha(db, key);
  return stored !== null && captchaCodeMatches(secret, key, code, stored);
}
