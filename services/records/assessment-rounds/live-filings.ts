import type { Kysely } from 'kysely';
import type { Database } from '../../../db';

/** A filing holds its union's year (and a place of the round) while it is in review, returned or approved; a draft does not. */
const LIVE = ['in_review', 'returned', 'approved'] as const;

/** The ids of a union's live filings of a module for a year (the form's `yearField`), but `except`, oldest first. */
export async function liveFilings(
  db: Kysely<Database>,
  where: { tenantId: string; module: string; unionId: string; yearField: string; year: string; except?: string },
): Promise<string[]> {
  let q = db
    .selectFrom('record')
    .select('id')
    .where('tenant_id', '=', where.tenantId)
    .where('module', '=', where.module)
    .where('union_id', '=', where.unionId)
    .where('state', 'in', LIVE)
    .where((eb) => eb(eb.ref('form', '->>').key(where.yearField), '=', where.year));
  if (where.except) q = q.where('id', '!=', where.except);
  const rows = await q.orderBy('id').execute();
  return rows.map((r) => String(r.id));
}
