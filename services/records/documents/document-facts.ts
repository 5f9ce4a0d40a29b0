import type { Kysely } from 'kysely';
import type { ModuleEntry } from '../../../catalogue';
import { publishedVersion, readFlowEvents, type Database } from '../../../db';
import { cellContext } from './cell-context';
import type { DocumentFacts } from './document-record';
import { reviewRounds } from './review-rounds';

/** States in which a record still waits for its stages: their blocks print empty. */
const OPEN = new Set(['draft', 'in_review', 'returned']);

/**
 * Reads what a record's document shows beyond the form: the names its cells show (regions,
 * labels, pickers), each step's latest round of reviews, the applicant's phone and a questionnaire
 * module's pinned version.
 */
export async function documentFacts(
  db: Kysely<Database>,
  entry: ModuleEntry,
  record: { tenant_id: string; process_instance_id: string | null; applicant_id: string; union_id: string; state: string },
  form: Record<string, unknown>,
): Promise<DocumentFacts> {
  const pinned = form.questionSetVersion;
  const [{ lang: _lang, ...names }, events, phone, set] = await Promise.all([
    cellContext(db, record.tenant_id, entry.fields, [form], 'zh'),
    record.process_instance_id ? readFlowEvents(db, record.tenant_id, record.process_instance_id) : Promise.resolve([]),
    db
      .selectFrom('app_user')
      .select(['phone', 'link_phone'])
      .where('tenant_id', '=', record.tenant_id)
      .where('id', '=', record.applicant_id)
      .executeTakeFirst(),
    // A questionnaire module's answers print by the version the record pinned.
    entry.questionnaire && typeof pinned === 'number'
      ? publishedVersion(db, record.tenant_id, entry.questionnaire.setKey, pinned)
      : Promise.resolve(undefined),
  ]);
  const plan = entry.flowModel.stages.map((s) => ({ key: s.key, name: s.name.zh }));
  return {
    ...names,
    reviews: reviewRounds(events, { open: OPEN.has(record.state), plan }),
    applicantPhone: phone?.phone || phone?.link_phone || null,
    questionnaire: set ? { version: set.version, content: set.content } : null,
  };
}
