import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../../db';
import type { SessionUser } from '../../../identity/auth';
import { notFound, todayInShanghai } from '../../../platform/core';
import { publishedVersion } from '../questionnaire';
import { campaigns, isClosed, type CampaignRow } from './campaign-rows';

/** The campaigns of the module that invited the caller's union (`unions`), with the invitation and sender. */
const invitedTo = (db: Kysely<Database>, viewer: SessionUser, module: string) =>
  campaigns(db, viewer.tenantId)
    .where('module', '=', module)
    .where('audience', '=', 'unions')
    .innerJoin('questionnaire_invitation as i', (j) =>
      j.onRef('i.campaign_id', '=', 'questionnaire_campaign.id').on('i.union_id', '=', viewer.unionId),
    )
    .leftJoin('union_org as s', (j) =>
      j.onRef('s.id', '=', 'questionnaire_campaign.sender_union_id').onRef('s.tenant_id', '=', 'questionnaire_campaign.tenant_id'),
    )
    .select(['i.answered_at as answeredAt', 's.name as senderName']);

type InvitedRow = CampaignRow & { answeredAt: Date | null; senderName: string | null };

/** The caller union's record of each campaign (the newest, as the period keeps one live), by campaign id. */
async function recordsOf(db: Kysely<Database>, viewer: SessionUser, module: string, field: string, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, { id: string; state: string }>();
  const rows = await db
    .selectFrom('record')
    .select(['id', 'state', sql<string>`form->>${field}`.as('campaign')])
    .where('tenant_id', '=', viewer.tenantId)
    .where('module', '=', module)
    .where('union_id', '=', viewer.unionId)
    .where('state', '!=', 'removed')
    .where(sql<string>`form->>${field}`, 'in', ids)
    .orderBy('create_time', 'asc')
    .execute();
  return new Map(rows.map((r) => [r.campaign, { id: String(r.id), state: r.state }]));
}

const viewOf = (c: InvitedRow, record: { id: string; state: string } | undefined) => ({
  id: String(c.id),
  title: c.title,
  note: c.note,
  year: c.year,
  deadline: c.deadline,
  state: isClosed(c) ? ('closed' as const) : ('open' as const),
  senderUnionId: String(c.sender_union_id),
  senderUnion: c.senderName ?? '',
  setKey: c.set_key,
  version: c.version,
  answeredAt: c.answeredAt ? c.answeredAt.toISOString() : null,
  recordId: record?.id ?? null,
  recordState: record?.state ?? null,
});

/**
 * `sendOut.calls.campaign` (finance6 `getSurveyById`): the campaign `id` of the module that invited
 * the caller's union (404 for any other), with its sender, deadline, pinned version and questions, and
 * the union's record of it, if any.
 */
export async function invitedCampaign(db: Kysely<Database>, viewer: SessionUser, module: string, field: string, id: string) {
  const row = (await invitedTo(db, viewer, module).where('questionnaire_campaign.id', '=', id).executeTakeFirst()) as
    | InvitedRow
    | undefined;
  if (!row) throw notFound();
  const version = await publishedVersion(db, viewer.tenantId, row.set_key, row.version);
  const records = await recordsOf(db, viewer, module, field, [String(row.id)]);
  return { ...viewOf(row, records.get(String(row.id))), content: version?.content ?? null };
}

/** Without an id: the module's open campaigns that invited the caller's union, nearest deadline first. */
export async function openInvitedCampaigns(db: Kysely<Database>, viewer: SessionUser, module: string, field: string) {
  const rows = (await invitedTo(db, viewer, module)
    .where('questionnaire_campaign.state', '=', 'open')
    .where(sql<boolean>`deadline >= ${todayInShanghai()}::date`)
    .orderBy('deadline', 'asc')
    .orderBy('questionnaire_campaign.id', 'desc')
    .limit(100)
    .execute()) as InvitedRow[];
  const records = await recordsOf(db, viewer, module, field, rows.map((r) => String(r.id)));
  return rows.map((r) => viewOf(r, records.get(String(r.id))));
}
