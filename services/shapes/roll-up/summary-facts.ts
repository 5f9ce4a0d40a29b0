import type { Kysely } from 'kysely';
import { modules, stateName, type FormValue, type Lang, type ModuleEntry, type RecordState } from '../../../catalogue';
import type { Database, RecordRow } from '../../../db';
import { recordView } from '../../business-modules';
import { cellContext } from '../../record-documents';
import { gatheredRecords } from './gathered-records';
import type { SummarySheetFacts } from './summary-sheet';

/** What the summary sheet of the summary record `row` shows: its own fields and the records it gathers. */
export async function summarySheetFacts(
  db: Kysely<Database>,
  tenantId: string,
  summary: ModuleEntry,
  row: RecordRow,
  lang: Lang,
): Promise<SummarySheetFacts> {
  const source = modules[summary.rollUp!.source]!;
  const gathered = await gatheredRecords(db, tenantId, source.key, row.form);
  const [summaryCtx, sourceCtx] = await Promise.all([
    cellContext(db, tenantId, summary.fields, [row.form], lang),
    cellContext(
      db,
      tenantId,
      source.fields.filter((f) => f.listed),
      gathered.map((r) => r.form),
      lang,
    ),
  ]);
  return {
    summary: {
      entry: summary,
      unionName: row.union_name,
      stateName: stateName(row.state as RecordState, lang),
      form: row.form as Record<string, FormValue>,
      ctx: summaryCtx,
    },
    source: { entry: source, records: gathered.map((r) => recordView(r, lang)), ctx: sourceCtx },
  };
}
