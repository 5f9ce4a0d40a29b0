import { sql, type Kysely } from 'kysely';
import { maskMobile, type ModuleEntry } from '../../../../catalogue';
import type { Database, QuestionnaireInvitation } from '../../../../db';
import { formatTime } from '../../../platform/core';
import { isClosed, type CampaignRow } from './campaign-rows';

/** Where a record's link stands, as the console's 问卷链接 panel shows it. */
export type LinkState = 'sent' | 'reminded' | 'opened' | 'answered' | 'expired';

type InvitationTimes = Pick<
  QuestionnaireInvitation,
  'phone' | 'sent_at' | 'opened_at' | 'answered_at' | 'revoked_at' | 'expires_at' | 'reminders' | 'reminded_at'
>;

/**
 * A `records` invitation as the 问卷链接 panel reads it (`linkInvitation`): a link answered stays
 * answered; one revoked, expired or of a closed campaign is expired; else the latest of opened,
 * reminded and sent. The number masked; every reminder's time, oldest first.
 */
export function linkInvitationOf(i: InvitationTimes, campaign: Pick<CampaignRow, 'state' | 'deadline'>, now = new Date()) {
  const dead = i.revoked_at !== null || i.expires_at.getTime() <= now.getTime() || isClosed(campaign, now);
  const state: LinkState = i.answered_at ? 'answered' : dead ? 'expired' : i.opened_at ? 'opened' : i.reminders > 0 ? 'reminded' : 'sent';
  return {
    state,
    phone: i.phone ? maskMobile(i.phone) : null,
    sentAt: formatTime(i.sent_at) ?? '',
    reminders: i.reminders,
    remindedAt: i.reminded_at.map((t) => formatTime(t) ?? ''),
    openedAt: formatTime(i.opened_at),
    answeredAt: formatTime(i.answered_at),
    expiresAt: formatTime(i.expires_at) ?? '',
  };
}

/**
 * `linkInvitation` of each record (the shape's `rowParts`, beside `linkAnswer`): the `records`
 * invitation to the record's contact (survey's `sendSms`), its state and times.
 */
export async function recordInvitationStates(
  db: Kysely<Database>,
  tenantId: string,
  entry: ModuleEntry,
  ids: readonly string[],
  now = new Date(),
) {
  const numeric = ids.filter((id) => /^\d{1,19}$/.test(id));
  const parts = new Map<string, Record<string, unknown>>();
  if (numeric.length === 0) return parts;
  const rows = await db
    .selectFrom('questionnaire_invitation as i')
    .innerJoin('questionnaire_campaign as c', (j) => j.onRef('c.id', '=', 'i.campaign_id').onRef('c.tenant_id', '=', 'i.tenant_id'))
    .select([
      'i.record_id',
      'i.phone',
      'i.sent_at',
      'i.opened_at',
      'i.answered_at',
      'i.revoked_at',
      'i.expires_at',
      'i.reminders',
      'i.reminded_at',
      'c.state',
      sql<string>`c.deadline::text`.as('deadline'),
    ])
    .where('i.tenant_id', '=', tenantId)
    .where('i.record_id', 'in', numeric)
    .where('c.module', '=', entry.key)
    .where('c.audience', '=', 'records')
    .orderBy('i.sent_at', 'desc')
    .execute();
  for (const r of rows) {
    const id = String(r.record_id);
    if (!parts.has(id)) parts.set(id, { linkInvitation: linkInvitationOf(r, r, now) });
  }
  return parts;
}
