import { sql, type Kysely } from 'kysely';
import type { Lang } from '../../../../catalogue';
import { newId, type Database, type QuestionnaireInvitation } from '../../../../db';
import type { InvitationConfig } from '../../../platform/config';
import type { SessionUser } from '../../../identity/auth';
import {
  AppError,
  formatTime,
  message,
  offsetOf,
  pageOf,
  parseSort,
  todayInShanghai,
  type MessageKey,
  type Paging,
} from '../../../platform/core';
import { campaigns, isClosed, remindedNow, visibleCampaign, type CampaignRow } from './campaign-rows';
import { textLink, type SendContext } from './campaign-send';
import { answeredAtOf } from './union-filed';

/** Reminders an invitation may have over its campaign. */
const MAX_REMINDERS = 3;

type Counts = { invited: number; opened: number; answered: number; expired: number };

/** Each campaign's counts of invitations: invited, opened, answered (`answeredAtOf`), and expired unanswered. */
async function countsOf(db: Kysely<Database>, tenantId: string, module: string, ids: readonly string[]): Promise<Map<string, Counts>> {
  if (ids.length === 0) return new Map();
  const answeredAt = answeredAtOf(module);
  const rows = await db
    .selectFrom('questionnaire_invitation as i')
    .select('i.campaign_id')
    .select([
      sql<number>`count(*)::int`.as('invited'),
      sql<number>`count(i.opened_at)::int`.as('opened'),
      sql<number>`count(${answeredAt})::int`.as('answered'),
      sql<number>`count(*) filter (where ${answeredAt} is null and (i.expires_at <= now() or i.revoked_at is not null))::int`.as('expired'),
    ])
    .where('i.tenant_id', '=', tenantId)
    .where('i.campaign_id', 'in', ids)
    .groupBy('i.campaign_id')
    .execute();
  return new Map(
    rows.map((r) => [String(r.campaign_id), { invited: r.invited, opened: r.opened, answered: r.answered, expired: r.expired }]),
  );
}

const campaignView = (c: CampaignRow, n: Counts | undefined) => {
  const counts = n ?? { invited: 0, opened: 0, answered: 0, expired: 0 };
  return {
    id: String(c.id),
    title: c.title,
    note: c.note,
    audience: c.audience,
    setKey: c.set_key,
    version: c.version,
    deadline: c.deadline,
    state: isClosed(c) ? ('closed' as const) : ('open' as const),
    sentAt: formatTime(c.create_time)!,
    closedAt: formatTime(c.closed_at),
    ...counts,
    rate: counts.invited ? Math.round((counts.answered / counts.invited) * 1000) / 10 : 0,
  };
};

/** campaign/list: the campaigns the caller's union sent for the module, newest first, with their counts. */
const CAMPAIGN_SORT = { createTime: 'create_time', deadline: 'deadline', title: 'title' } as const;

export async function listCampaigns(db: Kysely<Database>, viewer: SessionUser, module: string, paging: Paging, state?: 'open' | 'closed') {
  let q = campaigns(db, viewer.tenantId).where('module', '=', module).where('sender_union_id', '=', viewer.unionId);
  const today = todayInShanghai();
  if (state === 'open') q = q.where('state', '=', 'open').where(sql<boolean>`deadline >= ${today}::date`);
  if (state === 'closed') q = q.where((eb) => eb.or([eb('state', '=', 'closed'), sql<boolean>`deadline < ${today}::date`]));
  const { limit, offset } = offsetOf(paging);
  // The fields a list may sort by (a field not on it is a 400, never SQL); newest first by default.
  const sort = parseSort(paging, CAMPAIGN_SORT, [{ column: 'create_time', direction: 'desc' }]);
  const [rows, total] = await Promise.all([
    sort
      .reduce((acc, t) => acc.orderBy(t.column, t.direction), q)
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    q
      .clearSelect()
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const counts = await countsOf(
    db,
    viewer.tenantId,
    module,
    rows.map((r) => String(r.id)),
  );
  return pageOf(
    rows.map((r) => campaignView(r, counts.get(String(r.id)))),
    total.n,
    paging,
  );
}

/** An invitation (with when it was answered, `answeredAtOf`) as the sender reads it. */
type Invitation = QuestionnaireInvitation & { answeredAt: Date | null };

/** An invitation's state as the sender reads it. */
function invitationState(inv: Invitation, closed: boolean) {
  if (inv.answeredAt) return 'answered';
  if (inv.revoked_at) return 'revoked';
  if (closed || inv.expires_at.getTime() <= Date.now()) return 'expired';
  return inv.opened_at ? 'opened' : 'sent';
}

/** campaign/detail: one campaign and a page of its invitations (numbers masked: the label is all a list shows). */
export async function campaignDetail(db: Kysely<Database>, viewer: SessionUser, module: string, id: string, paging: Paging) {
  const c = await visibleCampaign(db, viewer, module, id);
  const { limit, offset } = offsetOf(paging);
  const invitations = await db
    .selectFrom('questionnaire_invitation as i')
    .selectAll('i')
    .select(answeredAtOf(module).as('answeredAt'))
    .where('i.tenant_id', '=', viewer.tenantId)
    .where('i.campaign_id', '=', c.id)
    .orderBy('i.id')
    .limit(limit)
    .offset(offset)
    .execute();
  const counts = (await countsOf(db, viewer.tenantId, module, [String(c.id)])).get(String(c.id));
  const closed = isClosed(c);
  return {
    campaign: campaignView(c, counts),
    invitations: pageOf(
      invitations.map((inv) => ({
        id: String(inv.id),
        label: inv.label,
        unionId: inv.union_id === null ? null : String(inv.union_id),
        channels: inv.channels,
        state: invitationState(inv, closed),
        sentAt: formatTime(inv.sent_at)!,
        openedAt: formatTime(inv.opened_at),
        answeredAt: formatTime(inv.answeredAt),
        reminders: inv.reminders,
      })),
      counts?.invited ?? 0,
      paging,
    ),
  };
}

/** campaign/close: ends the campaign at once; its links answer 410 from then on. 409 when it is closed already. */
export async function closeCampaign(db: Kysely<Database>, viewer: SessionUser, module: string, id: string) {
  const c = await visibleCampaign(db, viewer, module, id);
  if (isClosed(c)) throw new AppError(409, 'campaignClosed');
  const closed = await db
    .updateTable('questionnaire_campaign')
    .set({ state: 'closed', closed_at: new Date(), closed_by: viewer.id })
    .where('tenant_id', '=', viewer.tenantId)
    .where('id', '=', c.id)
    .where('state', '=', 'open')
    .returning('id')
    .executeTakeFirst();
  if (!closed) throw new AppError(409, 'campaignClosed');
  return { id: String(c.id), state: 'closed' as const };
}

/** The Beijing hour now. */
const beijingHour = (now: Date) => (now.getUTCHours() + 8) % 24;

/** Within the SMS quiet hours (from 21:00 to 08:00 Beijing time by default; equal hours: never). */
export function inQuietHours(now: Date, cfg: Pick<InvitationConfig, 'quietFrom' | 'quietUntil'>): boolean {
  const h = beijingHour(now);
  if (cfg.quietFrom === cfg.quietUntil) return false;
  return cfg.quietFrom < cfg.quietUntil ? h >= cfg.quietFrom && h < cfg.quietUntil : h >= cfg.quietFrom || h < cfg.quietUntil;
}

type Skip = 'answered' | 'expired' | 'remindedToday' | 'remindLimit' | 'noMobile' | 'quietHours';
const SKIP_MESSAGES: Record<Skip, MessageKey> = {
  answered: 'remindAnswered',
  expired: 'remindExpired',
  remindedToday: 'remindedToday',
  remindLimit: 'remindLimit',
  noMobile: 'remindNoMobile',
  quietHours: 'quietHours',
};

/**
 * campaign/remind: the invitations not answered (all, or those named) are reminded: a union by a
 * portal message naming the campaign (one a union, campaign and Beijing day) and an SMS where it was
 * texted; a mobile by an SMS with the same link. At most one a Beijing day and three in all per
 * invitation; no SMS in the quiet hours. Each invitation is answered as reminded or skipped, with why.
 */
export async function remindCampaign(
  ctx: Omit<SendContext, 'entry' | 'def'> & { quiet: Pick<InvitationConfig, 'quietFrom' | 'quietUntil'> },
  module: string,
  id: string,
  invitationIds: readonly string[] | undefined,
  now = new Date(),
) {
  const { db, viewer, lang } = ctx;
  const c = await visibleCampaign(db, viewer, module, id);
  if (isClosed(c, now)) throw new AppError(409, 'campaignClosed');
  let q = db
    .selectFrom('questionnaire_invitation as i')
    .selectAll('i')
    .select(answeredAtOf(module).as('answeredAt'))
    .where('i.tenant_id', '=', viewer.tenantId)
    .where('i.campaign_id', '=', c.id);
  if (invitationIds) q = q.where('i.id', 'in', invitationIds.length ? invitationIds.filter((i) => /^\d{1,19}$/.test(i)) : ['0']);
  const invitations = await q.orderBy('i.id').execute();
  const today = todayInShanghai(now);
  const quiet = inQuietHours(now, ctx.quiet);
  const reminded: { invitationId: string; label: string; channels: string[] }[] = [];
  const skipped: { invitationId: string; label: string; reason: Skip; msg: string }[] = [];
  const skip = (inv: Invitation, reason: Skip) =>
    skipped.push({ invitationId: String(inv.id), label: inv.label, reason, msg: message(SKIP_MESSAGES[reason], lang as Lang) });
  for (const inv of invitations) {
    if (inv.answeredAt) skip(inv, 'answered');
    else if (inv.revoked_at || inv.expires_at.getTime() <= now.getTime()) skip(inv, 'expired');
    else if (inv.last_reminded_at && todayInShanghai(inv.last_reminded_at) === today) skip(inv, 'remindedToday');
    else if (inv.reminders >= MAX_REMINDERS) skip(inv, 'remindLimit');
    else {
      const texts = Boolean(inv.phone) && (c.audience !== 'unions' || inv.channels.includes('sms'));
      if (!inv.union_id && !texts) {
        skip(inv, 'noMobile');
        continue;
      }
      if (!inv.union_id && quiet) {
        skip(inv, 'quietHours');
        continue;
      }
      const channels: string[] = [];
      // The claim of the day: a parallel reminder of the same invitation finds it taken and sends nothing.
      const claimed = await db
        .updateTable('questionnaire_invitation')
        .set({ reminders: sql`reminders + 1`, last_reminded_at: now, reminded_at: remindedNow(now) })
        .where('id', '=', inv.id)
        .where((eb) =>
          eb.or([eb('last_reminded_at', 'is', null), sql<boolean>`(last_reminded_at at time zone 'Asia/Shanghai')::date < ${today}::date`]),
        )
        .where('reminders', '<', MAX_REMINDERS)
        .returning('id')
        .executeTakeFirst();
      if (!claimed) {
        skip(inv, 'remindedToday');
        continue;
      }
      if (inv.union_id) {
        const written = await db
          .insertInto('union_message')
          .values({
            id: newId(),
            tenant_id: viewer.tenantId,
            union_id: inv.union_id,
            kind: 'questionnaire',
            module,
            day: today,
            // A call for reports (no set) is named as one, as it was sent.
            title: message(c.set_key === null ? 'campaignCallMessageTitle' : 'campaignMessageTitle', 'zh', { title: c.title }),
            content: message(c.set_key === null ? 'campaignCallMessageContent' : 'campaignMessageContent', 'zh', {
              union: viewer.unionName,
              deadline: c.deadline,
              title: c.title,
              note: '',
            }).trim(),
            sent_by: viewer.id,
            sent_by_union: viewer.unionId,
            channels: JSON.stringify(inv.channels),
            subject_id: String(c.id),
          })
          .onConflict((oc) => oc.columns(['tenant_id', 'subject_id', 'union_id', 'day']).where('kind', '=', 'questionnaire').doNothing())
          .returning('id')
          .executeTakeFirst();
        if (written) channels.push('portal');
      }
      if (texts && !quiet) {
        await textLink(ctx, inv, c.title, c.deadline, 'questionnaire-remind');
        channels.push('sms');
      }
      reminded.push({ invitationId: String(inv.id), label: inv.label, channels });
    }
  }
  return { id: String(c.id), sentAt: formatTime(now)!, reminded, skipped };
}
