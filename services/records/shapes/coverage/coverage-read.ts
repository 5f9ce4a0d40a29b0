import type { Kysely } from 'kysely';
import type { CoverageDef, ModuleEntry, RecordState } from '../../../../catalogue';
import type { Database } from '../../../../db';
import { formatTime } from '../../../platform/core';
import { declarationsOf } from '../no-task';

/** A filing counts as made while it is in review, returned or approved; a draft or a cancelled one does not. */
const LIVE: readonly RecordState[] = ['in_review', 'returned', 'approved'];

/** Where a child union stands for the year. */
export type CoverageStatus = 'filed' | 'noTask' | 'notFiled';

export interface CoverageFiling {
  id: string;
  title: string;
  state: RecordState;
  /** The entry's `shown` fields of the filing (a total score, a grade). */
  values: Record<string, unknown>;
}

export interface CoverageRow {
  unionId: string;
  unionName: string;
  status: CoverageStatus;
  filings: CoverageFiling[];
  declaredAt: string | null;
}

/**
 * The direct children unions of `union`, each with its live filings of the module for `year` (its
 * own or of the unions below it), its declaration of nothing to file, or neither: who filed, who
 * declared 无任务 and who did not file. Read from the read models only.
 */
export async function coverageRows(
  db: Kysely<Database>,
  tenantId: string,
  union: { id: string; path: string },
  entry: ModuleEntry,
  def: CoverageDef,
  year: number,
): Promise<CoverageRow[]> {
  const yearField = def.yearField ?? 'year';
  const children = await db
    .selectFrom('union_org')
    .select(['id', 'name', 'path'])
    .where('tenant_id', '=', tenantId)
    .where('parent_id', '=', union.id)
    .orderBy('id')
    .execute();
  const [records, declared] = await Promise.all([
    db
      .selectFrom('record')
      .select(['id', 'title', 'state', 'union_path', 'form'])
      .where('tenant_id', '=', tenantId)
      .where('module', '=', entry.key)
      .where('state', 'in', LIVE)
      .where('union_path', 'like', `${union.path}%`)
      .where('union_path', '!=', union.path)
      .where((eb) => eb(eb.ref('form', '->>').key(yearField), '=', String(year)))
      .orderBy('id')
      .execute(),
    declarationsOf(
      db,
      tenantId,
      entry.key,
      String(year),
      children.map((c) => String(c.id)),
    ),
  ]);
  const shown = def.shown ?? [];
  return children.map((c) => {
    const filings = records
      .filter((r) => r.union_path.startsWith(c.path))
      .map((r) => ({
        id: String(r.id),
        title: r.title,
        state: r.state,
        values: Object.fromEntries(shown.map((f) => [f, (r.form as Record<string, unknown>)[f] ?? null])),
      }));
    const declaration = declared.find((d) => String(d.union_id) === String(c.id));
    const status: CoverageStatus = filings.length > 0 ? 'filed' : declaration ? 'noTask' : 'notFiled';
    return {
      unionId: String(c.id),
      unionName: c.name,
      status,
      filings,
      declaredAt: declaration ? formatTime(declaration.create_time) : null,
    };
  });
}
