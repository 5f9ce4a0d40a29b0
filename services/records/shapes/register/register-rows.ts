import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { maskMobile as maskMobileText, type RegisterDef } from '../../../../catalogue';
import type { Database, RegisterRow } from '../../../../db';
import type { SessionUser } from '../../../identity/auth';
import { formatTime, notFound } from '../../../platform/core';

/** A register's personal column as every way out shows it (`138****1234`: the mobile kind's mask). */
export const maskMobile = (v: unknown): unknown => (typeof v === 'string' ? maskMobileText(v) : v);

/** The register's rows the viewer sees: its tenant's, of its union and the unions below (so a union and the unions above it see a row). */
export function rowsInScope(
  db: Kysely<Database>,
  viewer: SessionUser,
  register: string,
): SelectQueryBuilder<Database, 'register_row', object> {
  return db
    .selectFrom('register_row')
    .where('register_row.tenant_id', '=', viewer.tenantId)
    .where('register_row.register', '=', register)
    .where('register_row.union_path', 'like', `${viewer.unionPath}%`);
}

/** A union the viewer may read the register of: its own or one below it; 404 for any other (its existence is not told). */
export async function unionInScope(db: Kysely<Database>, viewer: SessionUser, unionId: string) {
  const union = await db
    .selectFrom('union_org')
    .select(['id', 'path', 'name'])
    .where('tenant_id', '=', viewer.tenantId)
    .where('id', '=', unionId)
    .executeTakeFirst();
  if (!union || !union.path.startsWith(viewer.unionPath)) throw notFound();
  return union;
}

/** The form fields that name a register row: a record filed about an enterprise, a venue, or a declaration's venue rows. */
const NAMING_FIELDS = ['enterpriseId', 'venueId'] as const;

/** The row ids a record's form names (its own id too: a room registered under its record's id). */
export function rowsNamedBy(recordId: string, form: Record<string, unknown>): string[] {
  const venues = Array.isArray(form.venues) ? (form.venues as Record<string, unknown>[]) : [];
  return [recordId, ...NAMING_FIELDS.map((f) => form[f]), ...venues.map((v) => v?.venueId)].filter(
    (v): v is string => typeof v === 'string' && v !== '',
  );
}

/** The open records (in review or returned) about any of the rows: a row one of them names is not closed under it. */
export async function openRecordsAbout(db: Kysely<Database>, tenantId: string, rowIds: readonly string[]) {
  if (rowIds.length === 0) return [];
  const ids = sql`${[...rowIds]}::text[]`;
  const found = await db
    .selectFrom('record')
    .select(['id', 'module', 'state', 'title', 'form'])
    .where('tenant_id', '=', tenantId)
    .where('state', 'in', ['in_review', 'returned'])
    .where(
      sql<boolean>`(id::text = any(${ids}) or form->>'enterpriseId' = any(${ids}) or form->>'venueId' = any(${ids})
        or exists (select 1 from jsonb_array_elements(case when jsonb_typeof(form->'venues') = 'array' then form->'venues' else '[]'::jsonb end) v
                   where v->>'venueId' = any(${ids})))`,
    )
    .orderBy('id')
    .execute();
  return found.map((r) => ({
    id: String(r.id),
    module: r.module,
    state: r.state,
    title: r.title,
    rowIds: rowsNamedBy(String(r.id), r.form as Record<string, unknown>).filter((id) => rowIds.includes(id)),
  }));
}

/** A row as the register's calls answer it, its personal columns masked. */
export function rowView(r: RegisterRow & { union_name?: string | null }, def: RegisterDef) {
  const data = { ...(r.data as Record<string, unknown>) };
  for (const f of def.personal ?? []) if (f in data) data[f] = maskMobile(data[f]);
  return {
    id: String(r.id),
    name: r.name,
    key: r.row_key,
    state: r.state,
    unionId: String(r.union_id),
    unionName: r.union_name ?? null,
    data,
    recognisedOn: r.recognised_on,
    closedOn: r.closed_on,
    closeReason: r.close_reason,
    source: r.source_module && r.source_record_id ? { module: r.source_module, recordId: String(r.source_record_id) } : null,
    changedAt: formatTime(r.changed_at) ?? '',
  };
}
export type RegisterRowView = ReturnType<typeof rowView>;

/** The totals of a register's rows: how many active and closed, the sums of the entry's columns over the active ones, the count by its column. */
export function totalsOf(rows: readonly RegisterRow[], def: RegisterDef) {
  const active = rows.filter((r) => r.state === 'active');
  const num = (v: unknown) => (typeof v === 'number' ? v : Number(v) || 0);
  const sums = Object.fromEntries(
    (def.totals?.sum ?? []).map((f) => [f, active.reduce((n, r) => n + num((r.data as Record<string, unknown>)[f]), 0)]),
  );
  const by: Record<string, number> = {};
  const column = def.totals?.by;
  if (column)
    for (const r of active) {
      const k = String((r.data as Record<string, unknown>)[column] ?? '');
      by[k] = (by[k] ?? 0) + 1;
    }
  return { active: active.length, closed: rows.length - active.length, sums, by };
}
