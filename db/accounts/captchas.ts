import { sql, type Kysely } from 'kysely';
import type { Database } from '../database';

/** Stores a captcha and sweeps a batch of expired ones, so the table stays small without a job. */
export async function storeCaptcha(db: Kysely<Database>, key: string, codeHash: string, seconds: number): Promise<void> {
  await db
    .insertInto('captcha')
    .values({ key, code_hash: codeHash, expire_time: sql<Date>`now() + make_interval(secs => ${seconds})` })
    .execute();
  await sql`delete from captcha where key in (select key from captcha where expire_time < now() limit 100)`.execute(db);
}

/**
 * Takes captcha `key` out of the table and answers its hash while it is still valid. The row is
 * deleted whatever comes next, so a captcha is checked once, right or wrong, and two parallel
 * requests cannot both use it.
 */
export async function takeCaptcha(db: Kysely<Database>, key: string): Promise<string | null> {
  const row = await db
    .deleteFrom('captcha')
    .where('key', '=', key)
    .returning(['code_hash', sql<boolean>`expire_time > now()`.as('valid')])
    .executeTakeFirst();
  return row?.valid ? row.code_hash : null;
}
