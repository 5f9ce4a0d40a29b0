import type { Kysely } from 'kysely';
import { maskForm, modules, type FieldDef, type Lang } from '../../../catalogue';
import { readFlowEvents, type Database, type RecordRow } from '../../../db';
import type { SessionUser } from '../../identity/auth';
import { entryOfRecord, narrowForm, seenRow } from '../../records/engine';
import { candidateNames } from './candidate-names';
import { historyView } from './history-view';
import { roundChanges, type FieldChange } from './round-changes';

/**
 * A record's history as `viewer` may read it (the flow history and surveylog): every event, with each
 * resubmission's changes against the round before; a viewer whose fields are narrowed (the stage
 * field rule) reads no hidden field in its forms, its edits or its changes. Null when the flow has no
 * events.
 */
export async function recordHistory(db: Kysely<Database>, viewer: SessionUser, record: RecordRow, lang: Lang) {
  const events = await readFlowEvents(db, viewer.tenantId, record.process_instance_id);
  if (events.length === 0) return null;
  const [names, { seen, title, fullView }] = await Promise.all([
    candidateNames(db, viewer.tenantId, events, lang),
    seenRow(db, viewer, record, lang),
  ]);
  const entry = entryOfRecord(record);
  const rows = historyView(events, lang, names, { publishOnly: modules[record.module]?.publishOnly, fields: entry?.fields, seen });
  const fields = entry?.fields ?? [];
  const entitled = fullView !== null;
  const changes = roundChanges(events, fields, lang, seen);
  return {
    title,
    rows: rows.map((r) => ({
      ...r,
      form: r.form && maskForm(fields, narrowForm(r.form, seen), entitled),
      ...(changes.has(r.seq) ? { changes: maskedChanges(fields, changes.get(r.seq)!, entitled) } : {}),
    })),
  };
}

/** A resubmission's changes with their personal data as a form's is shown (masked; `private` ones told only to the entitled). */
function maskedChanges(fields: readonly FieldDef[], changes: readonly FieldChange[], entitled: boolean): FieldChange[] {
  return changes.flatMap((c) => {
    const before = maskForm(fields, { [c.field]: c.before }, entitled);
    const after = maskForm(fields, { [c.field]: c.after }, entitled);
    return c.field in after ? [{ ...c, before: before[c.field], after: after[c.field] }] : [];
  });
}
