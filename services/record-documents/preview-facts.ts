import type { Kysely } from 'kysely';
import type { ModuleEntry } from '../../catalogue';
import { readFlowEvents, type Database } from '../../db';
import type { PreviewFacts } from './record-preview';
import { cellContext } from './cell-context';
import { reviewLines } from './review-lines';

/** Reads what a record's preview shows beyond the form: the names its cells show (regions, labels, pickers) and its reviews. */
export async function previewFacts(
  db: Kysely<Database>,
  entry: ModuleEntry,
  record: { tenant_id: string; process_instance_id: string | null },
  form: Record<string, unknown>,
): Promise<PreviewFacts> {
  const [{ lang: _lang, ...names }, events] = await Promise.all([
    cellContext(db, record.tenant_id, entry.fields, [form], 'zh'),
    record.process_instance_id ? readFlowEvents(db, record.tenant_id, record.process_instance_id) : Promise.resolve([]),
  ]);
  return { ...names, reviews: reviewLines(events) };
}
