import type { Kysely } from 'kysely';
import { idCardBirthDate, stateName, type FormValue, type Lang, type ModuleEntry } from '../../../../catalogue';
import type { Database, RecordRow } from '../../../../db';
import { entryShown, seenRow, sheetBatch } from '../../engine';
import type { SessionUser } from '../../../identity/auth';
import { cellContext } from '../../documents';
import { gatheredRecords } from './gathered-records';
import { sourceOfForm } from './sources';
import type { SummarySheetFacts } from './summary-sheet';

/**
 * What the summary sheet of the summary record `row` shows to `viewer`: its own fields and the records
 * it gathers, each narrowed to the fields the viewer may see (the stage field rule): a hidden field of
 * the summary is not printed, a gathered record's hidden cells are blank, and a summary whose
 * gathered list is hidden gathers none for the viewer.
 */
export async function summarySheetFacts(
  db: Kysely<Database>,
  viewer: SessionUser,
  summary: ModuleEntry,
  record: RecordRow,
  lang: Lang,
): Promise<SummarySheetFacts> {
  const row = await seenRow(db, viewer, record, lang);
  const source = sourceOfForm(summary, record.form);
  const shown = entryShown(summary, row.seen);
  const gathered = await gatheredRecords(db, viewer.tenantId, source.key, row.form);
  const [summaryCtx, sourceBatch] = await Promise.all([
    cellContext(db, viewer.tenantId, shown.fields, [row.form], lang),
    sheetBatch(db, viewer, source, gathered, lang),
  ]);
  return {
    summary: {
      entry: shown,
      unionName: row.union_name,
      stateName: stateName(row.state, lang),
      form: row.form as Record<string, FormValue>,
      ctx: summaryCtx,
    },
    // Every field of the source may be a column of the federation's layout: its dictionaries are all read.
    source: {
      entry: source,
      ...sourceBatch,
      birthMonths: new Map(
        gathered.flatMap((r) => {
          const birth = idCardBirthDate(String((r.form as Record<string, unknown>)?.idCard ?? ''));
          return birth ? [[String(r.id), birth.slice(0, 7)] as const] : [];
        }),
      ),
      ctx: await cellContext(
        db,
        viewer.tenantId,
        source.fields,
        sourceBatch.records.map((r) => r.form as Record<string, FormValue>),
        lang,
      ),
    },
  };
}
