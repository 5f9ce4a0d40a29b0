import { createHash, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Lang } from '../../../../catalogue';
import { checkAnswers } from '../../../../catalogue/questionnaire';
import { newId, withTenant, type Database } from '../../../../db';
import { AppError, formatTime, InvalidInputError } from '../../../platform/core';
import { publishedVersion } from '../questionnaire';
import { campaigns, isClosed } from './campaign-rows';
import { canonical } from './canonical-json';
import { readInvitationToken, type InvitationKeys } from './invitation-token';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const invalid = () => new AppError(404, 'invitationInvalid');
const used = (answeredAt: Date | null) => new AppError(409, 'invitationUsed', {}, { answeredAt: formatTime(answeredAt) });

/**
 * The invitation a link names, after the checks every public call runs (docs/forms/group-c-survey.md,
 * "The checks, in order"): the token's shape, MAC and expiry (404, 410) before the database; then, in
 * the token's tenant, the row with the same nonce (404), not revoked, its campaign open, the row
 * itself not expired (410), not answered (409 with the time, never the answers).
 */
async function checkedInvitation(db: Kysely<Database>, keys: InvitationKeys, token: string | undefined) {
  const read = readInvitationToken(token, keys);
  if ('refused' in read) throw read.refused === 'expired' ? new AppError(410, 'invitationExpired') : invalid();
  const { claim } = read;
  const tenant = await db
    .selectFrom('tenant')
    .select('tenant_id')
    .where('tenant_id', '=', claim.tenantId)
    .where('is_deleted', '=', false)
    .executeTakeFirst();
  if (!tenant) throw invalid();
  const inv = await db
    .selectFrom('questionnaire_invitation')
    .selectAll()
    .where('tenant_id', '=', claim.tenantId)
    .where('id', '=', claim.invitationId)
    .executeTakeFirst();
  if (!inv || inv.nonce.length !== claim.nonce.length || !timingSafeEqual(inv.nonce, claim.nonce)) throw invalid();
  const campaign = await campaigns(db, claim.tenantId).where('id', '=', inv.campaign_id).executeTakeFirstOrThrow();
  if (inv.revoked_at || isClosed(campaign)) throw new AppError(410, 'invitationClosed');
  if (inv.expires_at.getTime() <= Date.now()) throw new AppError(410, 'invitationExpired');
  if (inv.answered_at) throw used(inv.answered_at);
  // A call for reports has nothing to answer by link: its unions file their records in the portal.
  if (campaign.set_key === null || campaign.version === null) throw invalid();
  const version = await publishedVersion(db, claim.tenantId, campaign.set_key, campaign.version);
  if (!version) throw invalid();
  return { tenantId: claim.tenantId, inv, campaign: { ...campaign, version: campaign.version }, content: version.content };
}

/** The public calls run in the token's tenant: the tenant wall is set to it, never to a header. */
const inTenantOf = <T>(keys: InvitationKeys, token: string | undefined, fn: (tenantId: string) => Promise<T>): Promise<T> => {
  const read = readInvitationToken(token, keys);
  return withTenant('claim' in read ? read.claim.tenantId : '', () => fn('claim' in read ? read.claim.tenantId : ''));
};

/** open: what the answer page shows; the first open is noted (no use of the link). */
export function openInvitation(db: Kysely<Database>, keys: InvitationKeys, token: string | undefined) {
  return inTenantOf(keys, token, async () => {
    const { inv, campaign, content } = await checkedInvitation(db, keys, token);
    await db
      .updateTable('questionnaire_invitation')
      .set({ opened_at: new Date() })
      .where('id', '=', inv.id)
      .where('opened_at', 'is', null)
      .execute();
    const sender = await db
      .selectFrom('union_org')
      .select('name')
      .where('tenant_id', '=', campaign.tenant_id)
      .where('id', '=', campaign.sender_union_id)
      .executeTakeFirst();
    return {
      senderUnion: sender?.name ?? '',
      title: campaign.title,
      note: campaign.note,
      deadline: campaign.deadline,
      addressee: inv.label,
      audience: campaign.audience,
      expiresAt: formatTime(inv.expires_at)!,
      version: campaign.version,
      content,
    };
  });
}

/**
 * answer: the answers checked against the campaign's version in submit mode (400 naming
 * `answers.<questionId>`), then the single use in one transaction: the conditional update claims the
 * invitation and the response is stored; no row claimed means another answer won (409).
 */
export function answerInvitation(
  db: Kysely<Database>,
  keys: InvitationKeys,
  token: string | undefined,
  answers: unknown,
  lang: Lang,
  client: { ip: string; agent: string | undefined },
  idempotencyKey?: string,
) {
  return inTenantOf(keys, token, async (tenantId) => {
    // The key bound to the invitation and these answers: a retry of a lost answer gets the stored 200.
    const repeat = idempotencyKey ? sha256(`${idempotencyKey}\n${canonical(answers)}`) : null;
    const stored = async (err: unknown) => {
      if (!repeat || !(err instanceof AppError) || err.status !== 409) throw err;
      const read = readInvitationToken(token, keys);
      const row = await db
        .selectFrom('questionnaire_response')
        .select('answered_at')
        .where('tenant_id', '=', tenantId)
        .where('invitation_id', '=', 'claim' in read ? read.claim.invitationId : '0')
        .where('idempotency', '=', repeat)
        .executeTakeFirst();
      if (!row) throw err;
      return { answeredAt: formatTime(row.answered_at)! };
    };
    const found = await checkedInvitation(db, keys, token).catch(stored);
    if (!('inv' in found)) return found;
    const { inv, campaign, content } = found;
    const checked = checkAnswers(content.questions, answers, 'submit', lang);
    if (checked.errors.length) throw new InvalidInputError(checked.errors);
    const answeredAt = await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable('questionnaire_invitation')
        .set({ answered_at: new Date() })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', inv.id)
        .where('answered_at', 'is', null)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', new Date())
        .returning('answered_at')
        .executeTakeFirst();
      if (!claimed) return null;
      await trx
        .insertInto('questionnaire_response')
        .values({
          id: newId(),
          tenant_id: tenantId,
          campaign_id: campaign.id,
          invitation_id: inv.id,
          version: campaign.version,
          answers: JSON.stringify(checked.value),
          client: sha256(`${client.ip}\n${client.agent ?? ''}`),
          idempotency: repeat,
        })
        .execute();
      return claimed.answered_at;
    });
    if (!answeredAt) {
      const now = await db.selectFrom('questionnaire_invitation').select('answered_at').where('id', '=', inv.id).executeTakeFirst();
      return stored(used(now?.answered_at ?? null));
    }
    return { answeredAt: formatTime(answeredAt)! };
  });
}
