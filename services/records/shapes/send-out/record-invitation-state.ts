import { sql, type Kysely } from 'kysely';
import { maskMobile, type ModuleEntry } from '../../../../catalogue';
import type { Database } from '../../../../db';
import { formatTime } from '../../../platform/core';
import { isClosed } from './campaign-rows';

/** Where a record's link stands, as the console's 问卷链接 panel shows it. */
export type LinkState = 'sent' | 'reminded' | 'opened' | 'answered' | 'expired';

/**
 * `linkInvitation` of each record (the shape's `rowParts`, beside `linkAnswer`): the `records`
 * invitation to the record's contact (survey's `sendSms`), its state and times, the number masked.
 * A link answered stays answered; one revoked, expired or of a closed campaign is expired; else the
 * latest of opened, reminded and sent.
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
      'i.last_reminded_at',
      'c.state as campaignState',
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
    if (parts.has(id)) continue;
    const dead =
      r.revoked_at !== null || r.expires_at.getTime() <= now.getTime() || isClosed({ state: r.campaignState, deadline: r.deadline }, now);
    const state: LinkState = r.answered_at ? 'answered' : dead ? 'expired' : r.opened_at ? 'opened' : r.reminders > 0 ? 'reminded' : 'sent';
    parts.set(id, {
      linkInvitation: {
        state,
        phone: r.phone ? maskMobile(r.phone) : null,
        sentAt: formatTime(r.sent_at),
        reminders: r.reminders,
        remindedAt: formatTime(r.last_reminded_at),
        openedAt: formatTime(r.opened_at),
        answeredAt: formatTime(r.answered_at),
        expiresAt: formatTime(r.expires_at),
      },
    });
  }
  return parts;
}
