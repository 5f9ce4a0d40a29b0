import type { Kysely } from 'kysely';
import type { ModuleEntry } from '../../catalogue';
import { readFlowEvents, type Database } from '../../db';
import type { PreviewFacts } from './record-preview';
import { dictLabels } from './dict-labels';
import { regionFullNames } from './region-path';
import { reviewLines } from './review-lines';

/** Reads what a record's preview shows beyond the form: its regions' full names, dictionary labels and reviews. */
export async function previewFacts(
  db: Kysely<Database>,
  entry: ModuleEntry,
  record: { tenant_id: string; process_instance_id: string | null },
  form: Record<string, unknown>,
): Promise<PreviewFacts> {
  const codes = entry.fields.filter((f) => f.kind === 'region').map((f) => String(form[f.name] ?? ''));
  const [regionNames, labels, events] = await Promise.all([
    regionFullNames(db, codes),
    dictLabels(db, record.tenant_id, entry.fields),
    record.process_instance_id ? readFlowEvents(db, record.tenant_id, record.process_instance_id) : Promise.resolve([]),
  ]);
  return { regionNames: Object.fromEntries(regionNames), dictLabels: labels, reviews: reviewLines(events) };
}
