import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../../db';
import type { SessionUser } from '../../../identity/auth';
import { notFound, todayInShanghai } from '../../../platform/core';
import { publishedVersion } from '../questionnaire';
import { campaigns, isClosed, type CampaignRow } from './campaign-rows';
import { answeredAtOf } from './union-filed';

/** The campaigns of the module that invited the caller's union (`unions`). */
const invitedTo = (db: Kysely<Database>, viewer: SessionUser, module: string) =>
  campaigns(db, viewer.tenantId)
    .where('module', '=', module)
    .where('audience', '=', 'unions')
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('questionnaire_invitation')
        .select('campaign_id')
        .where('tenant_id', '=', viewer.tenantId)
        .where('union_id', '=', viewer.unionId),
    );

/** Each campaign with when the union answered it (its record filed, `answeredAtOf`), and its sender's name. */
async function withInvitation(
  db: Kysely<Database>,
  viewer: SessionUser,
  module: string,
  rows: readonly CampaignRow[],
): Promise<InvitedRow[]> {
  if (rows.length === 0) return [];
  const [invitations, senders] = await Promise.all([
    db
      .selectFrom('questionnaire_invitation as i')
      .select('i.campaign_id')
      .select(answeredAtOf(module).as('answeredAt'))
      .where('i.tenant_id', '=', viewer.tenantId)
      .where('i.union_id', '=', viewer.unionId)
      .where(
        'i.campaign_id',
        'in',
        rows.map((r) => r.id),
      )
      .execute(),
    db
      .selectFrom('union_org')
      .select(['id', 'name'])
      .where('tenant_id', '=', viewer.tenantId)
      .where(
        'id',
        'in',
        rows.map((r) => r.sender_union_id),
      )
      .execute(),
  ]);
  const answered = new Map(invitations.map((i) => [String(i.campaign_id), i.answeredAt]));
  const names = new Map(senders.map((u) => [String(u.id), u.name]));
  return rows.map((r) => ({
    ...r,
    answeredAt: answered.get(String(r.id)) ?? null,
    senderName: names.get(String(r.sender_union_id)) ?? null,
  }));
}

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
  if (!/^\d{1,19}$/.test(id)) throw notFound();
  const [row] = await withInvitation(db, viewer, module, await invitedTo(db, viewer, module).where('id', '=', id).execute());
  if (!row) throw notFound();
  // A call for reports (`withoutQuestions`) has no questions.
  const version =
    row.set_key === null || row.version === null ? undefined : await publishedVersion(db, viewer.tenantId, row.set_key, row.version);
  const records = await recordsOf(db, viewer, module, field, [String(row.id)]);
  return { ...viewOf(row, records.get(String(row.id))), content: version?.content ?? null };
}

/** Without an id: the module's open campaigns that invited the caller's union, nearest deadline first. */
export async function openInvitedCampaigns(db: Kysely<Database>, viewer: SessionUser, module: string, field: string) {
  const open = await invitedTo(db, viewer, module)
    .where('state', '=', 'open')
    .where(sql<boolean>`deadline >= ${todayInShanghai()}::date`)
    .orderBy('deadline', 'asc')
    .orderBy('id', 'desc')
    .limit(100)
    .execute();
  const rows = await withInvitation(db, viewer, module, open);
  const records = await recordsOf(
    db,
    viewer,
    module,
    field,
    rows.map((r) => String(r.id)),
  );
  return rows.map((r) => viewOf(r, records.get(String(r.id))));
}
