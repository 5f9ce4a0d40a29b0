import type { Kysely } from 'kysely';
import type { ModuleEntry } from '../../catalogue';
import { readFlowEvents, type Database } from '../../db';
import type { PreviewFacts } from './record-preview';
import { regionFullNames } from './region-path';
import { reviewLines } from './review-lines';

/** Reads what a record's preview shows beyond the form: its regions' full names and its reviews. */
export async function previewFacts(
  db: Kysely<Database>,
  entry: ModuleEntry,
  record: { tenant_id: string; process_instance_id: string | null },
  form: Record<string, unknown>,
): Promise<PreviewFacts> {
  const codes = entry.fields.filter((f) => f.kind === 'region').map((f) => String(form[f.name] ?? ''));
  const [regionNames, events] = await Promise.all([
    regionFullNames(db, codes),
    record.process_instance_id ? readFlowEvents(db, record.tenant_id, record.process_instance_id) : Promise.resolve([]),
  ]);
  return { regionNames, reviews: reviewLines(events) };
}
