import type { Kysely } from 'kysely';
import type { Database } from '../../db';

/** How many records of `modules` the database holds: a refused submission leaves the count as it was. */
export async function recordCount(db: Kysely<Database>, modules: readonly string[]): Promise<number> {
  const row = await db
    .selectFrom('record')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('module', 'in', modules)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
