import type { Kysely } from 'kysely';
import { isMobile, maskMobile, type Lang } from '../../../../catalogue';
import type { Database, RecordRow } from '../../../../db';
import { outboxSmsProvider, type SessionUser } from '../../../identity/auth';
import { AppError, forbidden } from '../../../platform/core';
import { findVisibleRecord, seenRow } from '../../engine';
import { recordHistory } from '../../../flow/tasks';

/** One reminder per number a minute, as for codes (services/identity/accounts/sms-codes.ts). */
const REMINDER_SPACING_MS = 60 * 1000;
const REMINDER_TEMPLATE = 'survey-reminder';

type SmsLog = Parameters<typeof outboxSmsProvider>[1];

/** The record by its id or its process instance id (`pid` of surveylog takes either). */
export async function surveyRecord(db: Kysely<Database>, viewer: SessionUser, module: string, ref: string): Promise<RecordRow> {
  return findVisibleRecord(db, viewer, /^\d{1,20}$/.test(ref) ? { id: ref } : { processInstanceId: ref }, module);
}

/** surveylog: the record's changes and reviews, from its flow's events (the same view as the flow history). */
export async function surveyLog(db: Kysely<Database>, viewer: SessionUser, module: string, pid: string, lang: Lang) {
  const record = await surveyRecord(db, viewer, module, pid);
  const history = await recordHistory(db, viewer, record, lang);
  const title = history?.title ?? (await seenRow(db, viewer, record, lang)).title;
  return { id: record.id, processInstanceId: record.process_instance_id, title, history: history?.rows ?? [] };
}

/** The contact mobile a record holds, as the viewer may see it (none when its field is hidden to the viewer). */
function contactOf(record: RecordRow): string | null {
  const phone = (record.submitted_form ?? record.form).contactMobile ?? record.form.contactMobile;
  return typeof phone === 'string' && isMobile(phone) ? phone : null;
}

/**
 * getphone: the number sendSms would text, masked. With `id`, the enterprise contact of that record;
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

/**
 * sendSms: texts the enterprise contact of record `id` a reminder to complete the survey, through
 * the SMS provider (by default the outbox). Only the applicant union sends it; 409 without a contact
 * mobile; 429 when that number had a reminder in the last minute.
 */
export async function sendSurveyReminder(db: Kysely<Database>, viewer: SessionUser, module: string, id: string, log?: SmsLog) {
  const record = await findVisibleRecord(db, viewer, { id }, module);
  if (String(record.union_id) !== viewer.unionId) throw forbidden('notApplicant');
  const phone = contactOf(record);
  if (!phone) throw new AppError(409, 'noContactMobile');
  const recent = await db
    .selectFrom('sms_outbox')
    .select('id')
    .where('phone', '=', phone)
    .where('template', '=', REMINDER_TEMPLATE)
    .where('create_time', '>', new Date(Date.now() - REMINDER_SPACING_MS))
    .executeTakeFirst();
  if (recent) throw new AppError(429, 'smsTooSoon');
  const company = record.title;
  await outboxSmsProvider(db, log).send({
    tenantId: viewer.tenantId,
    phone,
    template: REMINDER_TEMPLATE,
    params: { union: viewer.unionName, company },
    content: `【${viewer.unionName}】您好,请协助完成“${company}”的覆盖企业情况调查问卷,如已完成请忽略本短信。`,
  });
  return { sent: true, phone: maskMobile(phone) };
}
