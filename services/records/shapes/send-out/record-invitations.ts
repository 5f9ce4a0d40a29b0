import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { isMobile, maskMobile } from '../../../../catalogue';
import { newId, type RecordRow } from '../../../../db';
import { AppError, formatTime, forbidden, todayInShanghai } from '../../../platform/core';
import { findVisibleRecord } from '../../engine';
import { publishedVersion } from '../questionnaire';
import { campaigns, endOfBeijingDay, isClosed, remindedNow, type CampaignRow } from './campaign-rows';
import { monthDay, textLink, type SendContext } from './campaign-send';
import { linkInvitationOf } from './record-invitation-state';

/** One invitation a minute per number, as for codes (the survey's reminder spacing, kept). */
const SPACING_MS = 60 * 1000;
const DAY_MS = 24 * 3600_000;

/** The contact mobile a record holds in `field` (its submitted form first), if it is a mobile. */
export function contactOf(record: Pick<RecordRow, 'form' | 'submitted_form'>, field: string): string | null {
  const phone = (record.submitted_form ?? record.form)[field] ?? record.form[field];
  return typeof phone === 'string' && isMobile(phone) ? phone : null;
}

/**
 * The union's standing `records` campaign of the module for a Beijing year (one per module, union and
 * year by a unique index, so two parallel first invitations make one): the newest published version
 * of the module's set, its deadline 31 December.
 */
async function standingCampaign(ctx: SendContext, year: number): Promise<CampaignRow> {
  const { db, viewer, entry } = ctx;
  const find = () =>
    campaigns(db, viewer.tenantId)
      .where('module', '=', entry.key)
      .where('sender_union_id', '=', viewer.unionId)
      .where('audience', '=', 'records')
      .where('year', '=', year)
      .executeTakeFirst();
  const found = await find();
  if (found) return found;
  const published = await publishedVersion(db, viewer.tenantId, entry.questionnaire!.setKey);
  if (!published) throw new AppError(409, 'questionSetNotPublished');
  await db
    .insertInto('questionnaire_campaign')
    .values({
      id: newId(),
      tenant_id: viewer.tenantId,
      module: entry.key,
      set_key: entry.questionnaire!.setKey,
      version: published.version,
      title: `${year}年${entry.title.zh}`,
      note: null,
      audience: 'records',
      sender_union_id: viewer.unionId,
      sender_union_path: viewer.unionPath,
      sender_id: viewer.id,
      deadline: `${year}-12-31`,
      year,
    })
    .onConflict((oc) => oc.columns(['tenant_id', 'module', 'sender_union_id', 'year']).where('audience', '=', 'records').doNothing())
    .execute();
  return (await find())!;
}

/** A `records` link's expiry: `linkDays` after now (14), never after the standing campaign's deadline; whole seconds (the token's). */
const recordsExpiry = (ctx: SendContext, campaign: CampaignRow, now: Date) =>
  new Date(
    Math.floor(Math.min(endOfBeijingDay(campaign.deadline).getTime(), now.getTime() + (ctx.def.linkDays ?? 14) * DAY_MS) / 1000) * 1000,
  );

/**
 * The `records` audience's invitation (the survey's `sendSms`): texts the contact mobile of record `id`
 * (`sendOut.contactField`) the link to its invitation in the applicant union's standing campaign of
 * the year. The first call makes the invitation; a later one sends the same link again (a reminder),
 * or a new one where the old expired, or to the record's new number. Only the applicant union sends;
 * 409 without a contact mobile, once answered (with the time) or when the campaign was closed; 429
 * when that number had a text of the module in the last minute. It answers the link's state as the
 * record's detail gives it (`linkInvitation`).
 */
export async function inviteRecord(ctx: SendContext, id: string, now = new Date()) {
  const { db, viewer, entry, def } = ctx;
  const record = await findVisibleRecord(db, viewer, { id }, entry.key);
  if (String(record.union_id) !== viewer.unionId) throw forbidden('notApplicant');
  const phone = contactOf(record, def.contactField ?? 'contactMobile');
  if (!phone) throw new AppError(409, 'noContactMobile');
  // The template keeps the module's reminder name (`survey-reminder`), which the spacing reads.
  const template = `${entry.key}-reminder`;
  const recent = await db
    .selectFrom('sms_outbox')
    .select('id')
    .where('phone', '=', phone)
    .where('template', '=', template)
    .where('create_time', '>', new Date(now.getTime() - SPACING_MS))
    .executeTakeFirst();
  if (recent) throw new AppError(429, 'smsTooSoon');

  const campaign = await standingCampaign(ctx, Number(todayInShanghai(now).slice(0, 4)));
  if (isClosed(campaign, now)) throw new AppError(409, 'campaignClosed');
  const label = record.title;
  const made = await db
    .insertInto('questionnaire_invitation')
    .values({
      id: newId(),
      tenant_id: viewer.tenantId,
      campaign_id: campaign.id,
      union_id: null,
      record_id: record.id,
      phone,
      phone_hash: null,
      label,
      nonce: randomBytes(8),
      expires_at: recordsExpiry(ctx, campaign, now),
      channels: JSON.stringify(['sms']),
    })
    .onConflict((oc) => oc.columns(['campaign_id', 'record_id']).where('record_id', 'is not', null).doNothing())
    .returning('id')
    .executeTakeFirst();
  const inv = await db
    .selectFrom('questionnaire_invitation')
    .selectAll()
    .where('tenant_id', '=', viewer.tenantId)
    .where('campaign_id', '=', campaign.id)
    .where('record_id', '=', record.id)
    .executeTakeFirstOrThrow();
  if (inv.answered_at) throw new AppError(409, 'invitationUsed', {}, { answeredAt: formatTime(inv.answered_at) });
  const fresh = made !== undefined;
  const stale = inv.revoked_at !== null || inv.expires_at.getTime() <= now.getTime() || inv.phone !== phone;
  // An expired link, or one sent to the record's old number, is replaced: the old link is dead.
  const sent = stale
    ? await db
        .updateTable('questionnaire_invitation')
        .set({ nonce: randomBytes(8), expires_at: recordsExpiry(ctx, campaign, now), revoked_at: null, phone, label, sent_at: now })
        .where('id', '=', inv.id)
        .where('answered_at', 'is', null)
        .returningAll()
        .executeTakeFirst()
    : fresh
      ? inv
      : await db
          .updateTable('questionnaire_invitation')
          .set({ reminders: sql`reminders + 1`, last_reminded_at: now, reminded_at: remindedNow(now) })
          .where('id', '=', inv.id)
          .where('answered_at', 'is', null)
          .returningAll()
          .executeTakeFirst();
  if (!sent) throw new AppError(409, 'invitationUsed');
  const until = monthDay(todayInShanghai(sent.expires_at));
  await textLink(ctx, sent, campaign.title, campaign.deadline, {
    template,
    text: (link) => `【${viewer.unionName}】请${label}协助填写“${campaign.title}”，${until}前有效：${link}`,
  });
  // The link's state as the record's detail gives it (`linkInvitation`), so the panel need not read the record again.
  const invitation = linkInvitationOf(sent, campaign, now);
  return { sent: true, phone: maskMobile(phone), expiresAt: invitation.expiresAt, invitation };
}
