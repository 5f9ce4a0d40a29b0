import SparkMD5 from 'spark-md5';

/** The lower-case hex MD5 the server expects in place of a typed password. */
export function hashPassword(password: string): string {
  return SparkMD5.hash(password);
}
