import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { isMobile, type Lang, type ModuleEntry, type SendOutAudience, type SendOutDef } from '../../../../catalogue';
import { newId, type Database } from '../../../../db';
import { maskMobile } from '../../../../catalogue';
import { outboxSmsProvider, type SessionUser, type SmsLog } from '../../../identity/auth';
import { AppError, message, todayInShanghai } from '../../../platform/core';
import { publishedVersion } from '../questionnaire';
import { endOfBeijingDay, phoneHash } from './campaign-rows';
import { invitationToken, type InvitationKeys } from './invitation-token';

/** At most this many addressees a campaign (the design's bound of the send dialog). */
export const MAX_ADDRESSEES = 2000;
const DAY_MS = 24 * 3600_000;

export interface SendInput {
  title: string;
  note?: string;
  setKey?: string;
  /** The published version pinned; none for a call for reports (`withoutQuestions`). */
  version?: number;
  deadline: string;
  audience: SendOutAudience;
  unionIds?: string[];
  mobiles?: string[];
  sms?: boolean;
  year?: number;
}

/** What sending needs besides the input: who sends, the keys, the site the link points to, the SMS log. */
export interface SendContext {
  db: Kysely<Database>;
  viewer: SessionUser;
  entry: ModuleEntry;
  def: SendOutDef;
  keys: InvitationKeys;
  lang: Lang;
  /** The console's address the link opens (`<site>/q#<token>`). */
  site: string;
  log?: SmsLog;
}

/** The link as sent, and as the outbox keeps it (the token hidden). */
export const linkOf = (site: string, token: string) => `${site}/q#${token}`;
export const hiddenLink = (site: string) => `${site}/q#<已隐藏>`;

interface Addressee {
  unionId: string | null;
  phone: string | null;
  label: string;
}

/** The unions named, each below the sender (400 naming `unionIds.<i>` otherwise), with their contact mobiles. */
async function unionAddressees(db: Kysely<Database>, viewer: SessionUser, ids: readonly string[], lang: Lang): Promise<Addressee[]> {
  const unique = [...new Set(ids)];
  const rows = await db
    .selectFrom('union_org as u')
    .leftJoin('union_profile as p', (j) => j.onRef('p.union_id', '=', 'u.id').onRef('p.tenant_id', '=', 'u.tenant_id'))
    .select(['u.id', 'u.name'])
    .select(sql<string | null>`p.sections->'contact'->>'contactMobile'`.as('mobile'))
    .where('u.tenant_id', '=', viewer.tenantId)
    .where('u.path', 'like', `${viewer.unionPath}%`)
    .where('u.id', '!=', viewer.unionId)
    .where('u.id', 'in', unique.filter((id) => /^\d{1,19}$/.test(id)).length ? unique.filter((id) => /^\d{1,19}$/.test(id)) : ['0'])
    .execute();
  const byId = new Map(rows.map((r) => [String(r.id), r]));
  const outside = ids.findIndex((id) => !byId.has(id));
  if (outside >= 0)
    throw new AppError(
      400,
      'campaignNotBelow',
      { id: ids[outside]! },
      { errors: [{ field: `unionIds.${outside}`, rule: 'below', message: message('campaignNotBelow', lang, { id: ids[outside]! }) }] },
    );
  return unique.map((id) => {
    const u = byId.get(id)!;
    return { unionId: id, phone: u.mobile && isMobile(u.mobile) ? u.mobile : null, label: u.name };
  });
}

/** The mobiles given, each a mobile number (400 naming `mobiles.<i>` otherwise), duplicates dropped. */
function mobileAddressees(mobiles: readonly string[], lang: Lang): Addressee[] {
  const trimmed = mobiles.map((m) => m.trim());
  const bad = trimmed.findIndex((m) => !isMobile(m));
  if (bad >= 0)
    throw new AppError(
      400,
      'campaignNotMobile',
      { value: trimmed[bad]! },
      { errors: [{ field: `mobiles.${bad}`, rule: 'mobile', message: message('campaignNotMobile', lang, { value: trimmed[bad]! }) }] },
    );
  return [...new Set(trimmed)].map((phone) => ({ unionId: null, phone, label: maskMobile(phone) }));
}

const refuse = (field: string, rule: string, key: Parameters<typeof message>[0], lang: Lang, vars: Record<string, string> = {}) =>
  new AppError(400, key, vars, { errors: [{ field, rule, message: message(key, lang, vars) }] });

/**
 * The question set and version a campaign asks to pin: the module's own set (or a member set to
 * `mobiles`), a version named (400 otherwise). A call for reports (`withoutQuestions`) pins none,
 * names none (400 `setKey`, `version`) and texts no link (400 `sms`).
 */
function requestedSet(ctx: SendContext, input: SendInput): { setKey: string; version: number } | null {
  const { entry, def, lang } = ctx;
  if (def.withoutQuestions) {
    if (input.setKey !== undefined) throw refuse('setKey', 'setKey', 'campaignSet', lang, { setKey: input.setKey });
    if (input.version !== undefined) throw refuse('version', 'version', 'campaignNoQuestions', lang);
    // A link would open no questions: the union files its record in the portal, told by its message.
    if (input.sms === true) throw refuse('sms', 'sms', 'campaignCallSms', lang);
    return null;
  }
  const setKey = input.setKey ?? entry.questionnaire!.setKey;
  if (setKey !== entry.questionnaire!.setKey && !(input.audience === 'mobiles' && def.memberSets?.includes(setKey)))
    throw refuse('setKey', 'setKey', 'campaignSet', lang, { setKey });
  if (input.version === undefined) throw refuse('version', 'required', 'campaignVersionRequired', lang);
  return { setKey, version: input.version };
}

/**
 * campaign/send: a campaign of a published version (none for a call for reports) to unions below the
 * sender or to mobiles, with a deadline; one invitation per addressee (duplicates dropped), each sent its link: a union by a portal
 * message (and an SMS to its contact mobile when `sms`), a mobile by SMS. The outbox keeps each text
 * with its token hidden.
 */
export async function sendCampaign(ctx: SendContext, input: SendInput) {
  const { db, viewer, entry, def, keys, lang } = ctx;
  if (!def.audiences.includes(input.audience) || input.audience === 'records')
    throw refuse('audience', 'audience', 'campaignAudience', lang, { audience: input.audience });
  const requested = requestedSet(ctx, input);
  const maxDays = def.maxDays ?? 90;
  const now = new Date();
  const today = todayInShanghai(now);
  if (
    !/^\d{4}-\d{2}-\d{2}$/.test(input.deadline) ||
    input.deadline < today ||
    input.deadline > todayInShanghai(new Date(now.getTime() + maxDays * DAY_MS))
  )
    throw refuse('deadline', 'deadline', 'campaignDeadline', lang, { days: String(maxDays) });
  // A campaign to unions asks about a year (finance6's year audited, `sendOut.yearField`): the sender's, else
  // this one, or last year where the year must have ended (`endedYear`: finance7's 决算).
  const thisYear = Number(today.slice(0, 4));
  const year = input.audience === 'unions' ? (input.year ?? (def.endedYear ? thisYear - 1 : thisYear)) : null;
  if (def.endedYear && year !== null && year >= thisYear)
    throw refuse('year', 'yearEnded', 'campaignYearNotEnded', lang, { year: String(year) });
  const given = input.audience === 'unions' ? (input.unionIds ?? []) : (input.mobiles ?? []);
  if (given.length === 0 || given.length > MAX_ADDRESSEES)
    throw refuse(input.audience === 'unions' ? 'unionIds' : 'mobiles', 'count', 'campaignAddressees', lang, {
      max: String(MAX_ADDRESSEES),
    });
  // The version pinned must be published (409 otherwise); a call for reports pins none.
  const pinned = requested && (await publishedVersion(db, viewer.tenantId, requested.setKey, requested.version));
  if (requested && !pinned) throw new AppError(409, 'questionSetNotPublished');
  const addressees = input.audience === 'unions' ? await unionAddressees(db, viewer, given, lang) : mobileAddressees(given, lang);

  // Whole seconds: the token carries the expiry in seconds, and the row must not outlive it.
  const expiresAt = new Date(
    Math.floor(Math.min(endOfBeijingDay(input.deadline).getTime(), now.getTime() + maxDays * DAY_MS) / 1000) * 1000,
  );
  const campaignId = newId();
  const sms = input.audience === 'mobiles' || input.sms === true;
  const invitations = addressees.map((a) => ({
    id: newId(),
    tenant_id: viewer.tenantId,
    campaign_id: campaignId,
    union_id: a.unionId,
    record_id: null,
    phone: a.phone,
    phone_hash: a.phone && input.audience === 'mobiles' ? phoneHash(keys, a.phone) : null,
    label: a.label,
    nonce: randomBytes(8),
    expires_at: expiresAt,
    channels: JSON.stringify([...(a.unionId ? ['portal'] : []), ...(sms && a.phone ? ['sms'] : [])]),
  }));
  const title = input.title.trim();
  const note = input.note?.trim() || null;
  const day = today;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('questionnaire_campaign')
      .values({
        id: campaignId,
        tenant_id: viewer.tenantId,
        module: entry.key,
        set_key: requested?.setKey ?? null,
        version: pinned ? pinned.version : null,
        title,
        note,
        audience: input.audience,
        sender_union_id: viewer.unionId,
        sender_union_path: viewer.unionPath,
        sender_id: viewer.id,
        deadline: input.deadline,
        year,
      })
      .execute();
    for (let i = 0; i < invitations.length; i += 500)
      await trx
        .insertInto('questionnaire_invitation')
        .values(invitations.slice(i, i + 500))
        .execute();
    const toUnions = invitations.filter((inv) => inv.union_id);
    if (toUnions.length)
      await trx
        .insertInto('union_message')
        .values(
          toUnions.map((inv) => ({
            id: newId(),
            tenant_id: viewer.tenantId,
            union_id: inv.union_id!,
            kind: 'questionnaire',
            module: entry.key,
            day,
            title: message(pinned ? 'campaignMessageTitle' : 'campaignCallMessageTitle', 'zh', { title }),
            content: message(pinned ? 'campaignMessageContent' : 'campaignCallMessageContent', 'zh', {
              union: viewer.unionName,
              deadline: input.deadline,
              title,
              note: note ?? '',
            }).trim(),
            sent_by: viewer.id,
            sent_by_union: viewer.unionId,
            channels: inv.channels,
            subject_id: campaignId,
          })),
        )
        .execute();
  });
  const texts = invitations.filter((inv) => inv.phone && sms);
  for (const inv of texts) await textLink(ctx, inv, title, input.deadline, 'questionnaire-invite');
  const notReached = addressees.filter((a) => a.unionId === null && !a.phone).map((a) => ({ label: a.label, reason: 'noMobile' }));
  return { id: campaignId, invited: invitations.length, texted: texts.length, notReached };
}

/** An SMS of a link: its template, and its text around the link (the real one, or the outbox's hidden one). */
export interface LinkText {
  template: string;
  text: (link: string) => string;
}

/** The Beijing month and day of a date (`12月15日`), as the texts name a deadline. */
export const monthDay = (day: string) => `${Number(day.slice(5, 7))}月${Number(day.slice(8, 10))}日`;

/** The invitation and reminder texts of a campaign to unions or mobiles. */
export function campaignText(
  unionName: string,
  title: string,
  deadline: string,
  template: 'questionnaire-invite' | 'questionnaire-remind',
): LinkText {
  const until = monthDay(deadline);
  return {
    template,
    text: (link) =>
      template === 'questionnaire-invite'
        ? `【${unionName}】邀请您填写“${title}”，${until}前有效：${link}`
        : `【${unionName}】“${title}”尚未填写，截止${until}：${link}`,
  };
}

/** Texts an invitation its link: the provider gets the token, the outbox keeps it hidden. */
export async function textLink(
  ctx: Pick<SendContext, 'db' | 'viewer' | 'keys' | 'site' | 'log'>,
  inv: { id: string; phone: string | null; nonce: Buffer; expires_at: Date },
  title: string,
  deadline: string,
  sms: 'questionnaire-invite' | 'questionnaire-remind' | LinkText,
): Promise<void> {
  if (!inv.phone) return;
  const token = invitationToken(
    { tenantId: ctx.viewer.tenantId, invitationId: inv.id, expiresAt: inv.expires_at, nonce: inv.nonce },
    ctx.keys,
  );
  const { template, text } = typeof sms === 'string' ? campaignText(ctx.viewer.unionName, title, deadline, sms) : sms;
  await outboxSmsProvider(ctx.db, ctx.log).send({
    tenantId: ctx.viewer.tenantId,
    phone: inv.phone,
    template,
    params: { union: ctx.viewer.unionName, title, deadline, invitationId: inv.id },
    content: text(linkOf(ctx.site, token)),
    keptContent: text(hiddenLink(ctx.site)),
  });
}
