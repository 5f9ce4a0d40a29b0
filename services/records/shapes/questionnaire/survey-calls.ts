import type { Kysely } from 'kysely';
import { isMobile, maskMobile, type Lang, type ModuleEntry } from '../../../../catalogue';
import type { Database, RecordRow } from '../../../../db';
import type { SessionUser } from '../../../identity/auth';
import { findVisibleRecord, seenRow, visibleTo, withShapeEvents } from '../../engine';
import { recordHistory } from '../../../flow/tasks';
import { formatTime, isId, notFound } from '../../../platform/core';
import { rowEvents, rowsInScope } from '../register';

/** The record by its id or its process instance id (`pid` of surveylog takes either). */
export async function surveyRecord(db: Kysely<Database>, viewer: SessionUser, module: string, ref: string): Promise<RecordRow> {
  return findVisibleRecord(db, viewer, /^\d{1,20}$/.test(ref) ? { id: ref } : { processInstanceId: ref }, module);
}

/**
 * surveylog: the record's changes and reviews, from its flow's events (the same view as the flow
 * history), with the events its shapes keep about it among them by time (its questionnaire link
 * sent, reminded, opened and answered).
 */
export async function surveyLog(db: Kysely<Database>, viewer: SessionUser, entry: ModuleEntry, pid: string, lang: Lang) {
  const record = await surveyRecord(db, viewer, entry.key, pid);
  const history = await recordHistory(db, viewer, record, lang);
  const title = history?.title ?? (await seenRow(db, viewer, record, lang)).title;
  const rows = await withShapeEvents(db, entry, record, history?.rows ?? [], lang);
  return { id: record.id, processInstanceId: record.process_instance_id, title, history: rows };
}

/**
 * surveylog by `enterpriseId`: the module's records about one register entry (its `subject`) that the
 * viewer may see, newest first, and beside them the entry's own events (entered by survey1, renamed by
 * survey3, surveyed, removed by survey2: each with its day and record), newest first; 404 when the
 * entry is outside the viewer's scope (or the module is filed about no register).
 */
export async function subjectSurveys(db: Kysely<Database>, viewer: SessionUser, entry: ModuleEntry, enterpriseId: string, lang: Lang) {
  const def = entry.subject;
  if (!def || !('register' in def.of) || !isId(enterpriseId)) throw notFound();
  const row = await rowsInScope(db, viewer, def.of.register)
    .select(['register_row.id', 'register_row.name'])
    .where('register_row.id', '=', enterpriseId)
    .executeTakeFirst();
  if (!row) throw notFound();
  const [events, records] = await Promise.all([
    rowEvents(db, viewer.tenantId, def.of.register, String(row.id), lang),
    db
      .selectFrom('record')
      .select(['id', 'process_instance_id', 'title', 'state', 'create_time', 'submit_time', 'form'])
      .where(visibleTo(viewer))
      .where('record.module', '=', entry.key)
      .where((eb) => eb(eb.ref('form', '->>').key(def.field), '=', enterpriseId))
      .orderBy('record.create_time', 'desc')
      .orderBy('record.id', 'desc')
      .execute(),
  ]);
  // Newest first: by the year surveyed (the period's field) where the module has one, then the newest filed.
  const yearField = entry.period?.field;
  const yearOf = (form: Record<string, unknown>) => (yearField && typeof form[yearField] === 'number' ? (form[yearField] as number) : null);
  const newest = [...records].sort((a, b) => (yearOf(b.form) ?? 0) - (yearOf(a.form) ?? 0));
  return {
    enterpriseId: String(row.id),
    name: row.name,
    surveys: newest.map((r) => ({
      id: String(r.id),
      processInstanceId: r.process_instance_id,
      title: r.title,
      state: r.state,
      year: yearOf(r.form),
      createTime: formatTime(r.create_time) ?? '',
      submitTime: formatTime(r.submit_time),
    })),
    events,
  };
}

/** The contact mobile a record holds, as the viewer may see it (none when its field is hidden to the viewer). */
function contactOf(record: RecordRow): string | null {
  const phone = (record.submitted_form ?? record.form).contactMobile ?? record.form.contactMobile;
  return typeof phone === 'string' && isMobile(phone) ? phone : null;
}

/**
 * getphone: the number sendSms (the sendOut shape's `records` invitation) would text, masked. With `id`, the enterprise contact of that record;
 * without, the caller's own mobile on file.
 */
export async function surveyPhone(db: Kysely<Database>, viewer: SessionUser, module: string, id?: string) {
  let phone: string | null;
  if (id) {
    // The stored number (the record's view is masked): only where its field is not hidden to the viewer.
    const record = await findVisibleRecord(db, viewer, { id }, module);
    const { seen } = await seenRow(db, viewer, record, 'zh');
    phone = seen === null || seen.includes('contactMobile') ? contactOf(record) : null;
  } else {
    const user = await db
      .selectFrom('app_user')
      .select('phone')
      .where('tenant_id', '=', viewer.tenantId)
      .where('id', '=', viewer.id)
      .executeTakeFirst();
    phone = user?.phone && isMobile(user.phone) ? user.phone : null;
  }
  return { hasPhone: phone !== null, phone: phone ? maskMobile(phone) : null };
}
