import type { Kysely } from 'kysely';
import type { Database } from '../../db';

/** The six-digit code last texted to `phone`, read from the SMS outbox (the tests' SMS provider). */
export async function lastTextedCode(db: Kysely<Database>, phone: string): Promise<string> {
  const sms = await db
    .selectFrom('sms_outbox')
    .select('content')
    .where('phone', '=', phone)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return /(\d{6})/.exec(sms.content)![1]!;
}
