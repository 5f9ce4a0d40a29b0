import type { Kysely } from 'kysely';
import type { ModuleEntry, NoTaskDef } from '../../../../catalogue';
import type { Database } from '../../../../db';
import { liveFilings } from '../../assessment-rounds';
import type { HoldLock } from '../../engine';

/** The form field holding the year. */
export const yearFieldOf = (def: NoTaskDef) => def.yearField ?? 'year';

/** One union's declarations and filings of a module: a declaration and a submit take it one at a time. */
export const unionLock = (tenantId: string, module: string, unionId: string): HoldLock => ({
  key: `no-task:${tenantId}:${module}:${unionId}`,
  shared: false,
});

/** The union's declaration of the year, if it made one. */
export function declarationOf(db: Kysely<Database>, tenantId: string, module: string, unionId: string, year: string) {
  return db
    .selectFrom('no_task')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('module', '=', module)
    .where('union_id', '=', unionId)
    .where('period', '=', year)
    .executeTakeFirst();
}

/** The union's live filing of the module for the year (its id), if it has one. */
export async function liveFilingOf(
  db: Kysely<Database>,
  tenantId: string,
  entry: ModuleEntry,
  def: NoTaskDef,
  unionId: string,
  year: string,
) {
  const [first] = await liveFilings(db, { tenantId, module: entry.key, unionId, yearField: yearFieldOf(def), year });
  return first;
}

/** The declarations of a module's year by the unions below `unionPath` (their union ids), for `queryCrop`. */
export async function declarationsOf(db: Kysely<Database>, tenantId: string, module: string, year: string, unionIds: readonly string[]) {
  if (unionIds.length === 0) return [];
  return db
    .selectFrom('no_task')
    .select(['union_id', 'round_id', 'create_time'])
    .where('tenant_id', '=', tenantId)
    .where('module', '=', module)
    .where('period', '=', year)
    .where('union_id', 'in', unionIds)
    .execute();
}
