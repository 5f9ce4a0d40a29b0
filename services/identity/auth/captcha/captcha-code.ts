import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The stored form of a captcha code: an HMAC keyed with the server's signing secret, so neither a
 * database read nor a guess at the small code space gives away a live code.
 */
export function captchaCodeHash(secret: string, key: string, code: string): string {
  return createHmac('sha256', secret).update(`captcha\n${key}\n${code.trim().toUpperCase()}`, 'utf8').digest('hex');
}

export function captchaCodeMatches(secret: string, key: string, code: string, stored: string): boolean {
  const actual = Buffer.from(captchaCodeHash(secret, key, code), 'hex');
  const expected = Buffer.from(stored, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
