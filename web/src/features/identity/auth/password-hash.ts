/**
 * The lower-case hex MD5 the server expects in place of a typed password. The MD5 library is
 * fetched with the first password sent (sign-in, a password change, the screen lock), not with the
 * console's first load.
 */
export async function hashPassword(password: string): Promise<string> {
  const { default: SparkMD5 } = await import('spark-md5');
  return SparkMD5.hash(password);
}
