import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db';
import type { SessionUser } from '../../identity';
import { formatTime, offsetOf, pageOf, type Paging } from '../../platform/core';

/** How a full view left the portal (docs/forms/group-c-rights.md "Every way out"). */
export type ViewChannel = 'reveal' | 'edit' | 'detail' | 'print' | 'file' | 'zip';

/** One full view, as the answering call writes it. */
export interface PersonalDataViewEntry {
  viewer: SessionUser;
  role: 'applicant' | 'reviewer';
  record: { id: string; module: string; tenantId: string };
  fields: readonly string[];
  channel: ViewChannel;
  purpose: string;
  request: { id: string; ip: string | null; userAgent: string | null };
}

/**
 * Writes one row of the log, in the transaction of the answer it logs: when the row cannot be
 * written the answer is not given (fail closed, PD-4).
 */
export async function logPersonalDataView(trx: Transaction<Database>, e: PersonalDataViewEntry): Promise<void> {
  await trx
    .insertInto('personal_data_view')
    .values({
      tenant_id: e.record.tenantId,
      account_id: e.viewer.id,
      union_id: e.viewer.unionId,
      role: e.role,
      record_id: e.record.id,
      module: e.record.module,
      fields: [...e.fields],
      channel: e.channel,
      purpose: e.purpose,
      request_id: e.request.id,
      ip: e.request.ip,
      user_agent: e.request.userAgent,
    })
    .execute();
}

/** The filters of the log's list. */
export interface ViewLogFilters extends Paging {
  recordId?: string;
  module?: string;
  accountId?: string;
  /** Days (yyyy-MM-dd, Beijing), both included. */
  from?: string;
  to?: string;
}

/** The log of the viewer's tenant, newest first, a page at a time, with the names of who viewed. */
export async function personalDataViews(db: Kysely<Database>, viewer: SessionUser, filters: ViewLogFilters) {
  const { limit, offset } = offsetOf(filters);
  let q = db
    .selectFrom('personal_data_view as v')
    .leftJoin('app_user as u', (j) => j.onRef('u.id', '=', 'v.account_id').onRef('u.tenant_id', '=', 'v.tenant_id'))
    .leftJoin('union_org as o', (j) => j.onRef('o.id', '=', 'v.union_id').onRef('o.tenant_id', '=', 'v.tenant_id'))
    .where('v.tenant_id', '=', viewer.tenantId);
  if (filters.recordId) q = q.where('v.record_id', '=', filters.recordId);
  if (filters.module) q = q.where('v.module', '=', filters.module);
  if (filters.accountId) q = q.where('v.account_id', '=', filters.accountId);
  // The days are Beijing's: a view at 23:30 there is of that day.
  if (filters.from) q = q.where('v.at', '>=', new Date(`${filters.from}T00:00:00+08:00`));
  if (filters.to) q = q.where('v.at', '<', new Date(new Date(`${filters.to}T00:00:00+08:00`).getTime() + 86_400_000));
  const [rows, total] = await Promise.all([
    q
      .select([
        'v.id',
        'v.at',
        'v.account_id',
        'u.real_name as account_name',
        'v.union_id',
        'o.name as union_name',
        'v.role',
        'v.record_id',
        'v.module',
        'v.fields',
        'v.channel',
        'v.purpose',
        'v.ip',
      ])
      .orderBy('v.at', 'desc')
      .orderBy('v.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const views = rows.map((r) => ({
    id: r.id,
    at: formatTime(r.at)!,
    accountId: String(r.account_id),
    accountName: r.account_name ?? '',
    unionId: String(r.union_id),
    unionName: r.union_name ?? '',
    role: r.role,
    recordId: String(r.record_id),
    module: r.module,
    fields: r.fields,
    channel: r.channel,
    purpose: r.purpose,
    ip: r.ip,
  }));
  return pageOf(views, Number(total.n), filters);
}
