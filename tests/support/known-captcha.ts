import { captchaCodeHash } from '../../services/identity/auth/captcha';
import type { TestStack } from './test-stack';

/**
 * A captcha of `/oauth/captcha` whose code the test knows: the stored hash is replaced by that of
 * `code`. Asked from `remoteAddress`, so the captcha rate limit of one address is not what a test meets.
 */
export async function knownCaptcha(stack: TestStack, remoteAddress: string, code = 'ABCDE'): Promise<{ key: string; code: string }> {
  const res = await stack.app.inject({ method: 'GET', url: '/api/blade-auth/oauth/captcha', remoteAddress });
  const key = res.json().data.key as string;
  await stack.db
    .updateTable('captcha')
    .set({ code_hash: captchaCodeHash(stack.config.jwtSecret, key, code) })
    .where('key', '=', key)
    .execute();
  return { key, code };
}
