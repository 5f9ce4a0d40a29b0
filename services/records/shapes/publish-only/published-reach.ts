import { sql, type ExpressionBuilder } from 'kysely';
import { modules } from '../../../../catalogue';
import type { Database } from '../../../../db';

/** The modules whose records a higher union publishes without review (`publishOnly`). */
const PUBLISH_ONLY = Object.values(modules)
  .filter((m) => m.publishOnly)
  .map((m) => m.key);

/**
 * The published records of the viewer's own union and every union above it: a notice a higher
 * union publishes reaches the unions below it, whatever their data scope. Unpublished drafts stay
 * with the publisher.
 */
export function publishedAbove(eb: ExpressionBuilder<Database, 'record'>, unionPath: string) {
  if (PUBLISH_ONLY.length === 0) return sql<boolean>`false`;
  return eb.and([
    eb('record.module', 'in', PUBLISH_ONLY),
    eb('record.state', '=', 'approved'),
    // The publisher's path is a prefix of the viewer's (paths are `/1000/1100/1101/`).
    sql<boolean>`starts_with(${unionPath}, ${sql.ref('record.union_path')})`,
  ]);
}
