import { createHmac } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, QuestionnaireCampaign } from '../../../../db';
import type { SessionUser } from '../../../identity/auth';
import { notFound, todayInShanghai } from '../../../platform/core';
import type { InvitationKeys } from './invitation-token';

type Db = Kysely<Database> | Transaction<Database>;

/** A campaign as read: its deadline a Beijing day (text, never a Date at the server's midnight). */
export type CampaignRow = Omit<QuestionnaireCampaign, 'deadline'> & { deadline: string };

const COLUMNS = [
  'id',
  'tenant_id',
  'module',
  'set_key',
  'version',
  'title',
  'note',
  'audience',
  'sender_union_id',
  'sender_union_path',
  'sender_id',
  'year',
  'state',
  'closed_at',
  'closed_by',
  'numbers_erased_at',
  'create_time',
] as const;

/** The campaigns of a tenant, as read (the deadline as text). */
export const campaigns = (db: Db, tenantId: string) =>
  db
    .selectFrom('questionnaire_campaign')
    .select(COLUMNS)
    .select(sql<string>`deadline::text`.as('deadline'))
    .where('tenant_id', '=', tenantId);

/**
 * A campaign of the module the viewer may see: one its union sent, or a union below it (by path);
 * 404 for any other, so no one learns which campaigns exist.
 */
export async function visibleCampaign(db: Db, viewer: SessionUser, module: string, id: string): Promise<CampaignRow> {
  if (!/^\d{1,19}$/.test(id)) throw notFound();
  const row = await campaigns(db, viewer.tenantId)
    .where('id', '=', id)
    .where('module', '=', module)
    .where('sender_union_path', 'like', `${viewer.unionPath}%`)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** Closed by its sender, or past its deadline (no job needs to close it). */
export const isClosed = (c: Pick<CampaignRow, 'state' | 'deadline'>, now = new Date()) =>
  c.state === 'closed' || c.deadline < todayInShanghai(now);

/** The last second of a Beijing day. */
export const endOfBeijingDay = (day: string) => new Date(`${day}T23:59:59+08:00`);

/** A number's HMAC (duplicates and counts after erasure), keyed by the link key 0 with its own label. */
export const phoneHash = (keys: InvitationKeys, phone: string) =>
  createHmac('sha256', keys.keys.get(0)!).update(`questionnaire-phone\n${phone}`).digest('hex');

/** An invitation's reminders with one more at `now` (kept in order: its history lists each). */
export const remindedNow = (now: Date) => sql<Date[]>`array_append(reminded_at, ${now}::timestamptz)`;
