import { sql, type ExpressionBuilder } from 'kysely';
import { modules } from '../../../../catalogue';
import type { Database } from '../../../../db';

/** The modules whose records a higher union publishes without review (`publishOnly`). */
const PUBLISH_ONLY = Object.values(modules)
  .filter((m) => m.publishOnly)
  .map((m) => m.key);

/**
 * The paths a record published by the viewer's own union or a union above it carries: every prefix
 * of the viewer's path that ends a segment (`/1000/1100/1101/` -> `/`, `/1000/`, `/1000/1100/`, itself).
 */
export function pathsAbove(unionPath: string): string[] {
  const paths: string[] = [];
  for (let end = unionPath.indexOf('/'); end >= 0; end = unionPath.indexOf('/', end + 1)) paths.push(unionPath.slice(0, end + 1));
  return paths;
}

/**
 * The published records of the viewer's own union and every union above it: a notice a higher
 * union publishes reaches the unions below it, whatever their data scope. Unpublished drafts stay
 * with the publisher. The publisher's path is a prefix of the viewer's, ending a segment (paths are
 * `/1000/1100/1101/`), so the rule is an equality on the path, which an index reaches.
 */
export function publishedAbove(eb: ExpressionBuilder<Database, 'record'>, unionPath: string) {
  if (PUBLISH_ONLY.length === 0) return sql<boolean>`false`;
  return eb.and([
    eb('record.module', 'in', PUBLISH_ONLY),
    eb('record.state', '=', 'approved'),
    eb('record.union_path', 'in', pathsAbove(unionPath)),
  ]);
}
