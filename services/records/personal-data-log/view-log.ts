import { sql, type Kysely, type Transaction } from 'kysely';
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

/** The log of the viewer's tenant under `filters`, with the names of who viewed (unselected). */
function filteredViews(db: Kysely<Database>, viewer: SessionUser, filters: ViewLogFilters) {
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
  return q;
}

/** The rows of the log under `filters`, newest first, as its list and its sheet show them. */
async function viewRows(db: Kysely<Database>, viewer: SessionUser, filters: ViewLogFilters, limit: number, offset: number) {
  const rows = await filteredViews(db, viewer, filters)
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
    .execute();
  return rows.map((r) => ({
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
}

/** One row of the log as its readers show it. */
export type PersonalDataViewRow = Awaited<ReturnType<typeof viewRows>>[number];

/** The log of the viewer's tenant, newest first, a page at a time, with the names of who viewed. */
export async function personalDataViews(db: Kysely<Database>, viewer: SessionUser, filters: ViewLogFilters) {
  const { limit, offset } = offsetOf(filters);
  const [views, total] = await Promise.all([
    viewRows(db, viewer, filters, limit, offset),
    filteredViews(db, viewer, filters)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return pageOf(views, Number(total.n), filters);
}

/** The most rows one sheet of the log holds: a wider export is narrowed by its filters (days, module). */
export const SHEET_ROWS = 50_000;

/** The log under `filters` for its sheet, newest first, at most `SHEET_ROWS`. */
export const personalDataViewsForSheet = (db: Kysely<Database>, viewer: SessionUser, filters: Omit<ViewLogFilters, keyof Paging>) =>
  viewRows(db, viewer, filters, SHEET_ROWS, 0);

/** Who viewed one record's personal data in full, a day at a time (`detail`'s `personalViews`). */
export interface RecordPersonalView {
  accountId: string;
  accountName: string;
  unionId: string;
  unionName: string;
  channel: ViewChannel;
  /** yyyy-MM-dd (Beijing). */
  day: string;
  /** The full views of that account that day by that channel. */
  times: number;
}

/** The record's log, one line per account, channel and (Beijing) day, newest day first. */
export async function recordPersonalViews(db: Kysely<Database>, tenantId: string, recordId: string): Promise<RecordPersonalView[]> {
  const day = sql<string>`to_char(v.at at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`;
  const rows = await db
    .selectFrom('personal_data_view as v')
    .leftJoin('app_user as u', (j) => j.onRef('u.id', '=', 'v.account_id').onRef('u.tenant_id', '=', 'v.tenant_id'))
    .leftJoin('union_org as o', (j) => j.onRef('o.id', '=', 'v.union_id').onRef('o.tenant_id', '=', 'v.tenant_id'))
    .where('v.tenant_id', '=', tenantId)
    .where('v.record_id', '=', recordId)
    .select(['v.account_id', 'u.real_name', 'v.union_id', 'o.name', 'v.channel'])
    .select([day.as('day'), (eb) => eb.fn.countAll<string>().as('times'), (eb) => eb.fn.max('v.at').as('last')])
    .groupBy(['v.account_id', 'u.real_name', 'v.union_id', 'o.name', 'v.channel', day])
    .orderBy('last', 'desc')
    .execute();
  return rows.map((r) => ({
    accountId: String(r.account_id),
    accountName: r.real_name ?? '',
    unionId: String(r.union_id),
    unionName: r.name ?? '',
    channel: r.channel as ViewChannel,
    day: r.day,
    times: Number(r.times),
  }));
}
