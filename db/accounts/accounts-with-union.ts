import type { Kysely } from 'kysely';
import type { Database } from '../database';

/**
 * Accounts (`u`) joined to the union they belong to (`o`), with the union's name as `union_name`:
 * every call that shows an account with its union starts here and selects the rest.
 */
export function accountsWithUnion(db: Kysely<Database>) {
  return db.selectFrom('app_user as u').innerJoin('union_org as o', 'o.id', 'u.union_id').select('o.name as union_name');
}
