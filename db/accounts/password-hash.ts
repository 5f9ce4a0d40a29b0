import { createHash, randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const N = 16384;
const R = 8;
const P = 1;
const KEYLEN = 32;

function scrypt(password: string, salt: Buffer, opts: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => scryptCb(password, salt, KEYLEN, opts, (err, key) => (err ? reject(err) : resolve(key))));
}

/** Lower-case hex MD5 of a typed password: what the console sends instead of the password. */
export function clientPasswordDigest(typed: string): string {
  return createHash('md5').update(typed, 'utf8').digest('hex');
}

/**
 * A slow, salted hash of the client's MD5 digest, for storing. `cost` (scrypt's N) is for the demo
 * accounts of the tests only, which log in hundreds of times a run; the cost goes into the hash, so
 * checking it needs nothing else.
 */
export async function hashPassword(clientDigest: string, cost = N): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(clientDigest, salt, { N: cost, r: R, p: P });
  return `scrypt$${cost}$${R}$${P}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/** True when `clientDigest` matches the stored hash; compares in constant time. */
export async function verifyPassword(clientDigest: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await scrypt(clientDigest, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
