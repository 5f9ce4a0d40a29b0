import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { SendOutDef } from '../../../../catalogue';
import { AppError, formatTime, notFound } from '../../../platform/core';
import { endOfBeijingDay, isClosed, visibleCampaign } from './campaign-rows';
import { textLink, type SendContext } from './campaign-send';

/** Reissues an invitation may have over its campaign. */
const MAX_REISSUES = 5;
const DAY_MS = 24 * 3600_000;

/**
 * campaign/reissue: a new link for one invitation (a new nonce and expiry, within the campaign's
 * deadline and `linkDays` for `records`, `maxDays` otherwise), texted where the invitation texts; the
 * old link answers 404 at once. 404 for an invitation of a campaign the caller may not see; 409 once
 * answered, for a closed campaign, or after five reissues.
 */
export async function reissueInvitation(
  ctx: Omit<SendContext, 'entry' | 'def'> & { def: SendOutDef },
  module: string,
  invitationId: string,
  now = new Date(),
) {
  const { db, viewer, def } = ctx;
  if (!/^\d{1,19}$/.test(invitationId)) throw notFound();
  const inv = await db
    .selectFrom('questionnaire_invitation')
    .selectAll()
    .where('tenant_id', '=', viewer.tenantId)
    .where('id', '=', invitationId)
    .executeTakeFirst();
  if (!inv) throw notFound();
  const c = await visibleCampaign(db, viewer, module, String(inv.campaign_id));
  if (inv.answered_at) throw new AppError(409, 'invitationUsed', {}, { answeredAt: formatTime(inv.answered_at) });
  if (isClosed(c, now)) throw new AppError(409, 'campaignClosed');
  if (inv.reissues >= MAX_REISSUES) throw new AppError(409, 'reissueLimit', { max: String(MAX_REISSUES) });
  const days = c.audience === 'records' ? (def.linkDays ?? 14) : (def.maxDays ?? 90);
  // Whole seconds: the token carries the expiry in seconds, and the row must not outlive it.
  const expiresAt = new Date(Math.floor(Math.min(endOfBeijingDay(c.deadline).getTime(), now.getTime() + days * DAY_MS) / 1000) * 1000);
  const renewed = await db
    .updateTable('questionnaire_invitation')
    .set({ nonce: randomBytes(8), expires_at: expiresAt, revoked_at: null, reissues: sql`reissues + 1` })
    .where('tenant_id', '=', viewer.tenantId)
    .where('id', '=', inv.id)
    .where('answered_at', 'is', null)
    .where('reissues', '<', MAX_REISSUES)
    .returningAll()
    .executeTakeFirst();
  if (!renewed) throw new AppError(409, 'invitationUsed');
  const texts = Boolean(renewed.phone) && (c.audience !== 'unions' || renewed.channels.includes('sms'));
  if (texts) await textLink(ctx, renewed, c.title, c.deadline, 'questionnaire-invite');
  return {
    invitationId: String(renewed.id),
    expiresAt: formatTime(renewed.expires_at)!,
    reissues: renewed.reissues,
    channels: texts ? ['sms'] : [],
  };
}
